/**
 * Take-home pay against the ATO's published rules, computed here on their own terms (whole
 * dollars, the rates as the ATO states them), never by the code under test. The code gets its
 * figures from the fact files, so a mistyped figure fails here too.
 */
import { describe, expect, it } from "vitest";
import { calculatorFacts } from "../../tests/calculator-blocks.ts";
import { periodInForce } from "../lib/dates.ts";
import { borrowingPower, incomeTax, lowIncomeTaxOffset, medicareLevy, taxRulesFrom, type ServiceabilityRules } from "./borrowing-power.ts";

/**
 * ATO, "Tax rates – Australian residents": nil to $18,200, then the lowest rate (16% in 2025–26,
 * 15% in 2026–27 under the More Cost of Living Relief Act 2025) to $45,000, 30% to $135,000,
 * 37% to $190,000, 45% above. ATO, "Low income tax offset": $700 to $37,500, less 5 cents a dollar
 * above it to $45,000 ($325 there), less 1.5 cents a dollar above $45,000. ATO, "Medicare levy
 * reduction for low-income earners": 2%, none to $27,222 for a single person (2024–25), and its
 * worked example ($29,000 → $177.80) is 10 cents a dollar above that.
 */
function referenceNet(income: number, lowestRate: number): number {
  const slice = (from: number, to: number, rate: number) => Math.max(0, Math.min(income, to) - from) * rate;
  const tax = slice(18_200, 45_000, lowestRate) + slice(45_000, 135_000, 0.3) + slice(135_000, 190_000, 0.37) + slice(190_000, Infinity, 0.45);
  const offset = income <= 37_500 ? 700 : income <= 45_000 ? 700 - 0.05 * (income - 37_500) : Math.max(0, 325 - 0.015 * (income - 45_000));
  const levy = income <= 27_222 ? 0 : Math.min(0.02 * income, 0.1 * (income - 27_222));
  return Math.round((income - Math.max(0, tax - offset) - levy) * 100);
}

/** The rules the calculator applies on `day`, from the fact files as written. */
function rulesOn(day: string): ServiceabilityRules {
  const tax = periodInForce(calculatorFacts["income-tax"].periods, day);
  const levy = periodInForce(calculatorFacts["medicare-levy"].periods, day);
  const offset = periodInForce(calculatorFacts["low-income-tax-offset"].periods, day);
  if (!tax || !levy) throw new Error(`no tax or levy figures in force on ${day}`);
  return {
    ...taxRulesFrom(tax, levy, offset),
    buffer: 0,
    expenseFloor: { single: 0, couple: 0, perDependant: 0 },
    cardLimitRate: 0,
    termYears: 30,
    rangeSpread: 0,
  };
}

// The review's incomes: the tax-free threshold, the Medicare low-income threshold, the ends of the offset's two steps.
const INCOMES = [18_200, 27_222, 37_500, 45_000, 66_667];
const YEARS = [
  { year: "2025–26", day: "2026-03-01", lowestRate: 0.16 },
  { year: "2026–27", day: "2026-11-29", lowestRate: 0.15 },
];

describe.each(YEARS)("take-home pay in $year", ({ day, lowestRate }) => {
  const rules = rulesOn(day);

  it.each(INCOMES)("$%i a year: after tax, offset and levy, as the ATO's rules give it", (income) => {
    expect(income * 100 - incomeTax(income * 100, rules)).toBe(referenceNet(income, lowestRate));
  });

  it.each(INCOMES)("$%i a year: the borrowing calculator's take-home pay a month is a twelfth of it", (income) => {
    const estimate = borrowingPower({ incomes: [income * 100], dependants: 0, expenses: 0, otherDebts: 0, cardLimits: 0, rate: 6_000 }, rules);
    expect(estimate.netMonthlyIncome).toBe(Math.round(referenceNet(income, lowestRate) / 12));
  });

  it("agrees with the reference on every thousand dollars from $0 to $250,000", () => {
    for (let income = 0; income <= 250_000; income += 1_000)
      expect([income, income * 100 - incomeTax(income * 100, rules)]).toEqual([income, referenceNet(income, lowestRate)]);
  });
});

describe("the ATO's own figures", () => {
  const rules = rulesOn("2026-11-29");

  it("the Medicare levy on $29,000 for a single person is $177.80 (the ATO's worked example)", () => {
    expect(medicareLevy(29_000_00, rules)).toBe(177_80);
  });

  it("the offset is $700 to $37,500, $325 at $45,000, and nothing from $66,667", () => {
    expect([37_500, 45_000, 66_667].map((income) => lowIncomeTaxOffset(income * 100, rules.lowIncomeOffset))).toEqual([700_00, 325_00, 0]);
  });
});
