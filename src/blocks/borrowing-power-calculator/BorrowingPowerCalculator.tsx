import { useEffect, useMemo } from "react";
import type { BlockProps } from "../define-block.ts";
import { publishCalculatorSummary } from "../../forms/enquiry/calculator-summary.ts";
import { formatDate } from "../../lib/dates.ts";
import { borrowingPower, taxRulesFrom, type ServiceabilityRules } from "../../calculators/borrowing-power.ts";
import { dollarsAndCents, formatPercent, parseMoney, parsePercent, parseWhole, wholeDollars } from "../../calculators/money.ts";
import { CalculatorLayout, FigureSources, FixFields, ResultRows } from "../../calculator-ui/CalculatorLayout.tsx";
import { ComparisonRate } from "../../calculator-ui/ComparisonRate.tsx";
import { oneOf, SelectField, TextField } from "../../calculator-ui/fields.tsx";
import { useUrlState } from "../../calculator-ui/url-state.ts";
import { inForce, useFactDay } from "../../calculator-ui/facts-in-force.ts";
import { formatAmountNumber } from "../../lib/money.ts";

const APPLICANTS = ["1", "2"] as const;
const thousandths = (percent: number) => Math.round(percent * 1000);
const cents = (dollars: number) => Math.round(dollars * 100);
const plain = (dollars: number) => formatAmountNumber(Math.round(dollars));
const points = (n: number) => `${n} percentage point${n === 1 ? "" : "s"}`;

