import type { SuburbGridBlock } from "../../generated/content-types.ts";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { ReadMore } from "../../ui/ReadMore.tsx";
import { Section } from "../../ui/Section.tsx";

/** Two compact cards to a row on a phone, so eleven suburbs do not make a long single file. */
export function SuburbGrid({ id, heading, intro, suburbs = [] }: SuburbGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {suburbs.map((suburb) => (
          <Card as="li" key={suburb.name} data-suburb-card={suburb.request ? "request" : "report"} className="flex flex-col p-4 sm:p-6">
            <h3 className="flex items-start gap-1.5 text-base font-semibold break-words text-brand-900 sm:items-center sm:gap-2 sm:text-xl">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-accent-700 sm:mt-0 sm:size-5" />
              {suburb.name}
            </h3>
            {suburb.request ? (
              <p className="mt-2 text-sm text-slate-600 sm:text-base">No report yet. Ask for a custom {suburb.name} report and we will send it within 48 hours.</p>
            ) : (
              suburb.price && (
                <p className="mt-2 text-sm text-slate-600 sm:text-base">
                  Median house price <span className="block text-xl font-bold text-accent-700 sm:text-2xl" data-suburb-price>{suburb.price}</span>
                </p>
              )
            )}
            <ReadMore to={suburb.to} label={suburb.request ? "Request a custom report" : "View report"} subject={suburb.name} />
          </Card>
        ))}
      </ul>
    </Section>
  );
}
