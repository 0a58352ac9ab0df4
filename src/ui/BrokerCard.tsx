import { useId } from "react";
import type { SiteConfig } from "../generated/content-types.ts";
import { associationInWords } from "../lib/association.ts";
import { isSampleMembership } from "../lib/evidence.ts";
import { ExampleLabel } from "./ExampleLabel.tsx";
import { cn } from "../lib/cn.ts";
import { measured } from "../lib/image-variants.ts";
import { listInWords } from "../lib/list-in-words.ts";
import { useSite } from "../site/site-context.tsx";
import { Picture } from "./Picture.tsx";

type Broker = NonNullable<SiteConfig["broker"]>;

/** The year of a build day (YYYY-MM-DD) less the year the broker started: 2012 on 2026-11-26 → 14. */
export function yearsBroking(startedBroking: number, builtOn: string): number {
  return Number(builtOn.slice(0, 4)) - startedBroking;
}

/**
 * What the profile says of the broker's experience, languages and accreditation, in that order:
 * only what site.json states, nothing when the broker has supplied none of it. The years are
 * counted from the build day, so they stay true without anyone editing them; without one, the year
 * alone is said.
 */
export function brokerFacts(broker: Broker, builtOn: string | undefined): string[] {
  const facts: string[] = [];
  if (broker.startedBroking !== undefined) {
    const years = builtOn ? yearsBroking(broker.startedBroking, builtOn) : 0;
    facts.push(
      years >= 1 ? `${years} ${years === 1 ? "year" : "years"} in the business, since ${broker.startedBroking}` : `Broking since ${broker.startedBroking}`,
    );
  }
  if (broker.languages?.length) facts.push(`Speaks ${listInWords(broker.languages)}`);
  if (broker.accreditation) facts.push(broker.accreditation);
  return facts;
}

/**
 * The broker's own photo, cropped to a circle around its focal point, or until there is one an
 * illustration in the brand's colours: an abstract head and shoulders, plainly drawn and said to be
 * an illustration, never a stock or generated face.
 */
export function Portrait({ broker, className = "size-28 sm:size-32" }: { broker: Broker; className?: string }) {
  const clip = useId();
  const photo = measured(broker.photo);
  if (photo) return <Picture image={photo} className={cn("shrink-0 rounded-full object-cover", className)} />;
  return (
    <svg viewBox="0 0 128 128" role="img" aria-label={`An illustration standing in for a photo of ${broker.name}`} className={cn("shrink-0", className)}>
      <defs>
        <clipPath id={clip}>
          <circle cx="64" cy="64" r="64" />
        </clipPath>
      </defs>
      <circle cx="64" cy="64" r="64" className="fill-brand-900" />
      <g clipPath={`url(#${clip})`}>
        <circle cx="96" cy="30" r="34" className="fill-brand-800" />
        <path d="M20 136 C20 104 38 88 64 88 C90 88 108 104 108 136 Z" className="fill-brand-700" />
        <path d="M54 88 L64 100 L74 88" fill="none" strokeWidth="3" strokeLinejoin="round" className="stroke-accent-300" />
        <circle cx="64" cy="58" r="22" className="fill-brand-50" />
      </g>
      <circle cx="64" cy="64" r="61" fill="none" strokeWidth="2" className="stroke-accent-300/60" />
    </svg>
  );
}

/** The broker's licence and association, in full words. */
export function Credentials({ legal, className = "mt-5" }: { legal: SiteConfig["legal"]; className?: string }) {
  if (!legal) return null;
  return (
    <ul className={cn("space-y-1 text-sm text-slate-700", className)}>
      <li>{legal.creditRepresentative}</li>
      <li>{legal.licensee ? `Authorised under ${legal.creditLicence} held by ${legal.licensee}` : legal.creditLicence}</li>
      <li>
        Member of the {associationInWords(legal)}
        {isSampleMembership(legal) && <ExampleLabel what="a membership not yet confirmed" className="ml-2" />}
      </li>
    </ul>
  );
}

/**
 * Who the visitor will deal with, small enough for a side panel: portrait, name, role and licence;
 * nothing on a site that names no broker.
 */
export function BrokerCard({ lead = "Who you'll talk to" }: { lead?: string }) {
  const site = useSite();
  const { broker } = site;
  if (!broker) return null;
  return (
    <article aria-label={`About ${broker.name}`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{lead}</p>
      <div className="mt-3 flex items-center gap-4">
        <Portrait broker={broker} className="size-16" />
        <div className="min-w-0">
          <p className="text-lg font-bold text-brand-900">{broker.name}</p>
          <p className="text-sm text-slate-600">
            {broker.role}, {site.brand}
          </p>
        </div>
      </div>
      <Credentials legal={site.legal} className="mt-4" />
    </article>
  );
}
