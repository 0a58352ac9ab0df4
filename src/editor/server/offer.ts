/**
 * What the editor offers to create for this site: the block types its site.json lists
 * (`editorBlocks`; every type when it lists none), and new suburb reports only where the site declares
 * a collection under the kernel's suburb rules (collections/<name>/collection.json). `blockTypes` are
 * the types the editor has a form for: the kernel's and the site's own (its blocks/ folder,
 * src/content/site-blocks.ts) whose schema holds; `ownBlocks` names every folder of the site's, so a
 * page's block of a refused one is shown as the site's, not as a mistake.
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
