import { describe, expect, it } from "vitest";
import { balancedColumns, firstSpansTablet, lastOfOdd, tabletColumns } from "./balanced-columns.ts";

/** The cards on each row, as a wide screen sets them. */
const rows = (count: number, columns: number) => Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

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
        const set = rows(count, balancedColumns(count, wanted));
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

  it("leads with one card across the row only where neither two nor three to a row avoid a lone last card", () => {
    expect([2, 3, 4, 5, 6, 7, 9].filter(firstSpansTablet)).toEqual([7]);
  });
});
