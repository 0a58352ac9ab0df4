/**
 * Usable equity: what a lender would lend against a property (up to the maximum LVR) less what is
 * still owed. The one implementation, used by the equity calculator and the worked
 * example block (equity-example) alike.
 */
import { mulDivRound, type Cents } from "./money.ts";

export interface Equity {
  /** maxLvr percent of the value. */
  lendable: Cents;
  /** Lendable less the loan balance, never below zero. */
  usable: Cents;
  /** Value less the loan balance, which may be negative. */
  total: Cents;
}

/** $680,000 at 80% less $439,000 owed → $105,000 usable. `maxLvr` in thousandths of a percent (80% → 80000). */
export function usableEquity(value: Cents, loanBalance: Cents, maxLvr: number): Equity {
  const lendable = mulDivRound(value, maxLvr, 100_000);
  return { lendable, usable: Math.max(0, lendable - loanBalance), total: value - loanBalance };
}
