/**
 * What the editor offers to create for this site: the block types its site.json lists
 * (`editorBlocks`; every type when it lists none), and new suburb reports only where the site keeps
 * suburb reports (a pages.config/suburbs/ folder).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { SUBURBS_DIR } from "../../content/content-files.ts";
import type { EditorOffer } from "../api-types.ts";

export function editorOffer(root: string, site: { editorBlocks?: readonly string[] }, blockTypes: readonly string[]): EditorOffer {
  const known = new Set(blockTypes);
  return {
    blocks: site.editorBlocks ? site.editorBlocks.filter((type) => known.has(type)) : [...blockTypes],
    suburbReports: existsSync(path.join(root, SUBURBS_DIR)),
  };
}
