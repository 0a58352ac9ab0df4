import { useId } from "react";
import { wholeDollars, type Cents } from "../calculators/money.ts";

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { left: 8, right: 8, top: 12, bottom: 12 };

/**
 * The loan balance at the start and at the end of each year: a single SVG path (no chart library),
 * described in words for screen readers, with the same figures as a table beside it.
 */
export function BalanceChart({ balances, comparison }: { balances: readonly Cents[]; comparison?: readonly Cents[] }) {
  const titleId = useId();
  const top = Math.max(1, ...balances, ...(comparison ?? []));
  const years = Math.max(1, balances.length - 1, (comparison?.length ?? 1) - 1);
  const x = (year: number) => PAD.left + (year / years) * (WIDTH - PAD.left - PAD.right);
  const y = (cents: Cents) => PAD.top + (1 - cents / top) * (HEIGHT - PAD.top - PAD.bottom);
  const path = (points: readonly Cents[]) => points.map((cents, year) => `${year ? "L" : "M"}${x(year).toFixed(1)} ${y(cents).toFixed(1)}`).join(" ");
  const paidOffIn = balances.length - 1;
  return (
    <figure className="mt-10">
      <figcaption id={titleId} className="text-lg font-semibold text-slate-900">
        Loan balance over time
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`The balance falls from ${wholeDollars(balances[0] ?? 0)} to $0 over ${paidOffIn} year${paidOffIn === 1 ? "" : "s"}${comparison ? `, against ${comparison.length - 1} years without the extra repayments` : ""}. The table below lists each year.`}
        preserveAspectRatio="none"
        className="mt-3 h-48 w-full rounded-xl bg-slate-50 ring-1 ring-slate-200 sm:h-64"
      >
        {comparison && <path d={path(comparison)} fill="none" stroke="#64748b" strokeWidth="2" strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />}
        <path d={path(balances)} fill="none" stroke="#1d4ed8" strokeWidth="3" vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>Year 0: {wholeDollars(balances[0] ?? 0)}</span>
        <span>Year {years}</span>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Solid line: the balance{comparison ? " with the extra repayments" : ""}, from {wholeDollars(balances[0] ?? 0)} at the start to $0 after {paidOffIn} year
        {paidOffIn === 1 ? "" : "s"}.{comparison ? " Dashed line: without them." : ""}
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-700">The balance year by year (table)</summary>
        <div className="mt-3 max-h-96 overflow-auto">
          <table className="w-full text-left text-sm" aria-describedby={titleId}>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  End of year
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Balance
                </th>
                {comparison && (
                  <th scope="col" className="py-2 text-right">
                    Without extra repayments
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: years }, (_, index) => index + 1).map((year) => (
                <tr key={year} className="border-b border-slate-200">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {year}
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{wholeDollars(balances[year] ?? 0)}</td>
                  {comparison && <td className="py-1.5 text-right tabular-nums">{wholeDollars(comparison[year] ?? 0)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
