import type { SuburbGridBlock } from "../../generated/content-types.ts";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Section } from "../../ui/Section.tsx";

export function SuburbGrid({ id, heading, intro, suburbs = [] }: SuburbGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {suburbs.map((suburb) => (
          <li key={suburb.name} data-suburb-card={suburb.request ? "request" : "report"}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-xl font-semibold text-brand-900">
              <Icon name="map-pin" className="size-5 text-accent-700" />
              {suburb.name}
            </h3>
            {suburb.request ? (
              <p className="mt-2 text-slate-600">No report yet. Ask for a custom {suburb.name} report and we will send it within 48 hours.</p>
            ) : (
              suburb.price && (
                <p className="mt-2 text-slate-600">
                  Median house price <span className="block text-2xl font-bold text-accent-700">{suburb.price}</span>
                </p>
              )
            )}
            <div className="mt-auto pt-6">
              <ActionLink variant="link" label="" to={suburb.to}>
                {suburb.request ? "Request a custom report" : "View report"}
                <span className="sr-only">: {suburb.name}</span>
                <span aria-hidden="true">→</span>
              </ActionLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
