import { acrossAt, MOST_ACROSS } from "../lib/balanced-columns.ts";
import { cn } from "../lib/cn.ts";

type Widths = Record<1 | 2 | 3 | 4, string>;
type Steps = Record<keyof typeof MOST_ACROSS, Widths>;

/**
 * A card's width in a wrapping row 1.5rem apart, by the number it is sized for (1: across the row),
 * at each step: a tablet's, a small laptop's, a laptop's. Literal class names, so the stylesheet has them.
 * By the screen: from 640, 1024 and 1280 px.
 */
const SCREEN: Steps = {
  tablet: { 1: "sm:w-full", 2: "sm:w-[calc((100%-1.5rem)/2)]", 3: "sm:w-[calc((100%-3rem)/3)]", 4: "sm:w-[calc((100%-4.5rem)/4)]" },
  smallLaptop: { 1: "lg:w-full", 2: "lg:w-[calc((100%-1.5rem)/2)]", 3: "lg:w-[calc((100%-3rem)/3)]", 4: "lg:w-[calc((100%-4.5rem)/4)]" },
  laptop: { 1: "xl:w-full", 2: "xl:w-[calc((100%-1.5rem)/2)]", 3: "xl:w-[calc((100%-3rem)/3)]", 4: "xl:w-[calc((100%-4.5rem)/4)]" },
};
/**
 * By the section's own width (container queries), for cards that may sit beside an article's
 * contents with less room than the page: from 36rem, 48rem and 72rem, where each line keeps 12 ems.
 */
const SECTION: Steps = {
  tablet: { 1: "@xl:w-full", 2: "@xl:w-[calc((100%-1.5rem)/2)]", 3: "@xl:w-[calc((100%-3rem)/3)]", 4: "@xl:w-[calc((100%-4.5rem)/4)]" },
  smallLaptop: { 1: "@3xl:w-full", 2: "@3xl:w-[calc((100%-1.5rem)/2)]", 3: "@3xl:w-[calc((100%-3rem)/3)]", 4: "@3xl:w-[calc((100%-4.5rem)/4)]" },
  laptop: { 1: "@6xl:w-full", 2: "@6xl:w-[calc((100%-1.5rem)/2)]", 3: "@6xl:w-[calc((100%-3rem)/3)]", 4: "@6xl:w-[calc((100%-4.5rem)/4)]" },
};

/**
 * The width of the card at `index` of `count`, in rows of the page's number (`wanted`) where
 * they give each line room (MOST_ACROSS), fewer where not, and never one card alone on the last
 * row (rowsOf). The list wraps its cards and centres a short last row.
 */
const widthAt = (steps: Steps, count: number, index: number, wanted: 2 | 3 | 4): string =>
  cn(
    "w-full",
    (Object.keys(MOST_ACROSS) as (keyof Steps)[]).map((step) => steps[step][acrossAt(count, index, wanted, MOST_ACROSS[step])]),
  );

export const cardWidth = (count: number, index: number, wanted: 2 | 3 | 4) => widthAt(SCREEN, count, index, wanted);
export const cardWidthInSection = (count: number, index: number, wanted: 2 | 3 | 4) => widthAt(SECTION, count, index, wanted);
