import type { OfficeDetailsBlock } from "../../generated/content-types.ts";
import { useSite } from "../../site/site-context.tsx";
import { clockTime } from "../../lib/clock-time.ts";
import { Section } from "../../ui/Section.tsx";

export function OfficeDetails({ id, heading, intro }: OfficeDetailsBlock) {
  const site = useSite();
  const { office } = site;
  const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className="grid gap-6 md:grid-cols-3">
        <div className={card}>
          <h3 className="font-semibold text-brand-900">Office</h3>
          <address className="mt-3 text-slate-700 not-italic">
            {office.streetAddress}
            <br />
            {office.locality} {office.region} {office.postcode}
          </address>
          <p className="mt-3 text-sm text-slate-600">{office.serviceArea}</p>
        </div>
        <div className={card}>
          <h3 className="font-semibold text-brand-900">Opening hours</h3>
          <dl className="mt-3 space-y-1 text-slate-700">
            {office.hours.map((run) => (
              <div key={run.label} className="flex flex-wrap justify-between gap-x-4">
                <dt>{run.label}</dt>
                <dd>
                  {clockTime(run.opens)} – {clockTime(run.closes)}
                </dd>
              </div>
            ))}
          </dl>
          {office.hoursNote && <p className="mt-3 text-sm text-slate-600">{office.hoursNote}</p>}
        </div>
        <div className={card}>
          <h3 className="font-semibold text-brand-900">Call or email</h3>
          <p className="mt-3">
            <a href={`tel:${site.phone.dial}`} className="text-lg font-semibold text-brand-700 underline underline-offset-4">
              {site.phone.display}
            </a>
          </p>
          <p className="mt-2">
            <a href={`mailto:${site.email}`} className="break-all text-brand-700 underline underline-offset-4">
              {site.email}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}
