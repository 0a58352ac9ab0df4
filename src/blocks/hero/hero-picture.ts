/** The hero's picture, as its component and its definition's opening picture both need it: which image it is, and how wide it is shown. */
import type { HeroBlock } from "../../generated/content-types.ts";
import { measured, type MeasuredImage } from "../../lib/image-variants.ts";

/**
 * How wide the hero's picture is shown: a column of 28rem beside the text on a small laptop and
 * 32rem from 1280 px, at most 32rem under the heading on a tablet, the page's width on a phone.
 */
export const HERO_PICTURE_SIZES = "(min-width: 1280px) 32rem, (min-width: 1024px) 28rem, (min-width: 640px) 32rem, calc(100vw - 2rem)";

/** The hero's picture when it shows one: the schema keeps a picture out of a banner with a panel, which takes its place. */
export const heroImage = ({ image, panel }: Pick<HeroBlock, "image" | "panel">): MeasuredImage | undefined => (panel ? undefined : measured(image));
