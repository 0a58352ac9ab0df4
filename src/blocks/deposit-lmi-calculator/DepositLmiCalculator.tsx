import { useEffect, useMemo } from "react";
import type { BlockProps } from "../define-block.ts";
import { inForce, useFactDay } from "../../calculator-ui/facts-in-force.ts";
import { publishCalculatorSummary } from "../../forms/enquiry/calculator-summary.ts";
import { depositAndLmi, depositSchemeReach, lvrAbove, lvrText } from "../../calculators/deposit-lmi.ts";
import { formatPercent, parseMoney, wholeDollars } from "../../calculators/money.ts";
import { dutyRulesOn, transferDuty } from "../../calculators/nsw-transfer-duty.ts";
import { CalculatorLayout, FigureSources, FixFields, ResultRows } from "../../calculator-ui/CalculatorLayout.tsx";
import { oneOf, SelectField, TextField } from "../../calculator-ui/fields.tsx";
import { useUrlState } from "../../calculator-ui/url-state.ts";
import { formatAmountNumber, formatPrice, typedAmountExamples } from "../../lib/money.ts";

const STATES = ["NSW", "other"] as const;
const PROPERTIES = ["home", "vacant-land"] as const;
const BUYERS = ["no", "yes"] as const;

/** Deposit → LVR, whether LMI is likely, the deposit that avoids it, and NSW duty on top. */
export function DepositLmiCalculator({
  id,
  heading,
  intro,
  defaults,
  lmiAbove,
  lvrCap,
  talkToBroker,
  facts,
  builtOn,
}: BlockProps<"deposit-lmi-calculator", "nsw-transfer-duty" | "nsw-first-home-buyers" | "home-guarantee">) {
  const day = useFactDay(builtOn);
  const duty = useMemo(() => dutyRulesOn(day, facts["nsw-transfer-duty"], facts["nsw-first-home-buyers"]), [day, facts]);
  const scheme = inForce(facts["home-guarantee"], day);
  const initial = useMemo(
    () => ({
      price: formatAmountNumber(defaults.price),
      deposit: formatAmountNumber(defaults.deposit),
      state: defaults.state,
      first: defaults.firstHome ? "yes" : "no",
      property: defaults.property,
    }),
    [defaults],
  );
  const [values, set, setMany] = useUrlState(initial);
  const state = oneOf(values.state, STATES);
  const property = oneOf(values.property, PROPERTIES);
  const first = oneOf(values.first, BUYERS);
  const price = parseMoney(values.price, { min: 1_000_00, max: 100_000_000_00, label: "the price" });
  const deposit = parseMoney(values.deposit, { max: 100_000_000_00, label: "the deposit, or 0" });
  const depositError = !deposit.ok ? deposit.message : price.ok && deposit.value > price.value ? "Enter a deposit no more than the price." : undefined;
  const threshold = Math.round(lmiAbove * 1000);

  const result = price.ok && deposit.ok && !depositError ? depositAndLmi(price.value, deposit.value, threshold) : undefined;
  const aboveCap = result && price.ok && deposit.ok ? lvrAbove(price.value, deposit.value, Math.round(lvrCap * 1000)) : false;
  // The scheme's caps are NSW's, and it spares a first home buyer LMI only when LMI would apply.
  const schemeReach =
    result?.lmiLikely && price.ok && deposit.ok && state === "NSW" && first === "yes" && property === "home"
      ? depositSchemeReach(price.value, deposit.value, {
          minDeposit: Math.round(scheme.minDeposit * 1000),
          capSydneyAndRegionalCentres: scheme.priceCaps.sydneyAndRegionalCentres * 100,
          capRestOfNsw: scheme.priceCaps.restOfNsw * 100,
        })
      : undefined;
  const lmiText = result?.lmiLikely ? (schemeReach ? `likely, unless you use the ${scheme.name}` : "likely") : "not likely";
  const dutyResult =
    result && price.ok && state === "NSW"
      ? transferDuty(price.value, duty.schedule, first === "yes" ? (property === "home" ? duty.home : duty.vacantLand) : undefined)
      : undefined;

  const summary =
    result && price.ok && deposit.ok
      ? `Deposit: price ${wholeDollars(price.value)}, deposit ${wholeDollars(deposit.value)} → LVR ${lvrText(result.lvr)}, LMI ${lmiText}${dutyResult ? `, NSW duty ${wholeDollars(dutyResult.duty)}${first === "yes" ? " (first home buyer)" : ""}` : ""}`
      : undefined;
  useEffect(() => publishCalculatorSummary(summary), [summary]);

  // Every figure here is in whole dollars, as the price and deposit are: cents beside them would be noise.
  const rows =
    result && deposit.ok
      ? [
          { label: "Loan", value: wholeDollars(result.loan), testId: "loan" },
          { label: "Loan-to-value ratio (LVR)", value: lvrText(result.lvr), testId: "lvr", headline: true },
          { label: "Lenders mortgage insurance", value: result.lmiLikely ? "Likely" : "Not likely", testId: "lmi" },
          { label: `Deposit for ${formatPercent(lmiAbove)} LVR`, value: wholeDollars(result.depositForThreshold), testId: "deposit-for-threshold" },
          ...(result.shortfall > 0 ? [{ label: "More deposit needed for that", value: wholeDollars(result.shortfall), testId: "shortfall" }] : []),
          ...(dutyResult
            ? [
                { label: "NSW transfer duty", value: wholeDollars(dutyResult.duty), testId: "duty" },
                { label: "Deposit plus duty", value: wholeDollars(deposit.value + dutyResult.duty), testId: "cash-needed" },
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
          ? `LVR ${lvrText(result.lvr)}, mortgage insurance ${lmiText}${dutyResult ? `, NSW duty ${wholeDollars(dutyResult.duty)}` : ""}.`
          : "Check the highlighted field."
      }
      inputs={
        <>
          <TextField
            name="price"
            label="Purchase price ($)"
            value={values.price}
            onChange={(v) => set("price", v)}
            error={price.ok ? undefined : price.message}
            hint={`For example ${typedAmountExamples(750_000)}.`}
          />
          <TextField name="deposit" label="Your deposit ($)" value={values.deposit} onChange={(v) => set("deposit", v)} error={depositError} />
          <SelectField
            name="state"
            label="Where the property is"
            value={state}
            onChange={(v) => set("state", v)}
            options={[
              { value: "NSW", label: "New South Wales" },
              { value: "other", label: "Another state or territory" },
            ]}
          />
          {state === "NSW" && (
            <>
              <SelectField
                name="property"
                label="What you are buying"
                value={property}
                onChange={(v) => set("property", v)}
                options={[
                  { value: "home", label: "A home (new or existing)" },
                  { value: "vacant-land", label: "Vacant land to build a home on" },
                ]}
              />
              <SelectField
                name="first"
                label="First home buyer?"
                value={first}
                onChange={(v) => set("first", v)}
                options={[
                  { value: "no", label: "No" },
                  { value: "yes", label: "Yes" },
                ]}
              />
            </>
          )}
        </>
      }
      results={
        result ? (
          <>
            <ResultRows rows={rows} />
            {schemeReach && (
              <p data-testid="lmi-scheme" className="mt-4 text-sm text-slate-200 print:text-slate-700">
                As a first home buyer you may avoid LMI under the {scheme.name}: with at least {formatPercent(scheme.minDeposit)} down, at prices up to{" "}
                {formatPrice(scheme.priceCaps.sydneyAndRegionalCentres)} in Sydney, Newcastle and Lake Macquarie, and the Illawarra
                {schemeReach === "all-nsw"
                  ? ` and up to ${formatPrice(scheme.priceCaps.restOfNsw)} elsewhere in NSW`
                  : ` (elsewhere in NSW the cap is ${formatPrice(scheme.priceCaps.restOfNsw)})`}
                . You and the lender must both qualify; ask us whether you do.
              </p>
            )}
            {aboveCap && (
              <p data-testid="lvr-cap" className="mt-4 text-sm text-slate-200 print:text-slate-700">
                Most lenders will not lend more than {formatPercent(lvrCap)} of the price, even with mortgage insurance, so this deposit is likely too small on
                its own; a guarantor or a family pledge may help.
              </p>
            )}
          </>
        ) : (
          <FixFields />
        )
      }
      notes={
        <>
          <p>
            Lenders usually charge lenders mortgage insurance (LMI) when the loan is more than {formatPercent(lmiAbove)} of the price; some waive it for certain
            professions, and the {scheme.name} spares eligible first home buyers it. Its cost depends on the lender and the loan, so ask us for a quote.
            {state === "other" ? " Duty is worked out for NSW purchases only; other states charge their own." : ""}
          </p>
          <FigureSources
            sources={[
              { what: "NSW duty rates", source: duty.general.source, inForceFrom: duty.general.effectiveFrom },
              { what: "First home buyer thresholds", source: duty.scheme.source, inForceFrom: duty.scheme.effectiveFrom },
              { what: scheme.name, source: scheme.source, inForceFrom: scheme.effectiveFrom },
            ]}
          />
        </>
      }
    />
  );
}
