/**
 * What the editor offers to create for this site: the block types its site.json lists
 * (`editorBlocks`; every type when it lists none), and new suburb reports only where the site declares
 * a collection under the kernel's suburb rules (collections/<name>/collection.json). A site's own block
 * types (src/content/site-blocks.ts) have no precompiled form validator in the editor's bundle yet, so
 * it names them without offering them.
 */
import { declaredFolders } from "../../content/collections.ts";
import { siteBlockFolders } from "../../content/site-blocks.ts";
import type { EditorOffer } from "../api-types.ts";

export function editorOffer(root: string, site: { editorBlocks?: readonly string[] }, blockTypes: readonly string[]): EditorOffer {
  const known = new Set(blockTypes);
  return {
    blocks: site.editorBlocks ? site.editorBlocks.filter((type) => known.has(type)) : [...blockTypes],
    suburbReports: declaredFolders(root).some((folder) => folder.rules.includes("suburb-reports")),
    ownBlocks: siteBlockFolders(root),
  };
}
