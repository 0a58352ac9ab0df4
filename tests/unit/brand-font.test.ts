import { readFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import { fromFile } from "@capsizecss/unpack/fs";
import { describe, expect, it } from "vitest";

const css = readFileSync("src/app.css", "utf8");

/** The brand font's file the site serves (its latin subset, which every page preloads). */
const BRAND_FONT = "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2";

/**
 * Arial's vertical metrics and average latin width, from its font tables (as capsize publishes
 * them; Liberation Sans, its metric twin on Linux, has the same figures). Arial itself is not on
 * this machine to be read.
 */
const ARIAL = { familyName: "Arial", unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, capHeight: 1467, xHeight: 1062, xWidthAvg: 913 };
const fallbackRule = css.match(/@font-face\s*{[^}]*"Plus Jakarta Sans Fallback"[^}]*}/)?.[0] ?? "";

describe("the brand font's fallback", () => {
  // A fallback whose metrics drift from the web font's makes the page jump when the font swaps in.
  it("uses capsize's metric overrides for the served Plus Jakarta Sans over Arial", async () => {
    const expected = createFontStack([await fromFile(BRAND_FONT), ARIAL]).fontFaces;
    for (const property of ["ascent-override", "descent-override", "line-gap-override", "size-adjust"]) {
      const want = expected.match(new RegExp(`${property}: ([^;]+);`))?.[1];
      expect(want, property).toBeTruthy();
      expect(fallbackRule, property).toContain(`${property}: ${want};`);
    }
  });

  it("is named right after the brand font in the font stack", () => {
    expect(css).toMatch(/--font-sans: "Plus Jakarta Sans", "Plus Jakarta Sans Fallback",/);
  });
});
