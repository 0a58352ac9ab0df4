/** The picture a page opens with, from its first block's definition: the head's preload hint asks for it. */
import type { PageDocument } from "../generated/content-types.ts";
import { definitionOf } from "./registry.ts";
import type { OpeningPicture } from "./define-block.ts";

export function pageOpeningPicture(page: Pick<PageDocument, "blocks">): OpeningPicture | undefined {
  const first = page.blocks[0];
  if (!first) return undefined;
  // Each definition pairs its type with its own block shape; indexing by a union loses that pairing.
  const opening = definitionOf(first.type).openingPicture as ((block: typeof first) => OpeningPicture | undefined) | undefined;
  return opening?.(first);
}
