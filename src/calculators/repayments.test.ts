import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describePeriods, extraRepaymentEffect, instalment, loanSchedule, type LoanInput } from "./repayments.ts";

const loan = (overrides: Partial<LoanInput>): LoanInput => ({
  principal: 600_000_00,
  rate: 6000,
  years: 30,
  frequency: "monthly",
  interestOnlyYears: 0,
  extra: 0,
  ...overrides,
});

describe("instalment: hand-worked examples", () => {
  it("$600,000 at 6% over 30 years, monthly: r = 0.005, n = 360, 600000 × 0.005 / (1 − 1.005^−360) = 3,597.303 → $3,597.30", () => {
    expect(instalment(600_000_00, 6000, 360, 12)).toBe(359_730);
  });

  it("$12,000 at 12% over 1 year, monthly: r = 0.01, 12000 × 0.01 / (1 − 1.01^−12) = 1,066.185 → $1,066.19", () => {
    expect(instalment(12_000_00, 12_000, 12, 12)).toBe(106_619);
  });

  it("weekly and fortnightly divide the annual rate by 52 and 26: $600,000 at 6% → $829.58 a week, $1,659.50 a fortnight", () => {
    expect(instalment(600_000_00, 6000, 1560, 52)).toBe(82_958);
    expect(instalment(600_000_00, 6000, 780, 26)).toBe(165_950);
  });

  it("0%: the loan divided by the repayments, $120,000 over 12 months → $10,000", () => {
    expect(instalment(120_000_00, 0, 12, 12)).toBe(10_000_00);
  });
});

describe("loanSchedule: hand-worked examples", () => {
  it("$12,000 at 12% over 1 year: each month's interest is 1% of the balance to the cent; the 12th repayment is $1,066.14 and interest totals $794.23", () => {
    const schedule = loanSchedule(loan({ principal: 12_000_00, rate: 12_000, years: 1 }));
    expect(schedule).toMatchObject({ repayment: 106_619, periods: 12, totalInterest: 794_23, totalRepaid: 12_794_23 });
    expect(schedule.yearEndBalances).toEqual([12_000_00, 0]);
  });

  it("$600,000 at 6% over 30 years: interest totals $695,031.35 (a period-by-period run in Python's decimal module gives the same)", () => {
    expect(loanSchedule(loan({}))).toMatchObject({ repayment: 359_730, periods: 360, totalInterest: 695_031_35 });
  });

  it("0% over 1 year: no interest, twelve repayments of $10,000", () => {
    expect(loanSchedule(loan({ principal: 120_000_00, rate: 0, years: 1 }))).toMatchObject({
      repayment: 10_000_00,
      periods: 12,
      totalInterest: 0,
      totalRepaid: 120_000_00,
    });
  });

  it("interest-only for 5 of 30 years: $500,000 at 6% costs $2,500 a month, then $3,221.51 over the 25 years left; interest totals $616,450.99", () => {
    expect(loanSchedule(loan({ principal: 500_000_00, interestOnlyYears: 5 }))).toMatchObject({
      interestOnlyRepayment: 2_500_00,
      repayment: 322_151,
      periods: 360,
      totalInterest: 616_450_99,
    });
  });

  it("$500 extra a month on $600,000 at 6%: repaid in 265 months instead of 360, saving $212,714.73 of interest (695,031.35 − 482,316.62)", () => {
    const { saved, withExtra } = extraRepaymentEffect(loan({ extra: 500_00 }));
    expect(withExtra.periods).toBe(265);
    expect(saved).toEqual({ periodsSaved: 95, interestSaved: 212_714_73 });
    expect(describePeriods(95, "monthly")).toBe("7 years and 11 months");
  });
});

const loans = fc.record({
  principal: fc.integer({ min: 1_000_00, max: 5_000_000_00 }),
  rate: fc.integer({ min: 0, max: 20_000 }),
  years: fc.integer({ min: 1, max: 40 }),
  frequency: fc.constantFrom("weekly" as const, "fortnightly" as const, "monthly" as const),
});

describe("properties", () => {
  it("the repayment never falls as the rate or the amount rises, nor rises as the term lengthens", () => {
    fc.assert(
      fc.property(
        loans,
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 500_000_00 }),
        ({ principal, rate, years, frequency }, moreRate, moreAmount) => {
          const perYear = { weekly: 52, fortnightly: 26, monthly: 12 }[frequency];
          const base = instalment(principal, rate, years * perYear, perYear);
          expect(instalment(principal, rate + moreRate, years * perYear, perYear)).toBeGreaterThanOrEqual(base);
          expect(instalment(principal + moreAmount, rate, years * perYear, perYear)).toBeGreaterThanOrEqual(base);
          if (years < 40) expect(instalment(principal, rate, (years + 1) * perYear, perYear)).toBeLessThanOrEqual(base);
        },
      ),
    );
  });

  it("and strictly, once the change is worth more than a cent a repayment (at least $100,000 borrowed, rate up 1 point, amount up $10,000, a year longer at up to 10%)", () => {
    const sizeable = loans.filter((l) => l.principal >= 100_000_00 && l.rate <= 10_000);
    fc.assert(
      fc.property(sizeable, ({ principal, rate, years, frequency }) => {
        const perYear = { weekly: 52, fortnightly: 26, monthly: 12 }[frequency];
        const base = instalment(principal, rate, years * perYear, perYear);
        expect(instalment(principal, rate + 1000, years * perYear, perYear)).toBeGreaterThan(base);
        expect(instalment(principal + 10_000_00, rate, years * perYear, perYear)).toBeGreaterThan(base);
        if (years < 40) expect(instalment(principal, rate, (years + 1) * perYear, perYear)).toBeLessThan(base);
      }),
    );
  });

  it("every loan is repaid exactly: what is repaid is the loan plus the interest, and the last balance is 0", () => {
    fc.assert(
      fc.property(loans, fc.integer({ min: 0, max: 2_000_00 }), (input, extra) => {
        const schedule = loanSchedule({ ...input, interestOnlyYears: 0, extra });
        expect(schedule.totalRepaid).toBe(input.principal + schedule.totalInterest);
        expect(schedule.yearEndBalances.at(-1)).toBe(0);
        expect(Number.isSafeInteger(schedule.totalInterest)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("paying extra never costs more interest or takes longer", () => {
    fc.assert(
      fc.property(loans, fc.integer({ min: 1, max: 2_000_00 }), (input, extra) => {
        const { saved } = extraRepaymentEffect({ ...input, interestOnlyYears: 0, extra });
        expect(saved.interestSaved).toBeGreaterThanOrEqual(0);
        expect(saved.periodsSaved).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });
});
