import type { SiteConfig } from "../generated/content-types.ts";

/** The site origin, which SITE_ORIGIN may override at build time (e.g. for a staging host). */
export function siteOrigin(site: SiteConfig): string {
  return (process.env.SITE_ORIGIN ?? site.origin).replace(/\/+$/, "");
}
