/** A price field takes a price as people type it and stores whole dollars. */
import { describe, expect, it } from "vitest";
import { parsePrice } from "../../src/editor/client/form/price.ts";

describe("a typed price", () => {
  it("reads dollars with a sign and commas, millions and thousands, or bare digits", () => {
    for (const typed of ["$1,050,000", "1.05m", "1050000", " $1.05M ", "1050k"]) expect(parsePrice(typed), typed).toBe(1_050_000);
    expect(parsePrice("$880K")).toBe(880_000);
  });
  it("leaves what is not a price for the checks to name", () => {
    for (const typed of ["", "about a million", "1,05,000", "$", "1.05 m2"]) expect(parsePrice(typed), typed).toBeUndefined();
  });
});
