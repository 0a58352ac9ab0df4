import { describe, expect, it } from "vitest";
import { comparisonRate } from "./comparison-rate.ts";

/**
 * The comparison rate worked out here independently: the monthly rate at which the basis loan's
 * cash flows (the $150,000 lent, less fees paid at the start; 300 repayments plus monthly and
 * yearly fees) are worth nothing, found by Newton's method, times 12.
 */
function expected(rate: number, fees: { upfront: number; monthly: number; annual: number }): number {
  const i = rate / 100 / 12;
  const repayment = (150_000 * i) / (1 - (1 + i) ** -300);
  const flows = [-(150_000 - fees.upfront), ...Array.from({ length: 300 }, (_, k) => repayment + fees.monthly + ((k + 1) % 12 === 0 ? fees.annual : 0))];
  let r = i;
  for (let step = 0; step < 50; step++) {
    const value = flows.reduce((sum, flow, t) => sum + flow / (1 + r) ** t, 0);
    const slope = flows.reduce((sum, flow, t) => sum - (t * flow) / (1 + r) ** (t + 1), 0);
    r -= value / slope;
  }
  return Math.round(r * 12 * 100 * 100) / 100;
}

describe("comparison rate", () => {
  it("equals the rate when the example has no fees", () => {
    expect(comparisonRate(6.5, { upfront: 0, monthly: 0, annual: 0 })).toBe(6.5);
  });

  it.each([
    [6.5, { upfront: 600, monthly: 0, annual: 0 }],
    [6.09, { upfront: 0, monthly: 10, annual: 0 }],
    [5.79, { upfront: 395, monthly: 0, annual: 395 }],
    [7.25, { upfront: 1_200, monthly: 8, annual: 0 }],
  ])("works out %s%% with fees %o as the standard method does", (rate, fees) => {
    expect(comparisonRate(rate, fees)).toBe(expected(rate, fees));
    expect(comparisonRate(rate, fees)).toBeGreaterThan(rate);
  });
});
