/** Whether `count` items in rows of `columns` leave the last one alone on its row (4 in threes: 3 + 1; 3 in twos). */
const leavesOneAlone = (count: number, columns: number) => columns >= 2 && count > columns && count % columns === 1;

/**
 * How many cards to set side by side on a wide screen, from how many there are and how many the
 * page asks for (2 to 4): the asked-for number unless it would leave one card alone on the last
 * row (4 cards in threes: 3 + 1), then one more column if that leaves no card alone, else one
 * fewer, else two. Never more columns than cards.
 */
export function balancedColumns(count: number, wanted: 2 | 3 | 4): 2 | 3 | 4 {
  const alone = (columns: number) => leavesOneAlone(count, columns);
  const fit = (columns: number) => Math.max(2, Math.min(columns, count)) as 2 | 3 | 4;
  const choice = [wanted, wanted + 1, wanted - 1].find((columns) => columns >= 2 && columns <= 4 && !alone(columns)) ?? 2;
  return fit(choice);
}

/**
 * How many cards to set side by side on a tablet (about 700 px across): two, which gives a
 * paragraph room, unless that leaves the last card alone on its row (three cards: 2 + 1) and three
 * do not (three across, or five as 3 + 2).
 */
export function tabletColumns(count: number): 2 | 3 {
  return leavesOneAlone(count, 2) && !leavesOneAlone(count, 3) ? 3 : 2;
}

/**
 * Whether the first card runs across a tablet's row: when neither two nor three to a row leave
 * the last card with company (seven: 2 + 2 + 2 + 1 or 3 + 3 + 1), the odd one out leads the set
 * (1 + 2 + 2 + 2) rather than trailing it alone.
 */
export function firstSpansTablet(count: number): boolean {
  return leavesOneAlone(count, 2) && leavesOneAlone(count, 3);
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
