/**
 * An estimate of how much a household could borrow, the way lenders assess serviceability in
 * outline: after-tax income, less living expenses (the higher of what is declared and a benchmark
 * floor for the household), other debt repayments and a share of credit-card limits, must meet the
 * repayment on the loan at the interest rate plus a buffer. Every figure comes from configuration.
 * After-tax income is each applicant's, taxed as a resident: the marginal rates, less the low income
 * tax offset, plus the Medicare levy with its reduction for a single person on a low income.
 */
import { mulDivRound, type Cents } from "./money.ts";
import { instalment } from "./repayments.ts";

export interface TaxBracket {
  /** Income above this is taxed at `rate`. */
  over: Cents;
  /** Marginal rate in thousandths of a percent (30% → 30000). */
  rate: number;
}

/** The low income tax offset: `maximum`, less each step's rate on the income above its threshold up to the next step's. */
export interface LowIncomeOffset {
  maximum: Cents;
  /** Each step's rate is in thousandths of a percent of the income above `over` (5 cents a dollar → 5000). */
  reductions: TaxBracket[];
}

/** The Medicare levy's reduction for a low income: none up to `threshold`, then `shadeIn` (thousandths of a percent) of the income above it, until that reaches the full levy. */
export interface MedicareLowIncome {
  threshold: Cents;
  shadeIn: number;
}

export interface ServiceabilityRules {
  taxBrackets: TaxBracket[];
  /** Medicare levy in thousandths of a percent of taxable income. */
  medicareLevy: number;
  /** The low income tax offset in force; none when undefined. */
  lowIncomeOffset?: LowIncomeOffset;
  /** The Medicare levy's low-income reduction in force; the full levy on every income when undefined. */
  medicareLowIncome?: MedicareLowIncome;
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

type TaxRules = Pick<ServiceabilityRules, "taxBrackets" | "medicareLevy" | "lowIncomeOffset" | "medicareLowIncome">;

/** Each rate applied to the part of `gross` between its threshold and the next one's, summed. */
function stepped(gross: Cents, steps: readonly TaxBracket[]): Cents {
  let total = 0;
  steps.forEach((step, index) => {
    const next = steps[index + 1];
    const top = next ? Math.min(gross, next.over) : gross;
    if (top > step.over) total += mulDivRound(top - step.over, step.rate, 100_000);
  });
  return total;
}

/** The low income tax offset on a taxable income; $0 once the reductions use it up. */
export function lowIncomeTaxOffset(gross: Cents, offset: LowIncomeOffset | undefined): Cents {
  return offset ? Math.max(0, offset.maximum - stepped(gross, offset.reductions)) : 0;
}

/** The Medicare levy on a taxable income, with the low-income reduction when there is one. */
export function medicareLevy(gross: Cents, rules: Pick<TaxRules, "medicareLevy" | "medicareLowIncome">): Cents {
  const full = mulDivRound(gross, rules.medicareLevy, 100_000);
  const low = rules.medicareLowIncome;
  if (!low) return full;
  if (gross <= low.threshold) return 0;
  return Math.min(full, mulDivRound(gross - low.threshold, low.shadeIn, 100_000));
}

/** Income tax (the offset taking it no lower than $0) plus Medicare levy on a gross annual income. */
export function incomeTax(gross: Cents, rules: TaxRules): Cents {
  return Math.max(0, stepped(gross, rules.taxBrackets) - lowIncomeTaxOffset(gross, rules.lowIncomeOffset)) + medicareLevy(gross, rules);
}

/** The figures of the fact files (dollars, percent, cents a dollar) as the rules take them (cents, thousandths of a percent). */
export function taxRulesFrom(
  tax: { brackets: readonly { over: number; rate: number }[] },
  levy: { rate: number; lowIncome?: { threshold: number; shadeInRate: number } },
  offset: { maximum: number; reductions: readonly { over: number; centsPerDollar: number }[] } | undefined,
): TaxRules {
  const cents = (dollars: number) => Math.round(dollars * 100);
  const thousandths = (percent: number) => Math.round(percent * 1000);
  return {
    taxBrackets: tax.brackets.map((b) => ({ over: cents(b.over), rate: thousandths(b.rate) })),
    medicareLevy: thousandths(levy.rate),
    // Cents a dollar are percent of the income.
    lowIncomeOffset: offset && {
      maximum: cents(offset.maximum),
      reductions: offset.reductions.map((r) => ({ over: cents(r.over), rate: thousandths(r.centsPerDollar) })),
    },
    medicareLowIncome: levy.lowIncome && { threshold: cents(levy.lowIncome.threshold), shadeIn: thousandths(levy.lowIncome.shadeInRate) },
  };
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
