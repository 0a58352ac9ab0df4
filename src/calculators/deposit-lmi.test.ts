import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { depositAndLmi } from "./deposit-lmi.ts";

describe("depositAndLmi", () => {
  it("$750,000 with $75,000 down: a $675,000 loan is 90% LVR, LMI likely; 20% is $150,000, $75,000 short", () => {
    expect(depositAndLmi(750_000_00, 75_000_00, 80_000)).toEqual({
      loan: 675_000_00,
      lvr: 90_000,
      lmiLikely: true,
      depositForThreshold: 150_000_00,
      shortfall: 75_000_00,
    });
  });

  it("$600,000 with $120,000 down is exactly 80%: LMI not likely", () => {
    expect(depositAndLmi(600_000_00, 120_000_00, 80_000)).toMatchObject({ lvr: 80_000, lmiLikely: false, shortfall: 0 });
  });

  it("one cent less deposit tips it over the line", () => {
    expect(depositAndLmi(600_000_00, 119_999_99, 80_000).lmiLikely).toBe(true);
  });

  it("$700,000 with $50,000 down: $650,000 / $700,000 = 92.857% → 92.857", () => {
    expect(depositAndLmi(700_000_00, 50_000_00, 80_000).lvr).toBe(92_857);
  });

  it("LMI is likely exactly when the deposit is below the threshold deposit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000_00 }), fc.integer({ min: 0, max: 5_000_000_00 }), (price, deposit) => {
        const result = depositAndLmi(price, deposit, 80_000);
        expect(result.lmiLikely).toBe(deposit < result.depositForThreshold || (deposit === result.depositForThreshold && result.loan * 100 > price * 80));
      }),
    );
  });
});
