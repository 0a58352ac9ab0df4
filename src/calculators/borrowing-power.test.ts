import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { borrowingPower, incomeTax, loanForRepayment, type Household, type ServiceabilityRules } from "./borrowing-power.ts";
import { instalment } from "./repayments.ts";

// As configured on /calculators/borrowing-power: ATO resident rates 2024–25, 2% Medicare levy, APRA's 3-point buffer.
const rules: ServiceabilityRules = {
  taxBrackets: [
    { over: 0, rate: 0 },
    { over: 18_200_00, rate: 16_000 },
    { over: 45_000_00, rate: 30_000 },
    { over: 135_000_00, rate: 37_000 },
    { over: 190_000_00, rate: 45_000 },
  ],
  medicareLevy: 2_000,
  buffer: 3_000,
  expenseFloor: { single: 2_000_00, couple: 3_000_00, perDependant: 600_00 },
  cardLimitRate: 3_800,
  termYears: 30,
  rangeSpread: 1_000,
};

const household = (overrides: Partial<Household>): Household => ({
  incomes: [100_000_00],
  dependants: 0,
  expenses: 1_500_00,
  otherDebts: 0,
  cardLimits: 10_000_00,
  rate: 6_000,
  ...overrides,
});

describe("incomeTax", () => {
  it("$100,000: 16% of $26,800 ($4,288) + 30% of $55,000 ($16,500) + 2% Medicare ($2,000) = $22,788", () => {
    expect(incomeTax(100_000_00, rules)).toBe(22_788_00);
  });

  it("$18,200 and below: no income tax, only the levy", () => {
    expect(incomeTax(18_200_00, rules)).toBe(364_00);
  });
});

describe("borrowingPower: a hand-worked example", () => {
  it("one applicant on $100,000, $1,500 declared expenses, a $10,000 card, 6% + 3 points", () => {
    const estimate = borrowingPower(household({}), rules);
    // Net $77,212 a year → $6,434.33 a month; the $2,000 single floor beats $1,500 declared;
    // 3.8% of $10,000 = $380; surplus 6,434.33 − 2,000 − 380 = $4,054.33.
    expect(estimate).toMatchObject({
      netMonthlyIncome: 6_434_33,
      expensesUsed: 2_000_00,
      cardCommitment: 380_00,
      monthlySurplus: 4_054_33,
      assessmentRate: 9_000,
    });
    // 4,054.33 × (1 − 1.0075^−360) / 0.0075 = $503,879.70 → $503,000; at 10%: $461,994.23 → $461,000.
    expect(estimate.high).toBe(503_000_00);
    expect(estimate.low).toBe(461_000_00);
  });

  it("no surplus, no loan: expenses above income give $0, never a negative or NaN", () => {
    const estimate = borrowingPower(household({ incomes: [30_000_00], expenses: 9_000_00 }), rules);
    expect(estimate.high).toBe(0);
    expect(estimate.low).toBe(0);
  });
});

describe("properties", () => {
  const households = fc.record({
    incomes: fc.array(fc.integer({ min: 0, max: 1_000_000_00 }), { minLength: 1, maxLength: 2 }),
    dependants: fc.integer({ min: 0, max: 6 }),
    expenses: fc.integer({ min: 0, max: 20_000_00 }),
    otherDebts: fc.integer({ min: 0, max: 10_000_00 }),
    cardLimits: fc.integer({ min: 0, max: 100_000_00 }),
    rate: fc.integer({ min: 0, max: 15_000 }),
  });

  it("the range is ordered, and the loan's repayment at the assessment rate fits the surplus", () => {
    fc.assert(
      fc.property(households, (h) => {
        const estimate = borrowingPower(h, rules);
        expect(estimate.low).toBeLessThanOrEqual(estimate.high);
        expect(estimate.low).toBeGreaterThanOrEqual(0);
        if (estimate.high > 0) expect(instalment(estimate.high, estimate.assessmentRate, 360, 12)).toBeLessThanOrEqual(estimate.monthlySurplus);
      }),
      { numRuns: 80 },
    );
  });

  it("more debt or a higher rate never lets you borrow more", () => {
    fc.assert(
      fc.property(households, fc.integer({ min: 1, max: 2_000_00 }), fc.integer({ min: 1, max: 3_000 }), (h, moreDebt, moreRate) => {
        const base = borrowingPower(h, rules).high;
        expect(borrowingPower({ ...h, otherDebts: h.otherDebts + moreDebt }, rules).high).toBeLessThanOrEqual(base);
        expect(borrowingPower({ ...h, rate: h.rate + moreRate }, rules).high).toBeLessThanOrEqual(base);
      }),
      { numRuns: 60 },
    );
  });

  it("loanForRepayment is the largest loan the payment covers", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_00, max: 20_000_00 }), fc.integer({ min: 1, max: 15_000 }), (payment, rate) => {
        const loan = loanForRepayment(payment, rate, 360);
        expect(instalment(loan, rate, 360, 12)).toBeLessThanOrEqual(payment);
        expect(instalment(loan + 100, rate, 360, 12)).toBeGreaterThanOrEqual(payment);
      }),
      { numRuns: 60 },
    );
  });
});
