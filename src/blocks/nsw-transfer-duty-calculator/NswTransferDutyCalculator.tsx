import { useEffect, useMemo } from "react";
import type { BlockProps } from "../define-block.ts";
import { useFactDay } from "../../calculator-ui/facts-in-force.ts";
import { formatDate } from "../../lib/dates.ts";
import { publishCalculatorSummary } from "../../forms/enquiry/calculator-summary.ts";
import { dollarsAndCents, parseMoney, wholeDollars } from "../../calculators/money.ts";
import { dutyRulesOn, transferDuty } from "../../calculators/nsw-transfer-duty.ts";
import { CalculatorLayout, FigureSources, FixFields, ResultRows } from "../../calculator-ui/CalculatorLayout.tsx";
import { oneOf, SelectField, TextField } from "../../calculator-ui/fields.tsx";
import { useUrlState } from "../../calculator-ui/url-state.ts";
import { formatAmountNumber, typedAmountExamples } from "../../lib/money.ts";

const PROPERTIES = ["home", "vacant-land"] as const;
const BUYERS = ["no", "yes"] as const;

const BASIS = {
  general: "General rates",
  "first-home-exemption": "First home buyer: exempt",
  "first-home-concession": "First home buyer: concession",
} as const;

/** NSW transfer (stamp) duty with the first home buyer exemption and concession. */
export function NswTransferDutyCalculator({
  id,
  heading,
  intro,
  defaults,
  talkToBroker,
  facts,
  builtOn,
}: BlockProps<"nsw-transfer-duty-calculator", "nsw-transfer-duty" | "nsw-first-home-buyers">) {
  const day = useFactDay(builtOn);
  const rules = useMemo(() => dutyRulesOn(day, facts["nsw-transfer-duty"], facts["nsw-first-home-buyers"]), [day, facts]);
  const { schedule, home, vacantLand } = rules;
  const initial = useMemo(
    () => ({ price: formatAmountNumber(defaults.price), first: defaults.firstHome ? "yes" : "no", property: defaults.property }),
    [defaults],
  );
  const [values, set, setMany] = useUrlState(initial);
  const property = oneOf(values.property, PROPERTIES);
  const first = oneOf(values.first, BUYERS);
  const price = parseMoney(values.price, { min: 1_00, max: 100_000_000_00, label: "the price" });
  const thresholds = property === "home" ? home : vacantLand;
  const result = price.ok ? transferDuty(price.value, schedule, first === "yes" ? thresholds : undefined) : undefined;

  const kind = property === "home" ? "a home" : "vacant land";
  const summary =
    result && price.ok
      ? `NSW transfer duty: ${wholeDollars(price.value)} for ${kind}, ${first === "yes" ? "first home buyer" : "not a first home buyer"} → duty ${dollarsAndCents(result.duty)}`
      : undefined;
  useEffect(() => publishCalculatorSummary(summary), [summary]);

  const rows = result
    ? [
        { label: "Transfer duty", value: dollarsAndCents(result.duty), testId: "duty", headline: true },
        { label: "Worked out with", value: BASIS[result.basis], testId: "basis" },
        ...(first === "yes"
          ? [
              { label: "Without first home buyer help", value: dollarsAndCents(result.generalDuty), testId: "general-duty" },
              { label: "First home buyer saving", value: dollarsAndCents(result.generalDuty - result.duty), testId: "saving" },
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
      announcement={result ? `Transfer duty ${dollarsAndCents(result.duty)}.` : "Check the highlighted field."}
      inputs={
        <>
          <TextField
            name="price"
            label="Purchase price ($)"
            value={values.price}
            onChange={(v) => set("price", v)}
            error={price.ok ? undefined : price.message}
            hint={`For example ${typedAmountExamples(850_000)}.`}
          />
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
      }
      results={result ? <ResultRows rows={rows} /> : <FixFields />}
      notes={
        <>
          <p>
            First home buyers pay no duty on {kind} up to {wholeDollars(thresholds.exemptTo)} and a reduced amount below {wholeDollars(thresholds.concessionTo)}
            , rising to the full duty at {wholeDollars(thresholds.concessionTo)}. Eligibility has conditions (for example living in the home); Revenue NSW
            decides it. Other charges such as mortgage and transfer registration fees are not included.
          </p>
          <p data-testid="rates-in-force">Rates in force from {formatDate(rules.general.effectiveFrom)}.</p>
          <FigureSources
            sources={[
              { what: "Duty rates", source: rules.general.source, inForceFrom: rules.general.effectiveFrom },
              { what: "First home buyer thresholds", source: rules.scheme.source, inForceFrom: rules.scheme.effectiveFrom },
            ]}
          />
        </>
      }
    />
  );
}
