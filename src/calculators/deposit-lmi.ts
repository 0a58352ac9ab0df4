/**
 * Deposit, loan-to-value ratio and whether lenders' mortgage insurance is likely: lenders usually
 * ask for it when the loan is more than the configured LVR (80%) of the price.
 */
import { mulDivCeil, type Cents } from "./money.ts";

export interface DepositResult {
  loan: Cents;
  /**
   * Loan over price in thousandths of a percent (90% → 90000), rounded up: a loan a cent above a
   * line reads as above it, never as on it.
   */
  lvr: number;
  /** Whether the loan is above `lmiAbove` percent of the price. */
  lmiLikely: boolean;
  /** The deposit that brings the loan down to `lmiAbove` percent of the price, rounded up to the dollar so that it does. */
  depositForThreshold: Cents;
  /** How much more deposit that needs, rounded up to the dollar; 0 exactly when LMI is not likely. */
  shortfall: Cents;
}

const DOLLAR = 100;

/** `lmiAbove` in thousandths of a percent (80% → 80000). The deposit is capped at the price. */
export function depositAndLmi(price: Cents, deposit: Cents, lmiAbove: number): DepositResult {
  if (price <= 0) throw new RangeError("the price must be more than $0");
  const loan = Math.max(0, price - deposit);
  // Compared exactly, not via a rounded LVR: a loan a cent above the line is above it.
  const lmiLikely = loan * 100_000 > price * lmiAbove;
  // Whole dollars, rounded up: rounding to the nearest could leave the loan a few cents above the line.
  const depositForThreshold = mulDivCeil(price, 100_000 - lmiAbove, 100_000 * DOLLAR) * DOLLAR;
  return {
    loan,
    lvr: mulDivCeil(loan, 100_000, price),
    lmiLikely,
    depositForThreshold,
    shortfall: lmiLikely ? Math.ceil((depositForThreshold - deposit) / DOLLAR) * DOLLAR : 0,
  };
}

/** An LVR in thousandths of a percent as people read it, to two decimals rounded up: 92857 → "92.86%", 80001 → "80.01%". */
export function lvrText(lvr: number): string {
  return `${(Math.ceil(lvr / 10) / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}

/** Whether the loan is above `cap` percent of the price (thousandths of a percent, 95% → 95000), compared exactly. */
export function lvrAbove(price: Cents, deposit: Cents, cap: number): boolean {
  return Math.max(0, price - deposit) * 100_000 > price * cap;
}

export interface DepositScheme {
  /** The smallest deposit the scheme takes, thousandths of a percent of the price (5% → 5000). */
  minDeposit: number;
  /** The highest price in Sydney, Newcastle and Lake Macquarie, and the Illawarra. */
  capSydneyAndRegionalCentres: Cents;
  /** The highest price in the rest of NSW. */
  capRestOfNsw: Cents;
}

/**
 * Where in NSW a first home buyer's purchase fits a low-deposit guarantee scheme's rules on
 * deposit and price: everywhere, only in the areas with the higher cap, or nowhere (undefined).
 * Eligibility has more tests (the buyer's, the lender's); this is only what the price and deposit say.
 */
export function depositSchemeReach(price: Cents, deposit: Cents, scheme: DepositScheme): "all-nsw" | "higher-cap-areas" | undefined {
  if (deposit * 100_000 < price * scheme.minDeposit) return undefined;
  if (price <= scheme.capRestOfNsw) return "all-nsw";
  if (price <= scheme.capSydneyAndRegionalCentres) return "higher-cap-areas";
  return undefined;
}
