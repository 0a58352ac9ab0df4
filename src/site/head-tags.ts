/** The head of each page: title, description, canonical, Open Graph and structured data. */
import type { MetaDescriptor } from "react-router";
import { pageStructuredData } from "../blocks/structured-data.ts";
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";

export function canonicalUrl(site: SiteConfig, path: string): string {
  return site.origin + (path === "/" ? "/" : path);
}

/** The business, on every page: who the broker is and how to reach them. */
export function businessJsonLd(site: SiteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    "@id": `${site.origin}/#business`,
    name: site.brand,
    description: site.tagline,
    url: `${site.origin}/`,
    telephone: site.phone.display,
    email: site.email,
    areaServed: site.areaServed.map((name) => ({ "@type": "Place", name })),
  };
}

export function pageMeta(site: SiteConfig, page: PageDocument): MetaDescriptor[] {
  const url = canonicalUrl(site, page.path);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:locale", content: "en_AU" },
    { "script:ld+json": businessJsonLd(site) },
    ...pageStructuredData(page, site).map((jsonLd) => ({ "script:ld+json": jsonLd })),
  ];
  if (page.status === 404) return [...tags, { name: "robots", content: "noindex" }];
  tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.indexable === false) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
