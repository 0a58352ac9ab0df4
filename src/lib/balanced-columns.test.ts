import { describe, expect, it } from "vitest";
import { balancedColumns, lastOfOdd, tabletColumns } from "./balanced-columns.ts";

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

describe("on a tablet", () => {
  it("never leaves one card alone: three columns keep two or more on the last row, and in two the last of an odd number spans the row", () => {
    for (let count = 2; count <= 20; count++) {
      const columns = tabletColumns(count);
      const set = rows(count, columns);
      if (columns === 3) expect(set.at(-1), `${count} cards: ${set.join(" + ")}`).toBeGreaterThan(1);
      else if (set.at(-1) === 1) expect(lastOfOdd(count, count - 1), `${count} cards: ${set.join(" + ")}`).toBe(true);
    }
  });

  it("sets three or nine cards three to a row, and seven two to a row", () => {
    expect(rows(3, tabletColumns(3))).toEqual([3]);
    expect(rows(9, tabletColumns(9))).toEqual([3, 3, 3]);
    expect(rows(7, tabletColumns(7))).toEqual([2, 2, 2, 1]);
    expect(lastOfOdd(7, 6)).toBe(true);
  });
});
