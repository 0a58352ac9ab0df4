/** The social sharing card's size in pixels: the 1.91:1 shape Open Graph consumers expect. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
