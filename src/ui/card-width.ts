import { acrossAt, MOST_ACROSS } from "../lib/balanced-columns.ts";
import { cn } from "../lib/cn.ts";

/**
 * A card's width in a wrapping row 1.5rem apart, by the number it is sized for (1: across the row),
 * at each width: a tablet's (from 640 px), a small laptop's (1024 px), a laptop's (1280 px).
 * Literal class names, so the stylesheet has them.
 */
const tablet = { 1: "sm:w-full", 2: "sm:w-[calc((100%-1.5rem)/2)]", 3: "sm:w-[calc((100%-3rem)/3)]", 4: "sm:w-[calc((100%-4.5rem)/4)]" } as const;
const smallLaptop = { 1: "lg:w-full", 2: "lg:w-[calc((100%-1.5rem)/2)]", 3: "lg:w-[calc((100%-3rem)/3)]", 4: "lg:w-[calc((100%-4.5rem)/4)]" } as const;
const laptop = { 1: "xl:w-full", 2: "xl:w-[calc((100%-1.5rem)/2)]", 3: "xl:w-[calc((100%-3rem)/3)]", 4: "xl:w-[calc((100%-4.5rem)/4)]" } as const;

/**
 * The width of the card at `index` of `count`, in rows of the page's number (`wanted`) where
 * they give each line room (MOST_ACROSS), fewer where not, and never one card alone on the last
 * row (rowsOf). The list wraps its cards and centres a short last row.
 */
export function cardWidth(count: number, index: number, wanted: 2 | 3 | 4): string {
  return cn(
    "w-full",
    tablet[acrossAt(count, index, wanted, MOST_ACROSS.tablet)],
    smallLaptop[acrossAt(count, index, wanted, MOST_ACROSS.smallLaptop)],
    laptop[acrossAt(count, index, wanted, MOST_ACROSS.laptop)],
  );
}

/**
 * The same, by the section's own width (container queries) rather than the screen's: for cards that
 * may sit beside an article's contents, with less room than the page. Up to two to a row from
 * 36rem, three from 48rem, four from 72rem, where each line keeps 12 ems.
 */
const tabletSection = { 1: "@xl:w-full", 2: "@xl:w-[calc((100%-1.5rem)/2)]", 3: "@xl:w-[calc((100%-3rem)/3)]", 4: "@xl:w-[calc((100%-4.5rem)/4)]" } as const;
const smallLaptopSection = {
  1: "@3xl:w-full",
  2: "@3xl:w-[calc((100%-1.5rem)/2)]",
  3: "@3xl:w-[calc((100%-3rem)/3)]",
  4: "@3xl:w-[calc((100%-4.5rem)/4)]",
} as const;
const laptopSection = {
  1: "@6xl:w-full",
  2: "@6xl:w-[calc((100%-1.5rem)/2)]",
  3: "@6xl:w-[calc((100%-3rem)/3)]",
  4: "@6xl:w-[calc((100%-4.5rem)/4)]",
} as const;

export function cardWidthInSection(count: number, index: number, wanted: 2 | 3 | 4): string {
  return cn(
    "w-full",
    tabletSection[acrossAt(count, index, wanted, MOST_ACROSS.tablet)],
    smallLaptopSection[acrossAt(count, index, wanted, MOST_ACROSS.smallLaptop)],
    laptopSection[acrossAt(count, index, wanted, MOST_ACROSS.laptop)],
  );
}
