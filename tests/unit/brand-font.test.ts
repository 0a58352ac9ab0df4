import { readFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import plusJakartaSans from "@capsizecss/metrics/plusJakartaSans";
import { describe, expect, it } from "vitest";

const css = readFileSync("src/app.css", "utf8");
const fallbackRule = css.match(/@font-face\s*{[^}]*"Plus Jakarta Sans Fallback"[^}]*}/)?.[0] ?? "";

describe("the brand font's fallback", () => {
  // A fallback whose metrics drift from the web font's makes the page jump when the font swaps in.
  it("uses capsize's metric overrides for Plus Jakarta Sans over Arial", () => {
    const expected = createFontStack([plusJakartaSans, arial]).fontFaces;
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
