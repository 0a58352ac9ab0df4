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
