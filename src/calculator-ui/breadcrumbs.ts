/**
 * Structured data for a calculator page. Google documents no rich result for a calculator (its
 * Software App type needs ratings or reviews and a price, which these pages do not have), but it
 * does document breadcrumbs, which fit: Home › Calculators › this calculator.
 */
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";
import type { JsonLd } from "../blocks/define-block.ts";
import { canonicalUrl, pageUrl } from "../site/urls.ts";

export const CALCULATORS_PATH = "/calculators";

/** The page's name in the trail is its title without the brand: "Home Loan Repayments Calculator". */
export function calculatorBreadcrumbs(_block: unknown, page: PageDocument, site: SiteConfig): JsonLd {
  const name = page.title.split(" | ")[0] ?? page.title;
  const trail = [
    { name: "Home", item: canonicalUrl(site, "/") },
    { name: "Calculators", item: canonicalUrl(site, CALCULATORS_PATH) },
    { name, item: pageUrl(site, page) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, ...crumb })),
  };
}
