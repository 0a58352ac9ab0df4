import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { usableEquity } from "./equity.ts";

describe("usableEquity", () => {
  it("the worked example's figures: $680,000 × 80% = $544,000, less $439,000 owed = $105,000", () => {
    expect(usableEquity(680_000_00, 439_000_00, 80_000)).toEqual({ lendable: 544_000_00, usable: 105_000_00, total: 241_000_00 });
  });

  it("$750,000 at 90% with $500,000 owed: $675,000 − $500,000 = $175,000", () => {
    expect(usableEquity(750_000_00, 500_000_00, 90_000).usable).toBe(175_000_00);
  });

  it("is never negative, and never more than value less loan at LVRs up to 100%", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 100_000 }),
        (value, loan, lvr) => {
          const { usable, total } = usableEquity(value, loan, lvr);
          expect(usable).toBeGreaterThanOrEqual(0);
          expect(usable).toBeLessThanOrEqual(Math.max(0, total));
        },
      ),
    );
  });
});
