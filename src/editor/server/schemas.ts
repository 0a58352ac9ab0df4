/** The editor's schemas (see src/content/editor-schemas.ts), resolved once per process. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { schemasDir } from "../../content/schema-files.ts";
import {
  collectionEditorSchema,
  editorSchemasIn,
  siteBlockEditorSchemas,
  siteFactEditorSchemas,
  type EditorSchemas,
  type JsonSchema,
} from "../../content/editor-schemas.ts";
import { siteFactSchemas } from "../../content/site-facts.ts";
import { collectionSchemas } from "../../content/collection-schemas.ts";
import { SITE_BLOCKS_DIR, siteBlockFolders } from "../../content/site-blocks.ts";

export type { EditorSchemas, JsonSchema } from "../../content/editor-schemas.ts";

let cache: Promise<EditorSchemas> | undefined;

/** The kernel's schemas: the same for every site. */
export function editorSchemas(): Promise<EditorSchemas> {
  cache ??= editorSchemasIn(schemasDir);
  return cache;
}

const siteCache = new Map<string, Promise<{ blocks: Record<string, JsonSchema>; facts: Record<string, JsonSchema>; suburb?: JsonSchema }>>();

/** What the site's block and collection schemas say now, to tell an edited one: `npm run edit` runs while a developer changes them. */
function siteBlocksKey(root: string): string {
  return JSON.stringify([
    ...siteBlockFolders(root).map((type) => {
      try {
        return [type, readFileSync(path.join(root, SITE_BLOCKS_DIR, type, `${type}.schema.json`), "utf8")];
      } catch {
        return [type];
      }
    }),
    ...collectionSchemas(root, schemasDir).map(({ file, text }) => [file, text]),
    ...siteFactSchemas(root, schemasDir).map(({ file, text }) => [file, text]),
  ]);
}

/**
 * The schemas the editor of the site at `root` draws its forms from: the kernel's, with the site's
 * own block types (its blocks/ folder) after the kernel's in `blocks`, its own facts (its facts/
 * folder) after the kernel's in `facts`, and its collection's entry form.
 */
export async function siteEditorSchemas(root: string): Promise<EditorSchemas> {
  const key = `${root}\0${siteBlocksKey(root)}`;
  let own = siteCache.get(key);
  if (!own) {
    own = Promise.all([siteBlockEditorSchemas(root, schemasDir), siteFactEditorSchemas(root, schemasDir), collectionEditorSchema(root, schemasDir)]).then(
      ([blocks, facts, suburb]) => ({ blocks, facts, ...(suburb && { suburb }) }),
    );
    siteCache.set(key, own);
    own.catch(() => siteCache.delete(key));
  }
  const [kernel, { blocks, facts, suburb }] = await Promise.all([editorSchemas(), own]);
  return { ...kernel, ...(suburb && { suburb }), blocks: { ...kernel.blocks, ...blocks }, facts: { ...kernel.facts, ...facts } };
}

/** Which schema a content file follows, from where it lives. */
export function schemaKind(file: string): "site" | "page" | "suburb" | "fact" | undefined {
  if (file === "pages.config/site.json") return "site";
  if (/^pages\.config\/facts\/[^/]+\.json$/.test(file)) return "fact";
  if (/^pages\.config\/pages\/.+\.json$/.test(file)) return "page";
  if (/^pages\.config\/suburbs\/[^/]+\.json$/.test(file)) return "suburb";
  return undefined;
}
