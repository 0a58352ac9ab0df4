/** The editor's schemas (see src/content/editor-schemas.ts), resolved once per process. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { schemasDir } from "../../content/schema-files.ts";
import {
  collectionEditorSchemas,
  editorSchemasIn,
  siteBlockEditorSchemas,
  siteFactEditorSchemas,
  type EditorSchemas,
  type JsonSchema,
} from "../../content/editor-schemas.ts";
import { siteFactSchemas } from "../../content/site-facts.ts";
import { collectionSchemas } from "../../content/collection-schemas.ts";
import { declaredFolders } from "../../content/collections.ts";
import { FACTS_DIR, PAGES_DIR, SITE_FILE } from "../../content/content-files.ts";
import { SITE_BLOCKS_DIR, siteBlockFolders } from "../../content/site-blocks.ts";
import type { ContentKind } from "../api-types.ts";

export type { EditorSchemas, JsonSchema } from "../../content/editor-schemas.ts";

let cache: Promise<EditorSchemas> | undefined;

/** The kernel's schemas: the same for every site. */
export function editorSchemas(): Promise<EditorSchemas> {
  cache ??= editorSchemasIn(schemasDir);
  return cache;
}

const siteCache = new Map<string, Promise<Pick<EditorSchemas, "blocks" | "entries" | "facts">>>();

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
 * folder) after the kernel's in `facts`, and each of its collections' entry forms in `entries`.
 */
export async function siteEditorSchemas(root: string): Promise<EditorSchemas> {
  const key = `${root}\0${siteBlocksKey(root)}`;
  let own = siteCache.get(key);
  if (!own) {
    own = Promise.all([siteBlockEditorSchemas(root, schemasDir), siteFactEditorSchemas(root, schemasDir), collectionEditorSchemas(root, schemasDir)]).then(
      ([blocks, facts, entries]) => ({ blocks, facts, entries }),
    );
    siteCache.set(key, own);
    own.catch(() => siteCache.delete(key));
  }
  const [kernel, { blocks, facts, entries }] = await Promise.all([editorSchemas(), own]);
  return { ...kernel, entries, blocks: { ...kernel.blocks, ...blocks }, facts: { ...kernel.facts, ...facts } };
}

/** The site's declared collections by where their entries live (pages.config/<folder>), to tell an entry's file from others. */
export type EntryFolders = readonly { name: string; dir: string }[];

/** Which schema a content file follows, from where it lives: an entry by the folder its collection declares. */
export function contentKind(file: string, folders: EntryFolders): ContentKind | undefined {
  if (file === SITE_FILE) return { kind: "site" };
  const [dir, rest] = [file.slice(0, file.lastIndexOf("/")), file.slice(file.lastIndexOf("/") + 1)];
  if (!rest.endsWith(".json")) return undefined;
  if (dir === FACTS_DIR) return { kind: "fact" };
  if (dir === PAGES_DIR || dir.startsWith(`${PAGES_DIR}/`)) return { kind: "page" };
  const collection = folders.find((folder) => folder.dir === dir);
  return collection && { kind: "entry", collection: collection.name };
}

/** `contentKind` over the collections the site at `root` declares now, read once for the files asked about. */
export function contentKinds(root: string): (file: string) => ContentKind | undefined {
  const folders = declaredFolders(root);
  return (file) => contentKind(file, folders);
}

/** The editor's form of a content file: its schema among `schemas` (an entry's by its collection), if it has one. */
export function schemaOf(schemas: EditorSchemas, file: string, kind: ContentKind | undefined): JsonSchema | undefined {
  if (kind?.kind === "fact") return schemas.facts[path.posix.basename(file, ".json")];
  if (kind?.kind === "entry") return schemas.entries[kind.collection ?? ""];
  return kind && schemas[kind.kind];
}
