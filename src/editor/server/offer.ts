/**
 * What the editor offers to create for this site: the block types its site.json lists
 * (`editorBlocks`; every type when it lists none), and new suburb reports only where the site keeps
 * suburb reports (a pages.config/suburbs/ folder). A site's own block types (src/content/site-blocks.ts)
 * have no precompiled form validator in the editor's bundle yet, so it names them without offering them.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { SUBURBS_DIR } from "../../content/content-files.ts";
import { siteBlockFolders } from "../../content/site-blocks.ts";
import type { EditorOffer } from "../api-types.ts";

export function editorOffer(root: string, site: { editorBlocks?: readonly string[] }, blockTypes: readonly string[]): EditorOffer {
  const known = new Set(blockTypes);
  return {
    blocks: site.editorBlocks ? site.editorBlocks.filter((type) => known.has(type)) : [...blockTypes],
    suburbReports: existsSync(path.join(root, SUBURBS_DIR)),
    ownBlocks: siteBlockFolders(root),
  };
}
