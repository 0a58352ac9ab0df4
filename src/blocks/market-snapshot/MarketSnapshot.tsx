import type { MarketSnapshotBlock } from "../../generated/content-types.ts";
import { Section } from "../../ui/Section.tsx";

export function MarketSnapshot({ id, heading, intro, rows, note }: MarketSnapshotBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
          {rows.map((row) => (
            <div key={row.label} className="border-l-4 border-accent-600 pl-4">
              <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        {note && <p className="mt-8 text-sm text-slate-600">{note}</p>}
      </div>
    </Section>
  );
}
