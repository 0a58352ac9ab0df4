/** Whether `count` items in rows of `columns` leave the last one alone on its row (4 in threes: 3 + 1; 3 in twos). */
const leavesOneAlone = (count: number, columns: number) => columns >= 2 && count > columns && count % columns === 1;

/**
 * How many cards to set side by side on a tablet (about 700 px across): two, which gives a
 * paragraph room, unless that leaves the last card alone on its row (three cards: 2 + 1) and three
 * do not (three across, or five as 3 + 2).
 */
export function tabletColumns(count: number): 2 | 3 {
  return leavesOneAlone(count, 2) && !leavesOneAlone(count, 3) ? 3 : 2;
}

/**
 * Whether the item at `index` is the last of an odd number: alone on its row in two columns. Such an
 * item keeps one column's width and is centred under the row above, as every short last row is (a
 * card stretched across the row reads as a different, more important kind of card). Lists laid out
 * with flex-wrap and justify-center do this by themselves; a CSS grid needs this to place the item.
 */
export function lastOfOdd(count: number, index: number): boolean {
  return count % 2 === 1 && count > 1 && index === count - 1;
}

/**
 * How a set of `count` cards fills rows of at most `most` (as many as the width gives room for):
 * the page's number, else one more or one fewer, whichever leaves no card alone on the last row
 * (so four asked for in threes go four across, not 3 + 1); where none does (three in rows of two, seven in twos or threes), the
 * first card leads across the row and the rest fill theirs (1 + 2, 1 + 3 + 3).
 */
export function rowsOf(count: number, wanted: 2 | 3 | 4, most: 2 | 3 | 4): { columns: 2 | 3 | 4; leads: boolean } {
  const start = Math.min(wanted, most);
  const fit = (columns: number) => Math.max(2, Math.min(columns, count)) as 2 | 3 | 4;
  const columns = [start, start + 1, start - 1].find((columns) => columns >= 2 && columns <= most && !leavesOneAlone(count, columns));
  return columns ? { columns: fit(columns), leads: false } : { columns: fit(start), leads: true };
}

/** How many to a row the card at `index` is sized for in rows of at most `most`: 1 for a first card that leads across the row. */
export function acrossAt(count: number, index: number, wanted: 2 | 3 | 4, most: 2 | 3 | 4): 1 | 2 | 3 | 4 {
  const { columns, leads } = rowsOf(count, wanted, most);
  return leads && index === 0 ? 1 : columns;
}

/**
 * The most cards of running text a row holds at each width and still gives each line 12 ems
 * (about 25 characters; a card's padding takes 3rem, the gaps 1.5rem): a tablet's section, 40 to
 * 64rem across, two; a small laptop's (from 64rem), three; a laptop's (from 80rem), four.
 */
export const MOST_ACROSS = { tablet: 2, smallLaptop: 3, laptop: 4 } as const;
