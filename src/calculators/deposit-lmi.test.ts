import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { depositAndLmi, depositSchemeReach, lvrAbove, lvrText } from "./deposit-lmi.ts";

/**
 * An independent reference in whole dollars, from the rule itself: lenders mortgage insurance is
 * likely when the loan is more than 80% of the price (loan × 5 > price × 4, exact in integers);
 * the deposit that avoids it is a fifth of the price rounded up to the dollar; the LVR is shown
 * to two decimals, never less than it is.
 */
function reference(price: number, deposit: number) {
  const loan = price - deposit;
  const lmiLikely = loan * 5 > price * 4;
  const needed = Math.floor((price + 4) / 5);
  const hundredths = Math.floor((loan * 10_000 + price - 1) / price);
  return {
    lmiLikely,
    needed,
    shortfall: Math.max(0, needed - deposit),
    lvr: `${(hundredths / 100).toFixed(2).replace(/\.?0+$/, "")}%`,
  };
}

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

  it("$700,000 with $50,000 down: $650,000 / $700,000 = 92.857…%, kept as 92.858 (rounded up) and shown as 92.86%", () => {
    const { lvr } = depositAndLmi(700_000_00, 50_000_00, 80_000);
    expect(lvr).toBe(92_858);
    expect(lvrText(lvr)).toBe("92.86%");
  });

  // The review's cases: $150,000 down on a price at the 80% line ($750,000) and a dollar either side.
  it.each([749_999, 750_000, 750_001])("$150,000 down on $%i agrees with the reference: LMI, deposit needed, shortfall and LVR", (price) => {
    const expected = reference(price, 150_000);
    const result = depositAndLmi(price * 100, 150_000_00, 80_000);
    expect({
      lmiLikely: result.lmiLikely,
      needed: result.depositForThreshold / 100,
      shortfall: result.shortfall / 100,
      lvr: lvrText(result.lvr),
    }).toEqual(expected);
  });

  it("$750,001 with $150,000 down: LMI likely, $150,001 needed, $1 more, LVR shown above 80%", () => {
    const result = depositAndLmi(750_001_00, 150_000_00, 80_000);
    expect([result.lmiLikely, result.depositForThreshold, result.shortfall, lvrText(result.lvr)]).toEqual([true, 150_001_00, 1_00, "80.01%"]);
  });

  it("agrees with the reference for any whole-dollar price and deposit: LMI likely exactly when more deposit is needed, and never beside an LVR of 80% or less", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 20_000_000 }), fc.integer({ min: 0, max: 100 }), (price, share) => {
        const deposit = Math.floor((price * share) / 100);
        const result = depositAndLmi(price * 100, deposit * 100, 80_000);
        const expected = reference(price, deposit);
        expect(result.lmiLikely).toBe(expected.lmiLikely);
        expect(result.depositForThreshold).toBe(expected.needed * 100);
        expect(result.shortfall).toBe(expected.shortfall * 100);
        expect(lvrText(result.lvr)).toBe(expected.lvr);
        expect(result.shortfall > 0).toBe(result.lmiLikely);
        if (result.lmiLikely) expect(Number.parseFloat(lvrText(result.lvr))).toBeGreaterThan(80);
      }),
    );
  });

  it("a deposit with cents just short of the line still asks for at least a whole dollar more", () => {
    const result = depositAndLmi(750_001_00, 150_000_50, 80_000);
    expect([result.lmiLikely, result.shortfall]).toEqual([false, 0]);
    const short = depositAndLmi(750_001_00, 150_000_10, 80_000);
    expect([short.lmiLikely, short.shortfall]).toEqual([true, 1_00]);
  });
});

describe("lvrAbove and depositSchemeReach", () => {
  const scheme = { minDeposit: 5_000, capSydneyAndRegionalCentres: 1_500_000_00, capRestOfNsw: 800_000_00 };

  it("a loan a dollar over 95% of the price is above a 95% cap; exactly 95% is not", () => {
    expect(lvrAbove(1_000_000_00, 49_999_00, 95_000)).toBe(true);
    expect(lvrAbove(1_000_000_00, 50_000_00, 95_000)).toBe(false);
  });

  it("5% down fits the scheme anywhere up to the lower cap, only in the higher-cap areas up to the higher one, and nowhere above it", () => {
    expect(depositSchemeReach(800_000_00, 40_000_00, scheme)).toBe("all-nsw");
    expect(depositSchemeReach(800_001_00, 40_000_05, scheme)).toBe("higher-cap-areas");
    expect(depositSchemeReach(1_500_000_00, 75_000_00, scheme)).toBe("higher-cap-areas");
    expect(depositSchemeReach(1_500_001_00, 75_000_05, scheme)).toBeUndefined();
  });

  it("a deposit a dollar under 5% does not fit it", () => {
    expect(depositSchemeReach(700_000_00, 34_999_00, scheme)).toBeUndefined();
  });
});