/** An estimate range of what a household could borrow, with every assumption stated. */
export function BorrowingPowerCalculator(
  block: BlockProps<
    "borrowing-power-calculator",
    "income-tax" | "medicare-levy" | "low-income-tax-offset" | "serviceability-buffer" | "debt-to-income-limit" | "example-rate"
  >,
) {
  const { id, heading, intro, defaults, serviceability, expenseBenchmarks, talkToBroker, facts, builtOn } = block;
  // Tax, levy and buffer in force today; the worked example's rate is the build day's, so the example stays the example.
  const day = useFactDay(builtOn);
  const tax = inForce(facts["income-tax"], day);
  const levy = inForce(facts["medicare-levy"], day);
  const offset = inForce(facts["low-income-tax-offset"], day);
  const buffer = inForce(facts["serviceability-buffer"], day);
  const dti = inForce(facts["debt-to-income-limit"], day);
  const exampleRate = inForce(facts["example-rate"], builtOn);
  const rules = useMemo<ServiceabilityRules>(
    () => ({
      ...taxRulesFrom(tax, levy, offset),
      buffer: thousandths(buffer.percentagePoints),
      expenseFloor: { single: cents(expenseBenchmarks.single), couple: cents(expenseBenchmarks.couple), perDependant: cents(expenseBenchmarks.perDependant) },
      cardLimitRate: thousandths(serviceability.cardLimitRate),
      termYears: serviceability.termYears,
      rangeSpread: thousandths(serviceability.rangeSpread),
    }),
    [tax, levy, offset, buffer, serviceability, expenseBenchmarks],
  );
  const initial = useMemo(
    () => ({
      applicants: String(defaults.applicants),
      income1: plain(defaults.income1),
      income2: plain(defaults.income2),
      dependants: String(defaults.dependants),
      expenses: plain(defaults.expenses),
      debts: plain(defaults.otherDebts),
      cards: plain(defaults.cardLimits),
      rate: String(exampleRate.rate),
    }),
    [defaults, exampleRate],
  );
  const [values, set, setMany] = useUrlState(initial);
  const applicants = oneOf(values.applicants, APPLICANTS);
  const income1 = parseMoney(values.income1, { max: 10_000_000_00, label: "a yearly income before tax" });
  const income2 =
    applicants === "2" ? parseMoney(values.income2, { max: 10_000_000_00, label: "a yearly income before tax, or 0" }) : { ok: true as const, value: 0 };
  const dependants = parseWhole(values.dependants, { min: 0, max: 10, unit: "dependants" });
  const expenses = parseMoney(values.expenses, { max: 100_000_00, label: "monthly living expenses" });
  const debts = parseMoney(values.debts, { max: 100_000_00, label: "monthly repayments on other debts, or 0" });
  const cards = parseMoney(values.cards, { max: 1_000_000_00, label: "your credit-card limits, or 0" });
  const rate = parsePercent(values.rate, { max: 30 });

  const estimate =
    income1.ok && income2.ok && dependants.ok && expenses.ok && debts.ok && cards.ok && rate.ok
      ? borrowingPower(
          {
            incomes: applicants === "2" ? [income1.value, income2.value] : [income1.value],
            dependants: dependants.value,
            expenses: expenses.value,
            otherDebts: debts.value,
            cardLimits: cards.value,
            rate: rate.value,
          },
          rules,
        )
      : undefined;
  const range = estimate ? (estimate.high === 0 ? "$0" : `${wholeDollars(estimate.low)} to ${wholeDollars(estimate.high)}`) : "";
  // Debt-to-income as APRA measures it: all debts (the new loan, card limits, other loans) over gross income.
  const grossIncome = income1.ok && income2.ok ? income1.value + (applicants === "2" ? income2.value : 0) : 0;
  const dtiAtTop = estimate && grossIncome > 0 && cards.ok ? (estimate.high + cards.value) / grossIncome : undefined;

  const summary =
    estimate && income1.ok && income2.ok && rate.ok && dependants.ok && expenses.ok && debts.ok && cards.ok
      ? `Borrowing power: income ${wholeDollars(income1.value)}${applicants === "2" ? ` + ${wholeDollars(income2.value)}` : ""}, ${dependants.value} dependants, expenses ${wholeDollars(expenses.value)}/month, debts ${wholeDollars(debts.value)}/month, cards ${wholeDollars(cards.value)}, rate ${formatPercent(rate.value / 1000)} → estimate ${range}`
      : undefined;
  useEffect(() => publishCalculatorSummary(summary), [summary]);

  const rows = estimate
    ? [
        { label: "You might borrow", value: range, testId: "estimate", headline: true },
        { label: "Take-home pay a month", value: dollarsAndCents(estimate.netMonthlyIncome), testId: "net-income" },
        {
          label: `Living expenses counted${estimate.expensesUsed > (expenses.ok ? expenses.value : 0) ? " (the benchmark)" : ""}`,
          value: dollarsAndCents(estimate.expensesUsed),
          testId: "expenses-used",
        },
        { label: "Credit cards counted a month", value: dollarsAndCents(estimate.cardCommitment), testId: "card-commitment" },
        {
          label: "Left for the home loan a month",
          value: estimate.monthlySurplus < 0 ? `−${dollarsAndCents(-estimate.monthlySurplus)}` : dollarsAndCents(estimate.monthlySurplus),
          testId: "surplus",
        },
        { label: "Assessed at", value: `${formatPercent(estimate.assessmentRate / 1000)} a year`, testId: "assessment-rate" },
      ]
    : [];

  return (
    <CalculatorLayout
      id={id}
      heading={heading}
      intro={intro}
      talkToBroker={talkToBroker}
      onTypedBeforeHydration={setMany}
      announcement={estimate ? `You might borrow ${range}.` : "Check the highlighted field."}
      inputs={
        <>
          <SelectField
            name="applicants"
            label="Applicants"
            value={applicants}
            onChange={(v) => set("applicants", v)}
            options={[
              { value: "1", label: "Just me" },
              { value: "2", label: "Two of us" },
            ]}
          />
          <TextField
            name="income1"
            label={applicants === "2" ? "First applicant's income before tax ($ a year)" : "Your income before tax ($ a year)"}
            value={values.income1}
            onChange={(v) => set("income1", v)}
            error={income1.ok ? undefined : income1.message}
            hint="Salary or wages, before tax."
          />
          {applicants === "2" && (
            <TextField
              name="income2"
              label="Second applicant's income before tax ($ a year)"
              value={values.income2}
              onChange={(v) => set("income2", v)}
              error={income2.ok ? undefined : income2.message}
            />
          )}
          <TextField
            name="dependants"
            label="Dependants"
            inputMode="numeric"
            value={values.dependants}
            onChange={(v) => set("dependants", v)}
            error={dependants.ok ? undefined : dependants.message}
            hint="Children or others you support."
          />
          <TextField
            name="expenses"
            label="Living expenses ($ a month)"
            value={values.expenses}
            onChange={(v) => set("expenses", v)}
            error={expenses.ok ? undefined : expenses.message}
            hint="Groceries, bills, transport, insurance, childcare and the like; not rent you will stop paying."
          />
          <TextField
            name="debts"
            label="Other loan repayments ($ a month)"
            value={values.debts}
            onChange={(v) => set("debts", v)}
            error={debts.ok ? undefined : debts.message}
            hint="Car, personal and student loans, buy now pay later."
          />
          <TextField
            name="cards"
            label="Credit-card limits ($ in total)"
            value={values.cards}
            onChange={(v) => set("cards", v)}
            error={cards.ok ? undefined : cards.message}
            hint="The limits, not the balances: lenders count the limit."
          />
          <TextField
            name="rate"
            label="Home loan interest rate (% a year)"
            value={values.rate}
            onChange={(v) => set("rate", v)}
            error={rate.ok ? undefined : rate.message}
          />
        </>
      }
      results={
        estimate ? (
          <>
            <ResultRows rows={rows} />
            <p className="mt-4 text-sm text-slate-200 print:text-slate-700">
              An estimate, not an approval or an offer: each lender applies its own policy and checks your documents.
            </p>
          </>
        ) : (
          <FixFields />
        )
      }
      notes={
        <>
          <p className="font-semibold text-slate-700">The assumptions</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Incomes are salary or wages taxed at the resident rates in force from {formatDate(tax.effectiveFrom)}, less the low income tax offset (up to{" "}
              {wholeDollars(cents(offset.maximum))}), with the {formatPercent(levy.rate)} Medicare levy
              {levy.lowIncome
                ? `, reduced on low incomes as for a single person (none up to ${wholeDollars(cents(levy.lowIncome.threshold))}; families' higher thresholds are not applied)`
                : ""}
              ; no HECS-HELP, bonuses, overtime or rental income.
            </li>
            <li>
              Living expenses count as the higher of yours and a benchmark of {wholeDollars(cents(expenseBenchmarks.single))} a month for one adult or{" "}
              {wholeDollars(cents(expenseBenchmarks.couple))} for two, plus {wholeDollars(cents(expenseBenchmarks.perDependant))} per dependant.
            </li>
            <li>Credit cards count as {formatPercent(serviceability.cardLimitRate)} of the limit every month, used or not.</li>
            <li>
              The loan is assessed over {serviceability.termYears} years of principal and interest at your rate plus APRA&apos;s buffer of{" "}
              {points(buffer.percentagePoints)}; the lower end of the range at {points(serviceability.rangeSpread)} more, as stricter lenders might.
            </li>
            <li>
              Since {formatDate(dti.effectiveFrom)}, APRA limits each bank to {formatPercent(dti.shareOfNewLending)} of its new owner-occupier lending, and{" "}
              {formatPercent(dti.shareOfNewLending)} of its investor lending, to borrowers whose debts are {dti.ratio} or more times their income, so fewer
              lenders lend that much.
              {estimate && dtiAtTop !== undefined ? ` At the top of this range your debts would be ${dtiAtTop.toFixed(1)} times your income before tax.` : ""}
            </li>
          </ul>
          <ComparisonRate example={exampleRate} />
          <FigureSources
            sources={[
              { what: "Income tax rates", source: tax.source, inForceFrom: tax.effectiveFrom },
              { what: "Low income tax offset", source: offset.source, inForceFrom: offset.effectiveFrom },
              { what: "Medicare levy", source: levy.source, inForceFrom: levy.effectiveFrom },
              { what: "Serviceability buffer", source: buffer.source, inForceFrom: buffer.effectiveFrom },
              { what: "Debt-to-income limit", source: dti.source, inForceFrom: dti.effectiveFrom },
              { what: "Our assumptions", source: serviceability.source },
              { what: "Living-expense benchmarks", source: expenseBenchmarks.source },
              { what: "Example and comparison rate", source: exampleRate.source, inForceFrom: exampleRate.effectiveFrom },
            ]}
          />
        </>
      }
    />
  );
}
