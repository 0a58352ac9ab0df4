/** The head of each page: title, description, canonical, Open Graph and structured data. */
import type { MetaDescriptor } from "react-router";
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";
import { imageVariants, MIME_TYPES, srcSet, type MeasuredImage } from "../lib/image-variants.ts";
import { ogImagePath, pageUrl } from "./urls.ts";
import { OG_HEIGHT, OG_WIDTH } from "./og-size.ts";

/** A business that names no kind of its own is a plain local business (schemas/site.schema.json, structuredData). */
const DEFAULT_TYPE = "LocalBusiness";
const DEFAULT_COUNTRY = "AU";

/** The business, on every page: who it is and how to reach it, as the site's structuredData types it. */
export function businessJsonLd(site: SiteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": site.structuredData?.type ?? DEFAULT_TYPE,
    "@id": `${site.origin}/#business`,
    name: site.brand,
    description: site.tagline,
    url: `${site.origin}/`,
    telephone: site.phone.display,
    email: site.email,
    areaServed: site.areaServed.map((name) => ({ "@type": "Place", name })),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.office.streetAddress,
      addressLocality: site.office.locality,
      addressRegion: site.office.region,
      postalCode: site.office.postcode,
      addressCountry: site.structuredData?.country ?? DEFAULT_COUNTRY,
    },
    openingHoursSpecification: site.office.hours.map(({ days, opens, closes }) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes })),
  };
}

/** The business as it serves one place (the area a page is about, such as an entry's), tied to the business above. */
export function localBusinessJsonLd(site: SiteConfig, page: PageDocument) {
  if (!page.localBusiness) return undefined;
  const { name, description, areaServed } = page.localBusiness;
  return {
    "@context": "https://schema.org",
    "@type": site.structuredData?.type ?? DEFAULT_TYPE,
    "@id": `${pageUrl(site, page)}#business`,
    name,
    description,
    url: pageUrl(site, page),
    telephone: site.phone.display,
    email: site.email,
    areaServed: { "@type": "Place", name: areaServed },
    parentOrganization: { "@id": `${site.origin}/#business` },
  };
}

/** What a demo build (sample values still in site.json) tells search engines on every page. */
export const DEMO_ROBOTS = "noindex, nofollow";

export interface MetaOptions {
  /** A demo build: no page may be indexed, nor its links followed (see src/site/build-mode.server.ts). */
  demo?: boolean;
  /** What the page's blocks say to search engines (a calculator's breadcrumbs, an FAQ's questions), made by the renderer above this module. */
  blockJsonLd?: readonly object[];
  /** The image that is the largest thing on the first screen, shown with <Picture priority>: fetched before the page is read. */
  largestImage?: MeasuredImage;
  /** How wide the page shows it, as its <Picture>'s `sizes` says, so the hint fetches the copy the page picks. */
  largestImageSizes?: string;
}

/**
 * Asks for the first screen's largest image while the page is still being read, in the copy the
 * page's <Picture> will choose (AVIF: a browser that cannot show it skips the hint, and its
 * <picture> then fetches the WebP as usual).
 */
export function imagePreload(image: MeasuredImage, sizes = `${image.measure.displayWidth}px`): MetaDescriptor {
  const avif = imageVariants(image.src, image.measure).filter((v) => v.format === "avif");
  return { tagName: "link", rel: "preload", as: "image", type: MIME_TYPES.avif, imageSrcSet: srcSet(avif), imageSizes: sizes, fetchPriority: "high" };
}

export function pageMeta(
  site: SiteConfig,
  page: PageDocument,
  { demo = false, blockJsonLd = [], largestImage, largestImageSizes }: MetaOptions = {},
): MetaDescriptor[] {
  const url = pageUrl(site, page);
  const local = localBusinessJsonLd(site, page);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:locale", content: site.locale.replace("-", "_") },
    { property: "og:image", content: site.origin + ogImagePath(page) },
    { property: "og:image:width", content: String(OG_WIDTH) },
    { property: "og:image:height", content: String(OG_HEIGHT) },
    { property: "og:image:alt", content: page.title },
    { name: "twitter:card", content: "summary_large_image" },
    { "script:ld+json": businessJsonLd(site) },
    ...(local ? [{ "script:ld+json": local }] : []),
    ...blockJsonLd.map((jsonLd) => ({ "script:ld+json": jsonLd })),
  ];
  // One robots tag: a demo build's is the stricter of the two.
  const robots = demo ? DEMO_ROBOTS : page.status === 404 || page.indexable === false ? "noindex" : undefined;
  if (page.status !== 404) {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  }
  if (robots) tags.push({ name: "robots", content: robots });
  if (largestImage) tags.push(imagePreload(largestImage, largestImageSizes));
  return tags;
}
