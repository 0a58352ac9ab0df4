/**
 * What the editor offers to create for this site: the block types its site.json lists
 * (`editorBlocks`; every type when it lists none), and a new entry of each collection the site
 * declares (collections/<name>/collection.json), worded from the declaration. `blockTypes` are the types the editor has a form for: the kernel's and the
 * site's own (its blocks/ folder, src/content/site-blocks.ts) whose schema holds; `ownBlocks` names
 * every folder of the site's, so a page's block of a refused one is shown as the site's, not as a mistake. A form block offers the forms the site lists, its own with
 * the kernel's; its settings' list of forms offers every form it may list.
 */
import path from "node:path";
import { declaredFolders } from "../../content/collections.ts";
import { SITE_FORMS_DIR } from "../../content/site-forms.ts";
import { listFiles } from "../../content/files.ts";
import { FORM_NAMES } from "../../generated/forms.ts";
import { siteBlockFolders } from "../../content/site-blocks.ts";
import type { EditorOffer } from "../api-types.ts";

export function editorOffer(root: string, site: { editorBlocks?: readonly string[]; forms?: readonly string[] }, blockTypes: readonly string[]): EditorOffer {
  const known = new Set(blockTypes);
  // The site's own forms, by their schemas' names (src/content/site-forms.ts checks the files).
  const ownForms = listFiles(path.join(root, SITE_FORMS_DIR), (file) => !file.includes("/") && file.endsWith(".schema.json")).map((file) =>
    file.replace(/\.schema\.json$/, ""),
  );
  return {
    blocks: site.editorBlocks ? site.editorBlocks.filter((type) => known.has(type)) : [...blockTypes],
    collections: declaredFolders(root).map(({ name, dir, label, labelPlural, shortLabel, namePrompt, titleField, relatedEntry }) => ({
      name,
      dir,
      label,
      labelPlural,
      shortLabel,
      namePrompt,
      titleField,
      ...(relatedEntry && { related: relatedEntry }),
    })),
    ownBlocks: siteBlockFolders(root),
    forms: [...(site.forms ?? [])],
    formNames: [...FORM_NAMES, ...ownForms.filter((form) => !(FORM_NAMES as readonly string[]).includes(form))],
  };
}
