import type { BrokerProfileBlock } from "../../generated/content-types.ts";
import { useSite } from "../../site/site-context.tsx";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { Credentials, Portrait } from "../../ui/BrokerCard.tsx";
import { Section } from "../../ui/Section.tsx";

export function BrokerProfile({ id, heading, intro, tone, actions }: BrokerProfileBlock) {
  const site = useSite();
  const { broker } = site;
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone}>
      <article aria-label={`About ${broker.name}`} className="flex max-w-3xl flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-8">
        <Portrait broker={broker} />
        <div className="min-w-0">
          <p className="text-xl font-bold text-brand-900">{broker.name}</p>
          <p className="text-slate-600">
            {broker.role}, {site.brand}
          </p>
          <p className="mt-4 text-slate-700">{broker.bio}</p>
          <Credentials legal={site.legal} />
          {actions && actions.length > 0 && (
            <div className="mt-6 flex flex-wrap gap-3">
              {actions.map((action) => (
                <ActionLink key={action.label} {...action} placement="broker-profile" />
              ))}
            </div>
          )}
        </div>
      </article>
    </Section>
  );
}
