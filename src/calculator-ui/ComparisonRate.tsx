import type { ExampleRatePeriod } from "../generated/content-types.ts";
import { formatDollars, formatInterestRate } from "../lib/money.ts";
import { COMPARISON_BASIS_TEXT, COMPARISON_WARNING, comparisonRate } from "../calculators/comparison-rate.ts";

/** "$600 when the loan starts and $10 a month", or "no fees". */
export function feesText({ upfront, monthly, annual }: ExampleRatePeriod["fees"]): string {
  const parts = [
    upfront ? `${formatDollars(upfront)} when the loan starts` : "",
    monthly ? `${formatDollars(monthly)} a month` : "",
    annual ? `${formatDollars(annual)} a year` : "",
  ].filter(Boolean);
  return parts.length ? `fees of ${parts.join(" and ")}` : "no fees";
}

/**
 * An example interest rate is an advertised rate, so the National Credit Code wants its comparison
 * rate beside it, as prominent, and the warning. The comparison rate is worked out from the
 * example's own fees (src/calculators/comparison-rate.ts), never typed.
 */
export function ComparisonRate({ example }: { example: ExampleRatePeriod }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="font-semibold text-slate-800">
        Example rate {formatInterestRate(example.rate)} p.a., comparison rate {formatInterestRate(comparisonRate(example.rate, example.fees))} p.a.*
      </p>
      <p className="mt-1">
        *The comparison rate is based on {COMPARISON_BASIS_TEXT}, with {feesText(example.fees)}. {example.basisNote} WARNING: {COMPARISON_WARNING}
      </p>
    </div>
  );
}
