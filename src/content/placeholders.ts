/**
 * Brand facts live only in site.json; page text (and site.json's own text) refers to them as {phone}, {email}, {brand}, the
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

/**
 * value with every known placeholder in its strings replaced by site's facts. Parts without a
 * placeholder are shared, not copied: a thousand suburb pages are mostly placeholder-free text.
 */
export function fillPlaceholders<T>(value: T, site: SiteConfig): T {
  const values = placeholderValues(site);
  const fill = (v: unknown): unknown => {
    if (typeof v === "string") return v.includes("{") ? v.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole) : v;
    if (Array.isArray(v)) {
      const filled = v.map(fill);
      return filled.some((item, i) => item !== v[i]) ? filled : v;
    }
    if (v && typeof v === "object") {
      const entries = Object.entries(v);
      const filled = entries.map(([k, x]) => [k, fill(x)] as const);
      return filled.some(([, x], i) => x !== entries[i]?.[1]) ? Object.fromEntries(filled) : v;
    }
    return v;
  };
  return fill(value) as T;
}
