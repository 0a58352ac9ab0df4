/**
 * The comparison rate of an example loan, worked out the standard way instead of typed in, so it
 * can never disagree with the fees it is said to include. National Consumer Credit Protection
 * Regulations 2010, reg 71: the nominal annual rate that makes the amount lent equal to the present
 * value of the repayments and the credit fees (government charges left out), here for a secured
 * loan of $150,000 over 25 years with monthly principal and interest repayments, the basis
 * advertised home loan comparison rates use.
 */

/** The loan every advertised home loan comparison rate is worked out on. */
export const COMPARISON_BASIS = { amount: 150_000, years: 25, perYear: 12 } as const;

export const COMPARISON_BASIS_TEXT = "a secured loan of $150,000 over 25 years with monthly principal and interest repayments";

/** The warning an advertised comparison rate carries (the "short statement"). */
export const COMPARISON_WARNING =
  "This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

export interface ExampleFees {
  /** Paid when the loan starts, in dollars. */
  upfront: number;
  /** Charged every month, in dollars. */
  monthly: number;
  /** Charged every year, in dollars. */
  annual: number;
}

/** The monthly repayment on the basis loan at an annual rate in percent. */
function basisRepayment(ratePercent: number): number {
  const { amount, years, perYear } = COMPARISON_BASIS;
  const i = ratePercent / 100 / perYear;
  const n = years * perYear;
  return i === 0 ? amount / n : (amount * i) / (1 - (1 + i) ** -n);
}

/** Present value, at a monthly rate, of everything the borrower pays over the basis loan. */
function presentValue(monthly: number, repayment: number, fees: ExampleFees): number {
  const { years, perYear } = COMPARISON_BASIS;
  let total = fees.upfront;
  for (let month = 1; month <= years * perYear; month++) {
    const paid = repayment + fees.monthly + (month % perYear === 0 ? fees.annual : 0);
    total += paid / (1 + monthly) ** month;
  }
  return total;
}

/** The comparison rate in percent a year, to two decimal places, as lenders publish it. */
export function comparisonRate(ratePercent: number, fees: ExampleFees): number {
  const repayment = basisRepayment(ratePercent);
  // Present value falls as the rate rises: bisect for the rate at which it equals the amount lent.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step++) {
    const mid = (low + high) / 2;
    if (presentValue(mid, repayment, fees) > COMPARISON_BASIS.amount) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * COMPARISON_BASIS.perYear * 100 * 100) / 100;
}
