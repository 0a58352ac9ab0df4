import { ActionLink } from "../ui/ActionLink.tsx";
import { useSite } from "../site/site-context.tsx";
import { Logo } from "./Logo.tsx";
import { clockTime } from "../lib/clock-time.ts";

export function SiteFooter() {
  const site = useSite();
  return (
    <footer className="bg-brand-950 px-4 pt-16 pb-28 text-slate-300 sm:px-6 lg:pb-12">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 md:grid-cols-4">
        {/* The brand spans its own row on wider screens, so four link columns sit side by side below it. */}
        <div className="sm:col-span-2 md:col-span-4">
          <Logo inverted />
          {site.tagline && <p className="mt-4 text-sm">{site.tagline}</p>}
          <p className="mt-4 text-sm">
            <a className="font-semibold text-white hover:underline" href={`tel:${site.phone.dial}`}>{site.phone.display}</a>
            <br />
            <a className="hover:underline" href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <address className="mt-4 text-sm not-italic">
            {site.office.streetAddress}
            <br />
            {site.office.locality} {site.office.region} {site.office.postcode}
          </address>
          <ul className="mt-2 text-sm">
            {site.office.hours.map((run) => (
              <li key={run.label}>
                {run.label} {clockTime(run.opens)} – {clockTime(run.closes)}
              </li>
            ))}
          </ul>
        </div>
        {site.footer.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="font-semibold text-white">{column.heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <ActionLink {...link} variant="link" className="text-slate-300 hover:text-white" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto mt-12 max-w-6xl border-t border-white/10 pt-8 text-xs leading-relaxed text-slate-400">
        <p data-testid="disclaimer">{site.disclaimer}</p>
        <p className="mt-4">
          {site.brand} · {site.legal.company} · {site.legal.creditRepresentative} ·{" "}
          {site.legal.licensee ? `authorised under ${site.legal.creditLicence} held by ${site.legal.licensee}` : site.legal.creditLicence} · Member of the{" "}
          {site.legal.associationName ? `${site.legal.associationName} (${site.legal.association})` : site.legal.association}
        </p>
        <p className="mt-2">© {site.footer.year} {site.brand}. All rights reserved.</p>
      </div>
    </footer>
  );
}
