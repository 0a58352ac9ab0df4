import type { BrokerProfileBlock, SiteConfig } from "../../generated/content-types.ts";
import { useSite } from "../../site/site-context.tsx";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { Section } from "../../ui/Section.tsx";

/** "Sam Carter" → "SC": the monogram shown until the broker supplies a photo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? "").join("");
}

/** The broker's photo, or a monogram drawn in the brand's colours: never a stock face. */
function Portrait({ broker }: { broker: SiteConfig["broker"] }) {
  if (broker.photo) return <img src={broker.photo} alt={`${broker.name}, ${broker.role}`} width={128} height={128} className="size-28 shrink-0 rounded-full object-cover sm:size-32" />;
  return (
    <svg viewBox="0 0 128 128" role="img" aria-label={`${broker.name}: initials shown until a photo is added`} className="size-28 shrink-0 sm:size-32">
      <circle cx="64" cy="64" r="64" className="fill-brand-900" />
      <circle cx="64" cy="64" r="56" fill="none" strokeWidth="2" className="stroke-brand-700" />
      <path d="M20 92 Q64 70 108 92" fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-accent-300" />
      <text x="64" y="70" textAnchor="middle" fontSize="40" fontWeight="700" letterSpacing="2" fill="#fff" fontFamily="inherit">
        {initials(broker.name)}
      </text>
    </svg>
  );
}

/** The broker's licence and association, in full words. */
export function Credentials({ legal }: { legal: SiteConfig["legal"] }) {
  return (
    <ul className="mt-5 space-y-1 text-sm text-slate-700">
      <li>{legal.creditRepresentative}</li>
      <li>
        {legal.licensee ? `Authorised under ${legal.creditLicence} held by ${legal.licensee}` : legal.creditLicence}
      </li>
      <li>Member of the {legal.associationName ? `${legal.associationName} (${legal.association})` : legal.association}</li>
    </ul>
  );
}

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
