import { defineBlock } from "../define-block.ts";
import { ArticleHeader } from "./ArticleHeader.tsx";
import { canonicalUrl } from "../../site/urls.ts";

export default defineBlock({
  type: "article-header",
  label: "Article header",
  component: ArticleHeader,
  interactive: false,
  structuredData: (block, page, site) => {
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
      inLanguage: site.locale,
    };
  },
});
