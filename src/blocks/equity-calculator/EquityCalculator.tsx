import { useEffect, useMemo } from "react";
import type { EquityCalculatorBlock } from "../../generated/content-types.ts";
import { publishCalculatorSummary } from "../../forms/enquiry/calculator-summary.ts";
import { usableEquity } from "../../calculators/equity.ts";
import { formatPercent, parseMoney, parsePercent, wholeDollars } from "../../calculators/money.ts";
import { CalculatorLayout, FixFields, ResultRows } from "../../calculator-ui/CalculatorLayout.tsx";
import { TextField } from "../../calculator-ui/fields.tsx";
import { useUrlState } from "../../calculator-ui/url-state.ts";
import { formatAmountNumber } from "../../lib/money.ts";

/** Usable equity: the same function as the equity worked example block (equity-example). */
export function EquityCalculator({ id, heading, intro, defaults, talkToBroker }: EquityCalculatorBlock) {
  const initial = useMemo(
    () => ({
      value: formatAmountNumber(defaults.value),
      owed: formatAmountNumber(defaults.loanBalance),
      lvr: String(defaults.maxLvr),
    }),
    [defaults],
  );
  const [values, set, setMany] = useUrlState(initial);
  const value = parseMoney(values.value, { min: 1_00, max: 100_000_000_00, label: "the property's value" });
  const owed = parseMoney(values.owed, { max: 100_000_000_00, label: "the loan balance, or 0" });
  const lvr = parsePercent(values.lvr, { min: 1, max: 95 });
  const result = value.ok && owed.ok && lvr.ok ? usableEquity(value.value, owed.value, lvr.value) : undefined;

  const summary =
    result && value.ok && owed.ok && lvr.ok
      ? `Equity: value ${wholeDollars(value.value)}, owing ${wholeDollars(owed.value)}, up to ${formatPercent(lvr.value / 1000)} LVR → usable equity ${wholeDollars(result.usable)}`
      : undefined;
  useEffect(() => publishCalculatorSummary(summary), [summary]);

  const rows =
    result && value.ok && owed.ok && lvr.ok
      ? [
          { label: `${formatPercent(lvr.value / 1000)} of the value`, value: wholeDollars(result.lendable), testId: "lendable" },
          { label: "Less the loan still owed", value: `−${wholeDollars(owed.value)}`, testId: "owed" },
          { label: "Usable equity", value: wholeDollars(result.usable), testId: "usable-equity", headline: true },
          {
            label: "Total equity (value less loan)",
            value: result.total < 0 ? `−${wholeDollars(-result.total)}` : wholeDollars(result.total),
            testId: "total-equity",
          },
        ]
      : [];

  return (
    <CalculatorLayout
      id={id}
      heading={heading}
      intro={intro}
      talkToBroker={talkToBroker}
      onTypedBeforeHydration={setMany}
      announcement={result ? `Usable equity ${wholeDollars(result.usable)}.` : "Check the highlighted field."}
      inputs={
        <>
          <TextField
            name="value"
            label="What the property is worth ($)"
            value={values.value}
            onChange={(v) => set("value", v)}
            error={value.ok ? undefined : value.message}
            hint="A recent valuation or sales of similar homes nearby."
          />
          <TextField
            name="owed"
            label="Loan still owed on it ($)"
            value={values.owed}
            onChange={(v) => set("owed", v)}
            error={owed.ok ? undefined : owed.message}
          />
          <TextField
            name="lvr"
            label="Most a lender would lend (% of the value)"
            value={values.lvr}
            onChange={(v) => set("lvr", v)}
            error={lvr.ok ? undefined : lvr.message}
            hint="80% is the usual limit without lenders mortgage insurance."
          />
        </>
      }
      results={result ? <ResultRows rows={rows} /> : <FixFields />}
      notes={
        <p>
          Usable equity is the share of the value a lender may lend against, less what is still owed; it is never shown below $0. A lender values the property
          itself and checks that you can afford the larger loan, so this is a starting point, not an offer.
        </p>
      }
    />
  );
}
