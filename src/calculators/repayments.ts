/**
 * Loan repayments, exact to the cent. A rate is held in thousandths of a percent (6.09% → 6090) so
 * each period's interest is an integer ratio of the balance; the instalment comes from the annuity
 * formula evaluated in BigInt rationals, so no step rounds except where a lender would (to the cent).
 *
 * Conventions (stated on the page): the annual rate is divided evenly over 52, 26 or 12 periods;
 * interest is charged each period on the balance and rounded to the nearest cent; the instalment is
 * rounded to the nearest cent and the last repayment settles what is left.
 */
import { mulDivRound, type Cents } from "./money.ts";

export type Frequency = "weekly" | "fortnightly" | "monthly";
export const PERIODS_PER_YEAR: Record<Frequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

/** Divisor turning (balance × rate in thousandths of a percent) into one period's interest. */
export function periodDivisor(periodsPerYear: number): number {
  return 100_000 * periodsPerYear;
}

/**
 * The level instalment that repays `principal` over `periods` at `rate` (thousandths of a percent
 * per year) spread over `periodsPerYear`: P·r / (1 − (1 + r)^−n), rounded to the nearest cent.
 * With r = m / D it is P·m·(D + m)^n / (D·((D + m)^n − D^n)), which BigInt evaluates exactly.
 */
export function instalment(principal: Cents, rate: number, periods: number, periodsPerYear: number): Cents {
  if (periods < 1) throw new RangeError("a loan needs at least one repayment");
  if (principal === 0) return 0;
  if (rate === 0) return mulDivRound(principal, 1, periods);
  const d = BigInt(periodDivisor(periodsPerYear));
  const m = BigInt(rate);
  const grown = (d + m) ** BigInt(periods);
  const numerator = BigInt(principal) * m * grown;
  const denominator = d * (grown - d ** BigInt(periods));
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

export interface LoanInput {
  principal: Cents;
  /** Annual interest rate in thousandths of a percent (6.09% → 6090). */
  rate: number;
  /** Loan term in whole years. */
  years: number;
  frequency: Frequency;
  /** Years of interest-only repayments at the start of the term (0 for principal and interest throughout). */
  interestOnlyYears: number;
  /** An extra amount paid with every principal-and-interest repayment. */
  extra: Cents;
}

export interface LoanSchedule {
  /** The principal-and-interest repayment per period. */
  repayment: Cents;
  /** The first interest-only repayment, when the loan starts interest-only. */
  interestOnlyRepayment?: Cents;
  /** How many repayments it takes to clear the loan. */
  periods: number;
  totalInterest: Cents;
  totalRepaid: Cents;
  /** The balance at the start (index 0) and at the end of each year until it is repaid. */
  yearEndBalances: Cents[];
}

/** Runs the loan period by period in integer cents. */
export function loanSchedule(input: LoanInput): LoanSchedule {
  const { principal, rate, years, frequency, interestOnlyYears, extra } = input;
  if (interestOnlyYears < 0 || interestOnlyYears >= years) throw new RangeError("the interest-only period must be shorter than the term");
  const perYear = PERIODS_PER_YEAR[frequency];
  const divisor = periodDivisor(perYear);
  const total = years * perYear;
  const interestOnlyPeriods = interestOnlyYears * perYear;
  const repayment = instalment(principal, rate, total - interestOnlyPeriods, perYear);
  let balance = principal;
  let totalInterest = 0;
  let totalRepaid = 0;
  let period = 0;
  const yearEndBalances = [principal];
  while (balance > 0 && period < total) {
    const interest = mulDivRound(balance, rate, divisor);
    const owing = balance + interest;
    const last = period === total - 1;
    const paid = period < interestOnlyPeriods ? interest : last ? owing : Math.min(owing, repayment + extra);
    balance = owing - paid;
    totalInterest += interest;
    totalRepaid += paid;
    period += 1;
    if (period % perYear === 0 || balance === 0) yearEndBalances.push(balance);
  }
  return {
    repayment,
    interestOnlyRepayment: interestOnlyPeriods > 0 ? mulDivRound(principal, rate, divisor) : undefined,
    periods: period,
    totalInterest,
    totalRepaid,
    yearEndBalances,
  };
}

export interface ExtraRepaymentEffect {
  /** Repayments no longer needed. */
  periodsSaved: number;
  interestSaved: Cents;
}

/** What paying `input.extra` more each time saves against paying only the required repayment. */
export function extraRepaymentEffect(input: LoanInput): { withExtra: LoanSchedule; without: LoanSchedule; saved: ExtraRepaymentEffect } {
  const withExtra = loanSchedule(input);
  const without = input.extra === 0 ? withExtra : loanSchedule({ ...input, extra: 0 });
  return {
    withExtra,
    without,
    saved: { periodsSaved: without.periods - withExtra.periods, interestSaved: without.totalInterest - withExtra.totalInterest },
  };
}

/** 27 monthly periods → "2 years and 3 months"; weekly and fortnightly periods in years and weeks. */
export function describePeriods(periods: number, frequency: Frequency): string {
  const perYear = PERIODS_PER_YEAR[frequency];
  const years = Math.floor(periods / perYear);
  const rest = periods % perYear;
  const restUnit = frequency === "monthly" ? "month" : "week";
  const restCount = frequency === "fortnightly" ? rest * 2 : rest;
  const parts = [years ? `${years} year${years === 1 ? "" : "s"}` : "", restCount ? `${restCount} ${restUnit}${restCount === 1 ? "" : "s"}` : ""].filter(
    Boolean,
  );
  return parts.length ? parts.join(" and ") : "no time";
}
