/**
 * Structured data that a block implies, published in the page head as JSON-LD. Blocks that say
 * nothing to search engines are simply absent from this map.
 */
import type { Block, PageDocument, SiteConfig } from "../generated/content-types.ts";
import { canonicalUrl } from "../site/head-tags.ts";

type JsonLd = Record<string, unknown>;
type BlockJsonLd = { [Type in Block["type"]]?: (block: Extract<Block, { type: Type }>, page: PageDocument, site: SiteConfig) => JsonLd };

export const blockStructuredData: BlockJsonLd = {
  "article-header": (block, page, site) => {
    const url = canonicalUrl(site, page.path);
    return {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: block.heading,
      description: page.description,
      datePublished: block.datePublished,
      dateModified: block.dateModified ?? block.datePublished,
      author: { "@type": block.author.kind ?? "Organization", name: block.author.name },
      publisher: { "@type": "Organization", "@id": `${site.origin}/#business`, name: site.brand, url: `${site.origin}/` },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
      inLanguage: "en-AU",
    };
  },
  faq: (block) => ({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: block.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  }),
};

export function pageStructuredData(page: PageDocument, site: SiteConfig): JsonLd[] {
  return page.blocks.flatMap((block) => {
    // The map pairs each type with its own block shape; indexing by a union loses that pairing.
    const make = blockStructuredData[block.type] as ((b: Block, p: PageDocument, s: SiteConfig) => JsonLd) | undefined;
    return make ? [make(block, page, site)] : [];
  });
}
