/** Addresses of pages on the site: a leaf module, so anything may import it without a cycle. */
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";

export function canonicalUrl(site: SiteConfig, path: string): string {
  return site.origin + (path === "/" ? "/" : path);
}

/** The page's canonical address; a page with trailingSlash (a collection may declare it) ends in a slash. */
export function pageUrl(site: SiteConfig, page: Pick<PageDocument, "path" | "trailingSlash">): string {
  const url = canonicalUrl(site, page.path);
  return page.trailingSlash && !url.endsWith("/") ? `${url}/` : url;
}

/** Where the build writes the page's social sharing card (scripts/postbuild.ts), from the site root. */
export function ogImagePath(page: Pick<PageDocument, "path">): string {
  return `/og/${page.path === "/" ? "home" : page.path.slice(1).replaceAll("/", "-")}.png`;
}
