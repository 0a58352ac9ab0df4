/**
 * What the editor offers to create for this site: the block types its site.json lists
 * (`editorBlocks`; every type when it lists none), and new suburb reports only where the site declares
 * a collection under the kernel's suburb rules (collections/<name>/collection.json).
 */
import { declaredFolders } from "../../content/collections.ts";
import type { EditorOffer } from "../api-types.ts";

export function editorOffer(root: string, site: { editorBlocks?: readonly string[] }, blockTypes: readonly string[]): EditorOffer {
  const known = new Set(blockTypes);
  return {
    blocks: site.editorBlocks ? site.editorBlocks.filter((type) => known.has(type)) : [...blockTypes],
    suburbReports: declaredFolders(root).some((folder) => folder.rules.includes("suburb-reports")),
  };
}
