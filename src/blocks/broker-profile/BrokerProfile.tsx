import type { BrokerProfileBlock } from "../../generated/content-types.ts";
import { useBuildDay, useSite } from "../../site/site-context.tsx";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { brokerFacts, Credentials, Portrait } from "../../ui/BrokerCard.tsx";
import { Section } from "../../ui/Section.tsx";
import { RichText } from "../../ui/RichText.tsx";

/**
 * The broker's card. On a wide screen the card spans the column, the portrait, name and licence
 * beside the bio, so the section is not a half-width card beside nothing.
 */
export function BrokerProfile({ id, heading, intro, tone, actions }: BrokerProfileBlock) {
  const site = useSite();
  const { broker } = site;
  // Prerendered (never hydrated), so the years are counted on the build day.
  const builtOn = useBuildDay();
  // The block's content check refuses it on a site with no broker, so a build never gets here without one.
  if (!broker) return null;
  const facts = brokerFacts(broker, builtOn);
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone}>
      <article
        aria-label={`About ${broker.name}`}
        className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex sm:items-start sm:gap-6 sm:p-8 lg:gap-10"
      >
        <Portrait broker={broker} className="size-16 sm:size-32" />
        {/* On a phone its parts join the card's grid: the portrait beside the name, bio and licence under both. */}
        <div className="min-w-0 max-sm:contents lg:grid lg:flex-1 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
          <div>
            <p className="text-xl font-bold text-brand-900">{broker.name}</p>
            <p className="text-slate-600">
              {broker.role}, {site.brand}
            </p>
            {facts.length > 0 && (
              <ul aria-label={`About ${broker.name}'s experience`} className="mt-3 space-y-1 text-sm font-medium text-brand-900">
                {facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            )}
          </div>
          <div className="max-sm:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <RichText className="mt-4 text-slate-700 lg:mt-0" text={broker.bio} />
            {actions && actions.length > 0 && (
              <div className="mt-6 flex flex-wrap gap-3">
                {actions.map((action) => (
                  <ActionLink key={action.label} {...action} placement="broker-profile" />
                ))}
              </div>
            )}
          </div>
          <Credentials legal={site.legal} className="mt-5 max-sm:col-span-2 lg:col-start-1 lg:row-start-2" />
        </div>
      </article>
    </Section>
  );
}
