import type { ExampleRate } from "../../generated/content-types.ts";
import { formatPercent } from "../money.ts";

/**
 * An example interest rate is an advertised rate, so the National Credit Code wants its comparison
 * rate beside it, as prominent, and the warning. The figures and the wording come from the block.
 */
export function ComparisonRate({ example }: { example: ExampleRate }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="font-semibold text-slate-800">
        Example rate {formatPercent(example.rate)} p.a., comparison rate {formatPercent(example.comparisonRate)} p.a.*
      </p>
      <p className="mt-1">
        *The comparison rate is based on {example.basis}. WARNING: {example.warning}
      </p>
    </div>
  );
}
