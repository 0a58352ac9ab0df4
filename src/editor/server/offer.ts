/**
 * What the editor offers to create for this site: the block types its site.json lists
 * (`editorBlocks`; every type when it lists none), and a new entry of each collection the site
 * declares (collections/<name>/collection.json) whose entries the editor draws a form for, worded
 * from the declaration. `blockTypes` are the types the editor has a form for: the kernel's and the
 * site's own (its blocks/ folder, src/content/site-blocks.ts) whose schema holds; `ownBlocks` names
 * every folder of the site's, so a page's block of a refused one is shown as the site's, not as a mistake.
 */
import { declaredFolders } from "../../content/collections.ts";
import { siteBlockFolders } from "../../content/site-blocks.ts";
import type { EditorOffer } from "../api-types.ts";
import { schemaKind } from "./schemas.ts";

export function editorOffer(root: string, site: { editorBlocks?: readonly string[] }, blockTypes: readonly string[]): EditorOffer {
  const known = new Set(blockTypes);
  return {
    blocks: site.editorBlocks ? site.editorBlocks.filter((type) => known.has(type)) : [...blockTypes],
    // The editor opens an entry by where its file is (schemaKind): a collection elsewhere has no form yet.
    collections: declaredFolders(root)
      .filter((folder) => schemaKind(`${folder.dir}/entry.json`) === "suburb")
      .map(({ name, dir, label, labelPlural, shortLabel, namePrompt, relatedEntry }) => ({
        name,
        dir,
        label,
        labelPlural,
        shortLabel,
        namePrompt,
        ...(relatedEntry && { related: relatedEntry }),
      })),
    ownBlocks: siteBlockFolders(root),
  };
}
