import type { SiteConfig } from "../generated/content-types.ts";
import { cn } from "../lib/cn.ts";
import { measured } from "../lib/image-variants.ts";
import { useSite } from "../site/site-context.tsx";
import { Picture } from "./Picture.tsx";

/** "Sam Carter" → "SC": the monogram shown until the broker supplies a photo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? "").join("");
}

/**
 * The broker's own photo, cropped to a circle around its focal point, or until there is one a
 * monogram drawn in the brand's colours: never a stock face.
 */
export function Portrait({ broker, className = "size-28 sm:size-32" }: { broker: SiteConfig["broker"]; className?: string }) {
  const photo = measured(broker.photo);
  if (photo) return <Picture image={photo} className={cn("shrink-0 rounded-full object-cover", className)} />;
  return (
    <svg viewBox="0 0 128 128" role="img" aria-label={`${broker.name}: initials shown until a photo is added`} className={cn("shrink-0", className)}>
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
export function Credentials({ legal, className = "mt-5" }: { legal: SiteConfig["legal"]; className?: string }) {
  return (
    <ul className={cn("space-y-1 text-sm text-slate-700", className)}>
      <li>{legal.creditRepresentative}</li>
      <li>{legal.licensee ? `Authorised under ${legal.creditLicence} held by ${legal.licensee}` : legal.creditLicence}</li>
      <li>Member of the {legal.associationName ? `${legal.associationName} (${legal.association})` : legal.association}</li>
    </ul>
  );
}

/** Who the visitor will deal with, small enough for a side panel: portrait, name, role and licence. */
export function BrokerCard({ lead = "Who you'll talk to" }: { lead?: string }) {
  const site = useSite();
  const { broker } = site;
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
