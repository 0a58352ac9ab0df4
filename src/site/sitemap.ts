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

/**
 * robots.txt: crawl everything and read the sitemap, or, for a demo build (sample values still in
 * site.json), crawl nothing, so the samples never reach search results.
 */
export function robotsTxt(origin: string, { demo = false }: { demo?: boolean } = {}): string {
  return demo ? "User-agent: *\nDisallow: /\n" : `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** Whether a build's robots.txt is a demo build's: what the back office tells staff about the site being served. */
export function isDemoRobotsTxt(text: string): boolean {
  return text === robotsTxt("", { demo: true });
}

/** Writes sitemap.xml and robots.txt into dir; returns the URLs listed. */
export function writeSitemap(content: SitemapContent, dir: string, options: { demo?: boolean } = {}): string[] {
  const urls = sitemapUrls(content);
  writeFileSync(path.join(dir, "sitemap.xml"), sitemapXml(urls));
  writeFileSync(path.join(dir, "robots.txt"), robotsTxt(content.site.origin, options));
  return urls;
}
