import { useId } from "react";
import { wholeDollars, type Cents } from "../calculators/money.ts";
import { formatPrice } from "../lib/money.ts";
import { roundTicks } from "./chart-ticks.ts";

const WIDTH = 600;
const HEIGHT = 220;
/** Labels on each axis: four dollar steps fit a phone's 12 rem high chart, six year steps its width. */
const DOLLAR_STEPS = 4;
const YEAR_STEPS = 6;

/**
 * The loan balance at the start and at the end of each year: a single SVG path (no chart library)
 * over round dollar and year steps, described in words for screen readers, with the same figures
 * as a table below. The SVG stretches to its box, so the axes' labels are HTML beside it, placed by
 * percentage, and keep their size at any width.
 */
export function BalanceChart({ balances, comparison }: { balances: readonly Cents[]; comparison?: readonly Cents[] }) {
  const titleId = useId();
  const years = Math.max(1, balances.length - 1, (comparison?.length ?? 1) - 1);
  const dollarTicks = roundTicks(Math.max(...balances, ...(comparison ?? [])) / 100, DOLLAR_STEPS);
  const yearTicks = roundTicks(years, YEAR_STEPS);
  const topDollars = dollarTicks.at(-1) ?? 1;
  const lastYear = yearTicks.at(-1) ?? 1;
  const x = (year: number) => (year / lastYear) * WIDTH;
  const y = (cents: Cents) => (1 - cents / 100 / topDollars) * HEIGHT;
  const path = (points: readonly Cents[]) => points.map((cents, year) => `${year ? "L" : "M"}${x(year).toFixed(1)} ${y(cents).toFixed(1)}`).join(" ");
  const paidOffIn = balances.length - 1;
  return (
    <figure className="mt-10">
      <figcaption id={titleId} className="text-lg font-semibold text-slate-900">
        Loan balance over time
      </figcaption>
      {/* The labels repeat what the SVG's description and the table say, so screen readers skip them. */}
      <div className="mt-4 grid grid-cols-[3.5rem_minmax(0,1fr)] pr-3 text-xs text-slate-600 sm:grid-cols-[4rem_minmax(0,1fr)]">
        <p aria-hidden="true" className="col-span-2 mb-3 font-semibold text-slate-700">
          Balance owing
        </p>
        <div aria-hidden="true" data-testid="chart-y-ticks" className="relative pr-2 text-right tabular-nums">
          {dollarTicks.map((dollars) => (
            <span key={dollars} className="absolute right-2 translate-y-1/2 whitespace-nowrap" style={{ bottom: `${(dollars / topDollars) * 100}%` }}>
              {formatPrice(dollars)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={`A chart of the balance owing against the years: it falls from ${wholeDollars(balances[0] ?? 0)} to $0 over ${paidOffIn} year${paidOffIn === 1 ? "" : "s"}${comparison ? `, against ${comparison.length - 1} years without the extra repayments` : ""}. The table below lists each year.`}
          preserveAspectRatio="none"
          className="h-48 w-full overflow-visible border-b border-l border-slate-400 bg-slate-50 sm:h-64 lg:h-80"
        >
          {dollarTicks.slice(1).map((dollars) => (
            <line
              key={dollars}
              x1="0"
              x2={WIDTH}
              y1={y(dollars * 100)}
              y2={y(dollars * 100)}
              stroke="#e2e8f0"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {comparison && <path d={path(comparison)} fill="none" stroke="#64748b" strokeWidth="2" strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />}
          <path d={path(balances)} fill="none" stroke="#1d4ed8" strokeWidth="3" vectorEffect="non-scaling-stroke" />
        </svg>
        <div aria-hidden="true" data-testid="chart-x-ticks" className="relative col-start-2 mt-1 h-4 tabular-nums">
          {yearTicks.map((year) => (
            <span key={year} className="absolute -translate-x-1/2" style={{ left: `${(year / lastYear) * 100}%` }}>
              {year}
            </span>
          ))}
        </div>
        <p aria-hidden="true" className="col-start-2 mt-1 text-center font-semibold text-slate-700">
          Years
        </p>
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
