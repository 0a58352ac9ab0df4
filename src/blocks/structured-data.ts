/** Structured data that a page's blocks imply, from each block's definition. */
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";
import { blockDefinitions } from "../generated/block-registry.ts";
import type { BlockDefinition, BlockType, JsonLd } from "./define-block.ts";

export function pageStructuredData(page: PageDocument, site: SiteConfig): JsonLd[] {
  return page.blocks.flatMap((block) => {
    // Each definition pairs its type with its own block shape; indexing by a union loses that pairing.
    const make = (blockDefinitions[block.type] as BlockDefinition<BlockType>).structuredData as
      ((b: typeof block, p: PageDocument, s: SiteConfig) => JsonLd) | undefined;
    return make ? [make(block, page, site)] : [];
  });
}
