import { useEffect, useMemo } from "react";
import type { BlockProps } from "../define-block.ts";
import { inForce } from "../../calculator-ui/facts-in-force.ts";
import { publishCalculatorSummary } from "../../forms/enquiry/calculator-summary.ts";
import { dollarsAndCents, formatPercent, parseMoney, parsePercent, parseWhole, wholeDollars } from "../../calculators/money.ts";
import { describePeriods, extraRepaymentEffect, type Frequency } from "../../calculators/repayments.ts";
import { BalanceChart } from "../../calculator-ui/BalanceChart.tsx";
import { CalculatorLayout, FigureSources, FixFields, ResultRows } from "../../calculator-ui/CalculatorLayout.tsx";
import { ComparisonRate } from "../../calculator-ui/ComparisonRate.tsx";
import { oneOf, SelectField, TextField } from "../../calculator-ui/fields.tsx";
import { useUrlState } from "../../calculator-ui/url-state.ts";
import { formatAmountNumber, typedAmountExamples } from "../../lib/money.ts";

const FREQUENCIES = ["monthly", "fortnightly", "weekly"] as const;
const PER: Record<Frequency, string> = { weekly: "week", fortnightly: "fortnight", monthly: "month" };
const LOAN_TYPES = ["pi", "io"] as const;

