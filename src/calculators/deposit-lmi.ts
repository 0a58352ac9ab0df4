/**
 * Deposit, loan-to-value ratio and whether lenders' mortgage insurance is likely: lenders usually
 * ask for it when the loan is more than the configured LVR (80%) of the price.
 */
import { mulDivRound, type Cents } from "./money.ts";

export interface DepositResult {
  loan: Cents;
  /** Loan over price in thousandths of a percent (90% → 90000). */
  lvr: number;
  /** Whether the loan is above `lmiAbove` percent of the price. */
  lmiLikely: boolean;
  /** The deposit that brings the loan down to `lmiAbove` percent of the price. */
  depositForThreshold: Cents;
  /** How much more deposit that needs; 0 when the deposit already reaches it. */
  shortfall: Cents;
}

/** `lmiAbove` in thousandths of a percent (80% → 80000). The deposit is capped at the price. */
export function depositAndLmi(price: Cents, deposit: Cents, lmiAbove: number): DepositResult {
  if (price <= 0) throw new RangeError("the price must be more than $0");
  const loan = Math.max(0, price - deposit);
  const maxLoan = mulDivRound(price, lmiAbove, 100_000);
  const depositForThreshold = price - maxLoan;
  return {
    loan,
    lvr: mulDivRound(loan, 100_000, price),
    // Compared exactly, not via the rounded LVR: a loan a cent above the line is above it.
    lmiLikely: loan * 100_000 > price * lmiAbove,
    depositForThreshold,
    shortfall: Math.max(0, depositForThreshold - deposit),
  };
}
