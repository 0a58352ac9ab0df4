import { ActionLink } from "../ui/ActionLink.tsx";
import { useSite } from "../site/site-context.tsx";
import { Logo } from "./Logo.tsx";
import { clockTime } from "../lib/clock-time.ts";
import { associationInWords } from "../lib/association.ts";
import { isSampleMembership } from "../lib/evidence.ts";
import { ExampleLabel } from "../ui/ExampleLabel.tsx";
import type { SiteConfig } from "../generated/content-types.ts";

export function SiteFooter() {
  const site = useSite();
  return (
    <footer className="bg-brand-950 px-4 pt-12 pb-28 text-slate-300 sm:px-6 md:pt-16 lg:pb-12">
      {/*
        The brand spans its own row from a tablet's width up, so the four link columns are never
        squeezed beside it; across that row go the name, the phone and email, and the office, rather
        than one short column beside an empty width.
      */}
      {/* On a phone the folded link columns are a tight list of rows, not rows spaced like blocks. */}
      <div className="mx-auto grid max-w-6xl gap-x-10 md:grid-cols-4 md:gap-y-8">
        <div className="mb-6 md:col-span-4 md:mb-0 md:grid md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-start md:gap-x-10">
          <div>
            <Logo inverted />
            {site.tagline && <p className="mt-4 max-w-sm text-sm">{site.tagline}</p>}
          </div>
          {/* Padded to a 24-pixel target each, since they sit right above one another. */}
          <p className="mt-3 flex flex-col items-start text-sm md:mt-0">
            <a className="py-1 font-semibold text-white hover:underline" href={`tel:${site.phone.dial}`}>
              {site.phone.display}
            </a>
            <a className="py-1 break-words hover:underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </p>
          <div className="mt-4 text-sm md:mt-1">
            <address className="not-italic">
              {site.office.streetAddress}
              <br />
              {site.office.locality} {site.office.region} {site.office.postcode}
            </address>
            <ul className="mt-2">
              {site.office.hours.map((run) => (
                <li key={run.label}>
                  {/* A narrow column breaks the line between the days and the times, never inside the times. */}
                  {run.label}{" "}
                  <span className="whitespace-nowrap">
                    {clockTime(run.opens)} – {clockTime(run.closes)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {site.footer.columns.map((column) => {
          const links = (
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <ActionLink {...link} variant="link" className="text-sm font-normal text-slate-300 hover:text-white" />
                </li>
              ))}
            </ul>
          );
          // On a phone each column folds into a <details> (no script needed); wider, it is a plain list.
          return (
            <nav key={column.heading} aria-label={column.heading}>
              <details className="group border-b border-white/10 md:hidden">
                <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-semibold text-white [&::-webkit-details-marker]:hidden">
                  {column.heading}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-5 transition-transform group-open:rotate-180"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </summary>
                <div className="pb-4">{links}</div>
              </details>
              <div className="hidden md:block">
                <h2 className="font-semibold text-white">{column.heading}</h2>
                <div className="mt-4">{links}</div>
              </div>
            </nav>
          );
        })}
      </div>
      <div className="mx-auto mt-8 max-w-6xl border-t border-white/10 pt-8 text-xs leading-relaxed text-slate-400 md:mt-12">
        <p data-testid="disclaimer">{site.disclaimer}</p>
        {site.legal && <LicenceLine brand={site.brand} legal={site.legal} />}
        <p className="mt-2">
          © {site.footer.year} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** The business's registration and licence, on every page of a site that states them (a credit business must). */
function LicenceLine({ brand, legal }: { brand: string; legal: NonNullable<SiteConfig["legal"]> }) {
  return (
    <p className="mt-4">
      {brand} · {legal.company} · {legal.creditRepresentative} ·{" "}
      {legal.licensee ? `authorised under ${legal.creditLicence} held by ${legal.licensee}` : legal.creditLicence} · Member of the {associationInWords(legal)}
      {isSampleMembership(legal) && <ExampleLabel what="a membership not yet confirmed" className="ml-2" />}
    </p>
  );
}
