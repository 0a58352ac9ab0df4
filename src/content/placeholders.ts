/**
 * Brand facts live only in site.json; page text refers to them as {phone}, {email}, {brand}, the
 * licence details ({company}, {creditRepresentative}, {creditLicence}, {licensee}, {association}),
 * {broker}, {address} and the market figures' {marketAsAt} and {marketSource}, so that a rebrand or a
 * quarterly update is one edit.
 */
import type { SiteConfig } from "../generated/content-types.ts";

export const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** Every placeholder page text may use. */
export const PLACEHOLDER_NAMES = ["phone", "email", "brand", "company", "creditRepresentative", "creditLicence", "licensee", "association", "broker", "address", "marketAsAt", "marketSource"] as const;

export function placeholderValues(site: SiteConfig): Record<string, string> {
  const { legal, office } = site;
  return {
    phone: site.phone.display,
    email: site.email,
    brand: site.brand,
    company: legal.company,
    creditRepresentative: legal.creditRepresentative,
    creditLicence: legal.creditLicence,
    licensee: legal.licensee ?? site.brand,
    association: legal.associationName ? `${legal.associationName} (${legal.association})` : legal.association,
    broker: site.broker.name,
    address: `${office.streetAddress}, ${office.locality} ${office.region} ${office.postcode}`,
    marketAsAt: site.marketData.asAt,
    // The source may name the brand itself.
    marketSource: site.marketData.source.replace("{brand}", site.brand),
  };
}

/** A deep copy of value with every known placeholder in its strings replaced. */
export function fillPlaceholders<T>(value: T, site: SiteConfig): T {
  const values = placeholderValues(site);
  const fill = (v: unknown): unknown => {
    if (typeof v === "string") return v.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(value) as T;
}
