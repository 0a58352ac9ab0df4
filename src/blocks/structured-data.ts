/** Structured data that a page's blocks imply, from each block's definition. */
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";
import { definitionOf } from "./registry.ts";
import type { JsonLd } from "./define-block.ts";

export function pageStructuredData(page: PageDocument, site: SiteConfig): JsonLd[] {
  return page.blocks.flatMap((block) => {
    // Each definition pairs its type with its own block shape; indexing by a union loses that pairing.
    const make = definitionOf(block.type).structuredData as ((b: typeof block, p: PageDocument, s: SiteConfig) => JsonLd) | undefined;
    return make ? [make(block, page, site)] : [];
  });
}
