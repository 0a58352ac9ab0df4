/**
 * What the editor offers to create for this site: the block types its site.json lists
 * (`editorBlocks`; every type when it lists none), and new suburb reports only where the site declares
 * a collection under the kernel's suburb rules (collections/<name>/collection.json). A site's own block
 * types (src/content/site-blocks.ts) have no precompiled form validator in the editor's bundle yet, so
 * it names them without offering them. A form block offers the forms the site lists, its own with
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
    suburbReports: declaredFolders(root).some((folder) => folder.rules.includes("suburb-reports")),
    ownBlocks: siteBlockFolders(root),
    forms: [...(site.forms ?? [])],
    formNames: [...FORM_NAMES, ...ownForms.filter((form) => !(FORM_NAMES as readonly string[]).includes(form))],
  };
}
