import type { OfficeDetailsBlock, SiteConfig } from "../../generated/content-types.ts";
import { useSite } from "../../site/site-context.tsx";
import { cn } from "../../lib/cn.ts";
import { measured, type MeasuredImage } from "../../lib/image-variants.ts";
import { OpeningHours } from "../../ui/OpeningHours.tsx";
import { Picture } from "../../ui/Picture.tsx";
import { cardWidth } from "../../ui/card-width.ts";
import { Section } from "../../ui/Section.tsx";

type Office = SiteConfig["office"];

/**
 * A maps search for the office's address, which the visitor opens for directions: a plain link,
 * so the page loads no map script and sends nothing to a map service until someone follows it.
 */
export function directionsUrl({ streetAddress, locality, region, postcode }: Office): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${streetAddress}, ${locality} ${region} ${postcode}`)}`;
}

/** Half the section from a tablet's width (two columns, 24 px apart), the whole width on a phone. */
const PICTURE_SIZES = "(min-width: 768px) min(35rem, calc(50vw - 2.25rem)), calc(100vw - 2rem)";
const PICTURE_CLASS = "h-auto w-full rounded-2xl bg-slate-100 ring-1 ring-slate-200";

const Credit = ({ image }: { image: MeasuredImage }) => (image.credit ? <figcaption className="mt-2 text-sm text-slate-600">{image.credit}</figcaption> : null);

/** The office's photo and its map, when the business has supplied them; below the fold, so they load as they near the screen. */
function OfficePictures({ office }: { office: Office }) {
  const photo = measured(office.photo);
  const map = measured(office.map);
  if (!photo && !map) return null;
  return (
    <div className={cn("mt-6 grid items-start gap-6", photo && map ? "md:grid-cols-2" : "md:mx-auto md:max-w-[35rem]")}>
      {photo && (
        <figure>
          <Picture image={photo} sizes={PICTURE_SIZES} className={PICTURE_CLASS} />
          <Credit image={photo} />
        </figure>
      )}
      {map && (
        <figure>
          <a href={directionsUrl(office)} className="group block rounded-2xl">
            <Picture image={map} sizes={PICTURE_SIZES} className={PICTURE_CLASS} />
            <span className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4 group-hover:text-brand-900">
              Get directions in Google Maps
            </span>
          </a>
          <Credit image={map} />
        </figure>
      )}
    </div>
  );
}

export function OfficeDetails({ id, heading, intro }: OfficeDetailsBlock) {
  const site = useSite();
  const { office } = site;
  // Three to a row only where three fit their hours and address on one line each; on a tablet the
  // address leads across the row and the hours and the phone share the next (cardWidth: never one
  // card alone on the last row).
  const card = (index: number) => cn("rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200", cardWidth(3, index, 3));
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className="flex flex-wrap justify-center gap-6">
        <div className={card(0)}>
          <h3 className="font-semibold text-brand-900">Office</h3>
          <address className="mt-3 text-slate-700 not-italic">
            {office.streetAddress}
            <br />
            {office.locality} {office.region} {office.postcode}
          </address>
          <p className="mt-3 text-sm text-slate-600">{office.serviceArea}</p>
        </div>
        <div className={card(1)}>
          <h3 className="font-semibold text-brand-900">Opening hours</h3>
          <OpeningHours office={office} className="mt-3" />
        </div>
        <div className={card(2)}>
          <h3 className="font-semibold text-brand-900">Call or email</h3>
          <p className="mt-3">
            <a href={`tel:${site.phone.dial}`} className="text-lg font-semibold text-brand-700 underline underline-offset-4">
              {site.phone.display}
            </a>
          </p>
          <p className="mt-2">
            {/* A narrow card breaks the address after its "@", never inside the name or the domain. */}
            <a href={`mailto:${site.email}`} className="text-brand-700 underline underline-offset-4">
              <EmailAddress address={site.email} />
            </a>
          </p>
        </div>
      </div>
      <OfficePictures office={office} />
    </Section>
  );
}

/** hello@<wbr>example.com: the one place the address may break, each part kept whole. */
function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <span className="whitespace-nowrap">{address}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{address.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at + 1)}</span>
    </>
  );
}
