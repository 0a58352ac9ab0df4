/** The hero's picture as the page's head needs it too: which image it is, and how wide it is shown. */
import type { HeroBlock, PageDocument } from "../../generated/content-types.ts";
import { measured, type MeasuredImage } from "../../lib/image-variants.ts";

/**
 * How wide the hero's picture is shown: a column of 28rem beside the text on a small laptop and
 * 32rem from 1280 px, at most 32rem under the heading on a tablet, the page's width on a phone.
 */
export const HERO_PICTURE_SIZES = "(min-width: 1280px) 32rem, (min-width: 1024px) 28rem, (min-width: 640px) 32rem, calc(100vw - 2rem)";

/** The hero's picture when it shows one: the schema keeps a picture out of a banner with a panel, which takes its place. */
export const heroImage = ({ image, panel }: Pick<HeroBlock, "image" | "panel">): MeasuredImage | undefined => (panel ? undefined : measured(image));

/** The page's opening picture when it starts with a hero that has one: the largest thing on its first screen, for the head's preload hint. */
export function heroPicture(page: Pick<PageDocument, "blocks">): MeasuredImage | undefined {
  const first = page.blocks[0];
  return first?.type === "hero" ? heroImage(first) : undefined;
}
