/**
 * How many cards to set side by side on a wide screen, from how many there are and how many the
 * page asks for (2 to 4): the asked-for number unless it would leave one card alone under a full
 * row of three or more (4 cards in threes: 3 + 1), then one more column if that leaves no card
 * alone, else one fewer, else two. Never more columns than cards.
 */
export function balancedColumns(count: number, wanted: 2 | 3 | 4): 2 | 3 | 4 {
  const alone = (columns: number) => columns >= 3 && count > columns && count % columns === 1;
  const fit = (columns: number) => Math.max(2, Math.min(columns, count)) as 2 | 3 | 4;
  const choice = [wanted, wanted + 1, wanted - 1].find((columns) => columns >= 2 && columns <= 4 && !alone(columns)) ?? 2;
  return fit(choice);
}

/**
 * How many cards to set side by side on a tablet (768 to 1023 px), where two columns leave the last
 * of an odd number alone: three when that leaves more than one on the last row (3, 5, 9, 11 cards),
 * else two (the last of an odd number then spans the row: lastOfOdd).
 */
export function tabletColumns(count: number): 2 | 3 {
  return count % 2 === 1 && count >= 3 && count % 3 !== 1 ? 3 : 2;
}

/** Whether the item at `index` is the last of an odd number: alone on its row in two columns, so it spans the row instead. */
export function lastOfOdd(count: number, index: number): boolean {
  return count % 2 === 1 && count > 1 && index === count - 1;
}
