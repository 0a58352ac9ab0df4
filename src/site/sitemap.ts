/** sitemap.xml and robots.txt, from the same content the pages are prerendered from. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../generated/content-types.ts";
import type { SitePage } from "../content/load-site.ts";
import { pageUrl } from "./urls.ts";

export interface SitemapContent {
  site: SiteConfig;
  pages: SitePage[];
}

/** The canonical address of every page search engines may list (not the 404 or thank-you pages), sorted. */
export function sitemapUrls({ site, pages }: SitemapContent): string[] {
  return pages
    .filter(({ doc }) => doc.status !== 404 && doc.indexable !== false)
    .map(({ doc }) => pageUrl(site, doc))
    .sort();
}

export function sitemapXml(urls: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${url}</loc></url>`).join("\n")}
</urlset>
`;
}

/** Writes sitemap.xml and robots.txt into dir; returns the URLs listed. */
export function writeSitemap(content: SitemapContent, dir: string): string[] {
  const urls = sitemapUrls(content);
  writeFileSync(path.join(dir, "sitemap.xml"), sitemapXml(urls));
  writeFileSync(path.join(dir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${content.site.origin}/sitemap.xml\n`);
  return urls;
}
