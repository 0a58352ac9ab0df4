import { describe, expect, it } from "vitest";
import { acrossAt, lastOfOdd, rowsOf, tabletColumns } from "./balanced-columns.ts";

/** How many to a row on a laptop, where a row holds four. */
const balancedColumns = (count: number, wanted: 2 | 3 | 4) => rowsOf(count, wanted, 4).columns;

/** The cards on each row, as a wide screen sets them. */
const rows = (count: number, columns: number) => Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

/** The cards on each row as rowsOf sets them: a leading card alone on the first row, then full rows. */
const rowsIn = (count: number, wanted: 2 | 3 | 4, most: 2 | 3 | 4) => {
  const { columns, leads } = rowsOf(count, wanted, most);
  return leads ? [1, ...rows(count - 1, columns)] : rows(count, columns);
};

describe("balancedColumns", () => {
  it("keeps the page's number when the rows come out even or nearly so", () => {
    expect(balancedColumns(9, 3)).toBe(3);
    expect(balancedColumns(5, 3)).toBe(3);
    expect(balancedColumns(7, 4)).toBe(4);
    expect(balancedColumns(2, 2)).toBe(2);
  });

  it("never leaves one card alone under a row of three or more", () => {
    for (let count = 1; count <= 20; count++)
      for (const wanted of [2, 3, 4] as const) {
        const set = rowsIn(count, wanted, 4);
        if (set.length > 1 && set[0]! >= 3) expect(set.at(-1), `${count} cards in ${wanted}s: ${set.join(" + ")}`).toBeGreaterThan(1);
      }
  });

  it("sets four cards asked for in threes as one row of four", () => {
    expect(rows(4, balancedColumns(4, 3))).toEqual([4]);
  });

  it("never sets more columns than cards", () => {
    expect(balancedColumns(2, 4)).toBe(2);
    expect(balancedColumns(3, 4)).toBe(3);
  });
});

describe("lastOfOdd", () => {
  it("marks only the last of an odd number of two or more: the one alone on its row in two columns", () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter((index) => lastOfOdd(7, index))).toEqual([6]);
    expect([0, 1, 2, 3].filter((index) => lastOfOdd(4, index))).toEqual([]);
    expect(lastOfOdd(1, 0)).toBe(false);
  });
});

describe("tabletColumns", () => {
  it("sets two to a row unless that leaves the last card alone and three do not", () => {
    expect([2, 3, 4, 5, 6, 7].map(tabletColumns)).toEqual([2, 3, 2, 3, 2, 2]);
  });

  it("sets three cards asked for in twos on a wide screen three across, not 2 + 1", () => {
    expect(rows(3, balancedColumns(3, 2))).toEqual([3]);
  });
});

describe("rowsOf", () => {
  it("never leaves one card alone on the last row, and never sets more to a row than the width holds", () => {
    for (let count = 2; count <= 20; count++)
      for (const wanted of [2, 3, 4] as const)
        for (const most of [2, 3, 4] as const) {
          const set = rowsIn(count, wanted, most);
          const label = `${count} cards in ${wanted}s, at most ${most}: ${set.join(" + ")}`;
          expect(
            set.reduce((sum, row) => sum + row, 0),
            label,
          ).toBe(count);
          expect(Math.max(...set), label).toBeLessThanOrEqual(most);
          if (set.length > 1) expect(set.at(-1), label).toBeGreaterThan(1);
        }
  });

  it("sets three or five cards in rows of two with the first across the row", () => {
    expect(rowsIn(3, 3, 2)).toEqual([1, 2]);
    expect(rowsIn(5, 3, 2)).toEqual([1, 2, 2]);
    expect([0, 1, 2].map((index) => acrossAt(3, index, 3, 2))).toEqual([1, 2, 2]);
  });

  it("sets four cards asked for in fours as 2 + 2 where a row holds three", () => {
    expect(rowsIn(4, 4, 3)).toEqual([2, 2]);
    expect(rowsIn(4, 4, 4)).toEqual([4]);
  });
});
