/**
 * Brand facts live only in site.json; page text (and site.json's own text) refers to them as
 * {phone}, {email} or {brand} so that a rebrand is one edit.
 */
import type { SiteConfig } from "../generated/content-types.ts";

export const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;
export const PLACEHOLDER_NAMES = ["phone", "email", "brand"] as const;

export function placeholderValues(site: SiteConfig): Record<string, string> {
  return { phone: site.phone.display, email: site.email, brand: site.brand };
}

/** A deep copy of value with every known placeholder in its strings replaced by site's facts. */
export function fillPlaceholders<T>(value: T, site: SiteConfig): T {
  const values = placeholderValues(site);
  const fill = (v: unknown): unknown => {
    if (typeof v === "string") return v.includes("{") ? v.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole) : v;
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(value) as T;
}