/** Repayment, total interest, the balance over time and what an extra repayment saves. */
export function RepaymentsCalculator({ id, heading, intro, defaults, talkToBroker, facts, builtOn }: BlockProps<"repayments-calculator", "example-rate">) {
  // The worked example starts from the example rate of the build day, so the example stays the example.
  const exampleRate = inForce(facts["example-rate"], builtOn);
  const initial = useMemo(
    () => ({
      amount: formatAmountNumber(defaults.amount),
      rate: String(exampleRate.rate),
      years: String(defaults.years),
      frequency: defaults.frequency,
      type: defaults.interestOnlyYears > 0 ? "io" : "pi",
      io: String(defaults.interestOnlyYears || 5),
      extra: String(defaults.extra),
    }),
    [defaults, exampleRate],
  );
  const [values, set, setMany] = useUrlState(initial);
  const frequency = oneOf(values.frequency, FREQUENCIES);
  const type = oneOf(values.type, LOAN_TYPES);

  const amount = parseMoney(values.amount, { min: 1_000_00, max: 10_000_000_00, label: "the loan amount" });
  const rate = parsePercent(values.rate, { max: 30 });
  const years = parseWhole(values.years, { min: 1, max: 40, unit: "years" });
  const ioMax = years.ok ? Math.min(10, years.value - 1) : 10;
  const io =
    type === "io"
      ? ioMax < 1
        ? { ok: false as const, message: "An interest-only period needs a term of 2 years or more." }
        : parseWhole(values.io, { min: 1, max: ioMax, unit: "years" })
      : { ok: true as const, value: 0 };
  const extra = parseMoney(values.extra, { max: 100_000_00, label: "an extra repayment, or 0" });

  const result =
    amount.ok && rate.ok && years.ok && io.ok && extra.ok
      ? extraRepaymentEffect({ principal: amount.value, rate: rate.value, years: years.value, frequency, interestOnlyYears: io.value, extra: extra.value })
      : undefined;

  const per = PER[frequency];
  const summary =
    result && amount.ok && rate.ok && years.ok
      ? `Repayments: ${wholeDollars(amount.value)} at ${formatPercent(rate.value / 1000)} over ${years.value} years, ${frequency}${io.ok && io.value ? `, ${io.value} years interest-only` : ""}${extra.ok && extra.value ? `, ${dollarsAndCents(extra.value)} extra` : ""} → ${dollarsAndCents(result.withExtra.repayment)} a ${per}, total interest ${dollarsAndCents(result.withExtra.totalInterest)}`
      : undefined;
  useEffect(() => publishCalculatorSummary(summary), [summary]);

  const rows = result
    ? [
        ...(result.withExtra.interestOnlyRepayment !== undefined
          ? [
              {
                label: `Interest-only repayment each ${per}`,
                value: dollarsAndCents(result.withExtra.interestOnlyRepayment),
                testId: "interest-only-repayment",
              },
            ]
          : []),
        {
          label: `${result.withExtra.interestOnlyRepayment !== undefined ? "Then principal and interest" : "Repayment"} each ${per}`,
          value: dollarsAndCents(result.withExtra.repayment),
          testId: "repayment",
          headline: true,
        },
        { label: "Total interest", value: dollarsAndCents(result.withExtra.totalInterest), testId: "total-interest" },
        { label: "Total repaid", value: dollarsAndCents(result.withExtra.totalRepaid), testId: "total-repaid" },
        ...(extra.ok && extra.value > 0
          ? [
              { label: "Time saved by the extra repayments", value: describePeriods(result.saved.periodsSaved, frequency), testId: "time-saved" },
              { label: "Interest saved", value: dollarsAndCents(result.saved.interestSaved), testId: "interest-saved" },
            ]
          : []),
      ]
    : [];

  return (
    <CalculatorLayout
      id={id}
      heading={heading}
      intro={intro}
      talkToBroker={talkToBroker}
      onTypedBeforeHydration={setMany}
      announcement={
        result
          ? `Repayment ${dollarsAndCents(result.withExtra.repayment)} a ${per}, total interest ${dollarsAndCents(result.withExtra.totalInterest)}.`
          : "Check the highlighted field."
      }
      inputs={
        <>
          <TextField
            name="amount"
            label="Loan amount ($)"
            value={values.amount}
            onChange={(v) => set("amount", v)}
            error={amount.ok ? undefined : amount.message}
            hint={`For example ${typedAmountExamples(600_000)}.`}
          />
          <TextField
            name="rate"
            label="Interest rate (% a year)"
            value={values.rate}
            onChange={(v) => set("rate", v)}
            error={rate.ok ? undefined : rate.message}
          />
          <TextField
            name="years"
            label="Loan term (years)"
            inputMode="numeric"
            value={values.years}
            onChange={(v) => set("years", v)}
            error={years.ok ? undefined : years.message}
          />
          <SelectField
            name="frequency"
            label="Repayments"
            value={frequency}
            onChange={(v) => set("frequency", v)}
            options={[
              { value: "monthly", label: "Monthly" },
              { value: "fortnightly", label: "Fortnightly" },
              { value: "weekly", label: "Weekly" },
            ]}
          />
          <SelectField
            name="type"
            label="Loan type"
            value={type}
            onChange={(v) => set("type", v)}
            options={[
              { value: "pi", label: "Principal and interest" },
              { value: "io", label: "Interest-only period, then principal and interest" },
            ]}
          />
          {type === "io" && (
            <TextField
              name="io"
              label="Interest-only period (years)"
              inputMode="numeric"
              value={values.io}
              onChange={(v) => set("io", v)}
              error={io.ok ? undefined : io.message}
            />
          )}
          <TextField
            name="extra"
            label={`Extra repayment each ${per} ($)`}
            value={values.extra}
            onChange={(v) => set("extra", v)}
            error={extra.ok ? undefined : extra.message}
            hint="Paid on top of each principal-and-interest repayment; 0 for none."
          />
        </>
      }
      results={result ? <ResultRows rows={rows} /> : <FixFields />}
      notes={
        <>
          <p>
            How it works: the yearly rate is spread evenly over 12 months, 26 fortnights or 52 weeks; interest is charged on the balance each time and rounded
            to the cent; the repayment is rounded to the cent and the last one settles the rest. The rate stays the same for the whole term, and fees are not
            included.
          </p>
          <ComparisonRate example={exampleRate} />
          <FigureSources sources={[{ what: "Example and comparison rate", source: exampleRate.source, inForceFrom: exampleRate.effectiveFrom }]} />
        </>
      }
      after={
        result && (
          <BalanceChart balances={result.withExtra.yearEndBalances} comparison={extra.ok && extra.value > 0 ? result.without.yearEndBalances : undefined} />
        )
      }
    />
  );
}
