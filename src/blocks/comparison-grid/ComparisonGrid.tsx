import type { ComparisonGridBlock } from "../../generated/content-types.ts";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { Section } from "../../ui/Section.tsx";

export function ComparisonGrid({ id, heading, intro, note, items }: ComparisonGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-xl font-semibold text-brand-900">{item.title}</h3>
            <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
              {item.figures.map((figure) => (
                <div key={figure.label} className="flex items-baseline justify-between gap-3 py-2">
                  <dt className="text-sm text-slate-600">{figure.label}</dt>
                  <dd className="text-lg font-bold text-brand-900 tabular-nums">{figure.value}</dd>
                </div>
              ))}
            </dl>
            {item.highlight && <p className="mt-4 text-sm text-slate-700">{item.highlight}</p>}
            {item.link && (
              <div className="mt-auto pt-4">
                <ActionLink variant="link" {...item.link}>
                  {item.link.label}
                  <span className="sr-only">: {item.title}</span>
                  <span aria-hidden="true">→</span>
                </ActionLink>
              </div>
            )}
          </li>
        ))}
      </ul>
      {note && <p className="mt-6 text-sm text-slate-600">{note}</p>}
    </Section>
  );
}
