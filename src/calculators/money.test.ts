import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dollarsAndCents, mulDivRound, parseMoney, parsePercent, parseWhole, wholeDollars } from "./money.ts";

describe("parseMoney", () => {
  it.each([
    ["600,000", 600_000_00],
    ["$600k", 600_000_00],
    ["600000", 600_000_00],
    ["$600,000.50", 600_000_50],
    ["  $ 1.2m ", 1_200_000_00],
    ["0.5K", 500_00],
    ["439000", 439_000_00],
  ])("%s → %i cents", (text, cents) => {
    expect(parseMoney(text)).toEqual({ ok: true, value: cents });
  });

  it.each(["", "abc", "600,000,", "-5", "1e6", "$", "12.345", "NaN", "Infinity", "600kk"])("refuses %j with a message", (text) => {
    const result = parseMoney(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Enter /);
  });

  it("says where the limits are", () => {
    expect(parseMoney("5", { min: 10_000_00 })).toEqual({ ok: false, message: "Enter at least $10,000." });
    expect(parseMoney("$200m", { max: 100_000_000_00 })).toEqual({ ok: false, message: "Enter at most $100,000,000." });
  });

  it("never returns a non-finite or fractional number of cents", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseMoney(text);
        if (result.ok) expect(Number.isSafeInteger(result.value)).toBe(true);
      }),
    );
  });

  it("reads back what it formats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), (cents) => {
        expect(parseMoney(dollarsAndCents(cents))).toEqual({ ok: true, value: cents });
      }),
    );
  });
});

describe("parsePercent and parseWhole", () => {
  it("holds rates in thousandths of a percent", () => {
    expect(parsePercent("6.09")).toEqual({ ok: true, value: 6090 });
    expect(parsePercent("6.125%")).toEqual({ ok: true, value: 6125 });
    expect(parsePercent("0")).toEqual({ ok: true, value: 0 });
    expect(parsePercent("6.1234").ok).toBe(false);
    expect(parsePercent("six").ok).toBe(false);
    expect(parsePercent("31", { max: 30 })).toEqual({ ok: false, message: "Enter at most 30%." });
  });

  it("takes whole numbers in range only", () => {
    expect(parseWhole("30", { min: 1, max: 40, unit: "years" })).toEqual({ ok: true, value: 30 });
    expect(parseWhole("0", { min: 1, max: 40, unit: "years" })).toEqual({ ok: false, message: "Enter a whole number of years from 1 to 40." });
    expect(parseWhole("2.5", { min: 1, max: 40, unit: "years" }).ok).toBe(false);
  });
});

describe("formatting and exact arithmetic", () => {
  it("formats en-AU", () => {
    expect(wholeDollars(680_000_00)).toBe("$680,000");
    expect(dollarsAndCents(359_730)).toBe("$3,597.30");
    expect(dollarsAndCents(0)).toBe("$0.00");
  });

  it("rounds half away from zero, exactly", () => {
    // 1,000,005 × 1 / 10 = 100,000.5 → 100,001; a float product would be exact here too, but not for large operands.
    expect(mulDivRound(1_000_005, 1, 10)).toBe(100_001);
    expect(mulDivRound(9_007_199_254_740_991, 3, 3)).toBe(9_007_199_254_740_991);
    expect(mulDivRound(-15, 1, 10)).toBe(-2);
  });
});
