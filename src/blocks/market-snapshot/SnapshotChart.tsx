import type { SnapshotComparison, SnapshotComparisonRow } from "../../generated/content-types.ts";

/** Where a value sits on its line, in percent: dots stay clear of the ends so the largest is not cut in half. */
function position(value: number, low: number, high: number): string {
  const share = high === low ? 0.5 : (value - low) / (high - low);
  return `${(4 + share * 92).toFixed(2)}%`;
}

/** The line's comparison in words, the chart's text alternative: what a sighted reader takes from the dots. */
export function standing(row: SnapshotComparisonRow, place: string): string {
  const own = row.points.find((point) => point.place === place);
  const others = row.points.filter((point) => point.place !== place);
  if (!own) return "";
  const below = others.filter((point) => point.value < own.value).length;
  const level = others.filter((point) => point.value === own.value).length;
  const total = row.points.length;
  if (level === 0 && below === others.length) return `Highest of the ${total} reports`;
  if (level === 0 && below === 0) return `Lowest of the ${total} reports`;
  return `Above ${below} of the other ${others.length}${level > 0 ? `, level with ${level}` : ""}`;
}

/**
 * One figure per line: every report as a small grey dot on a line from the lowest to the highest,
 * this place's as a large accent dot, with the figure, the range and the standing in words. Drawn as
 * static SVG at build time (no script); the SVG is decoration, the words beside it carry it all.
 * Positions are in percent of the line, so a phone's narrow line keeps round dots and a fixed height.
 */
export function SnapshotChart({ place, caption, rows }: SnapshotComparison) {
  return (
    <figure className="mt-5 border-t border-slate-200 pt-4 sm:mt-8 sm:pt-6">
      <figcaption className="text-base font-semibold text-brand-900">{caption}</figcaption>
      <ul className="mt-4 grid gap-x-10 gap-y-3 sm:gap-y-5 md:grid-cols-2">
        {rows.map((row) => {
          const values = row.points.map((point) => point.value);
          const [low, high] = [Math.min(...values), Math.max(...values)];
          const lowest = row.points.find((point) => point.value === low);
          const highest = row.points.find((point) => point.value === high);
          const own = row.points.find((point) => point.place === place);
          return (
            <li key={row.label} data-chart-row={row.label}>
              <p className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-slate-700">{row.label}</span>
                <span className="font-bold text-brand-900 tabular-nums">{own?.text}</span>
              </p>
              <p className="text-xs text-slate-600">{standing(row, place)}</p>
              <svg aria-hidden="true" width="100%" height="20" className="mt-0.5 block overflow-visible" focusable="false">
                <line x1="4%" x2="96%" y1="10" y2="10" stroke="currentColor" strokeWidth="2" className="text-slate-200" />
                {row.points
                  .filter((point) => point.place !== place)
                  .map((point) => (
                    <circle key={point.place} cx={position(point.value, low, high)} cy="10" r="4" className="fill-slate-400" />
                  ))}
                {own && <circle cx={position(own.value, low, high)} cy="10" r="7" strokeWidth="2.5" className="fill-accent-600 stroke-white" data-own="" />}
              </svg>
              <p className="mt-0.5 flex justify-between gap-3 text-xs text-slate-600">
                <span>Lowest {lowest?.text}</span>
                <span>Highest {highest?.text}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
