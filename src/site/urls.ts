/** Addresses of pages on the site: a leaf module, so anything may import it without a cycle. */
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";

export function canonicalUrl(site: SiteConfig, path: string): string {
  return site.origin + (path === "/" ? "/" : path);
}

/** The page's canonical address; suburb reports (trailingSlash) end in a slash. */
export function pageUrl(site: SiteConfig, page: Pick<PageDocument, "path" | "trailingSlash">): string {
  const url = canonicalUrl(site, page.path);
  return page.trailingSlash && !url.endsWith("/") ? `${url}/` : url;
}
