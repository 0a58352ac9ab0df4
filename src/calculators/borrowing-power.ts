/**
 * An estimate of how much a household could borrow, the way lenders assess serviceability in
 * outline: after-tax income, less living expenses (the higher of what is declared and a benchmark
 * floor for the household), other debt repayments and a share of credit-card limits, must meet the
 * repayment on the loan at the interest rate plus a buffer. Every figure comes from configuration.
 */
import { mulDivRound, type Cents } from "./money.ts";
import { instalment } from "./repayments.ts";

export interface TaxBracket {
  /** Income above this is taxed at `rate`. */
  over: Cents;
  /** Marginal rate in thousandths of a percent (30% → 30000). */
  rate: number;
}

export interface ServiceabilityRules {
  taxBrackets: TaxBracket[];
  /** Medicare levy in thousandths of a percent of taxable income. */
  medicareLevy: number;
  /** Added to the interest rate for the assessment, thousandths of a percent (3 points → 3000). */
  buffer: number;
  /** Monthly living-expense floor for one adult and for two, and what each dependant adds. */
  expenseFloor: { single: Cents; couple: Cents; perDependant: Cents };
  /** Monthly commitment assumed per dollar of credit-card limit, thousandths of a percent (3.8% → 3800). */
  cardLimitRate: number;
  /** Loan term of the assessment, in years. */
  termYears: number;
  /** The lower end of the range is assessed at this many more thousandths of a percent. */
  rangeSpread: number;
}

export interface Household {
  /** Gross annual incomes, one per applicant (one or two). */
  incomes: Cents[];
  dependants: number;
  /** Declared monthly living expenses. */
  expenses: Cents;
  /** Monthly repayments on other loans. */
  otherDebts: Cents;
  /** Total credit-card limits. */
  cardLimits: Cents;
  /** The loan's interest rate, thousandths of a percent. */
  rate: number;
}

/** Income tax plus Medicare levy on a gross annual income, from the configured brackets. */
export function incomeTax(gross: Cents, rules: Pick<ServiceabilityRules, "taxBrackets" | "medicareLevy">): Cents {
  let tax = 0;
  rules.taxBrackets.forEach((bracket, index) => {
    const next = rules.taxBrackets[index + 1];
    const top = next ? Math.min(gross, next.over) : gross;
    if (top > bracket.over) tax += mulDivRound(top - bracket.over, bracket.rate, 100_000);
  });
  return tax + mulDivRound(gross, rules.medicareLevy, 100_000);
}

/** The largest loan whose monthly instalment over `months` at `rate` is at most `payment`. */
export function loanForRepayment(payment: Cents, rate: number, months: number): Cents {
  if (payment <= 0) return 0;
  if (rate === 0) return payment * months;
  // Present value of an annuity, P = A·D·((D + m)^n − D^n) / (m·(D + m)^n), rounded down.
  const d = 1_200_000n;
  const m = BigInt(rate);
  const grown = (d + m) ** BigInt(months);
  let principal = Number((BigInt(payment) * d * (grown - d ** BigInt(months))) / (m * grown));
  // Rounding the instalment to the cent can put it a cent over; step down until it fits.
  while (principal > 0 && instalment(principal, rate, months, 12) > payment) principal -= 1;
  return principal;
}

export interface BorrowingEstimate {
  netMonthlyIncome: Cents;
  /** The expenses used: the declared figure or the benchmark floor, whichever is higher. */
  expensesUsed: Cents;
  expenseFloor: Cents;
  cardCommitment: Cents;
  /** What is left each month for the new loan's repayment. */
  monthlySurplus: Cents;
  /** Interest rate of the assessment (rate + buffer), thousandths of a percent. */
  assessmentRate: number;
  /** The estimate range, each end rounded down to a thousand dollars. */
  low: Cents;
  high: Cents;
}

const THOUSAND_DOLLARS = 1_000_00;

export function borrowingPower(household: Household, rules: ServiceabilityRules): BorrowingEstimate {
  const adults = household.incomes.length;
  const net = household.incomes.reduce((sum, gross) => sum + gross - incomeTax(gross, rules), 0);
  const netMonthlyIncome = mulDivRound(net, 1, 12);
  const expenseFloor = (adults > 1 ? rules.expenseFloor.couple : rules.expenseFloor.single) + household.dependants * rules.expenseFloor.perDependant;
  const expensesUsed = Math.max(household.expenses, expenseFloor);
  const cardCommitment = mulDivRound(household.cardLimits, rules.cardLimitRate, 100_000);
  const monthlySurplus = netMonthlyIncome - expensesUsed - household.otherDebts - cardCommitment;
  const assessmentRate = household.rate + rules.buffer;
  const months = rules.termYears * 12;
  const roundDown = (cents: Cents) => Math.floor(cents / THOUSAND_DOLLARS) * THOUSAND_DOLLARS;
  return {
    netMonthlyIncome,
    expensesUsed,
    expenseFloor,
    cardCommitment,
    monthlySurplus,
    assessmentRate,
    low: roundDown(loanForRepayment(monthlySurplus, assessmentRate + rules.rangeSpread, months)),
    high: roundDown(loanForRepayment(monthlySurplus, assessmentRate, months)),
  };
}
