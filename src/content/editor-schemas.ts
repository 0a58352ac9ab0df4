/**
 * The JSON Schemas the editor builds its forms from, with every $ref resolved, so react-jsonschema-form
 * (which follows only references inside one document) sees each field's rules and descriptions.
 * The files in schemas/ stay the one source of truth; this is a read-only view of them. Here, below
 * the editor, because `npm run gen` precompiles the editor forms' validators from the same schemas.
 */
import path from "node:path";
import { blockTypes, factNames, readSchema } from "./schema-files.ts";
import type { Problem } from "./problems.ts";
import { SITE_BLOCKS_DIR, siteBlockSchemas, usableSiteBlocks } from "./site-blocks.ts";
import { collectionSchemas } from "./collection-schemas.ts";
import { siteFactSchemas } from "./site-facts.ts";

export type JsonSchema = Record<string, unknown>;

export interface EditorSchemas {
  /** Each collection's entry form by the collection's name: the site's own schema (collections/<name>/); none for a site without collections. */
  entries: Record<string, JsonSchema>;
  page: JsonSchema;
  site: JsonSchema;
  /** Each block type's schema, in the order of the files in schemas/blocks/. */
  blocks: Record<string, JsonSchema>;
  /** Each fact's schema by its file stem (pages.config/facts/<name>.json). */
  facts: Record<string, JsonSchema>;
}

/** Keywords that only make sense at a schema file's root; ajv refuses some of them deeper down. */
const ROOT_ONLY = new Set(["$schema", "$id", "$comment"]);

/** Removes root-only keywords below the root; names inside "properties" are fields, not keywords. */
function withoutRootKeywords(value: unknown, atRoot = true, inProperties = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutRootKeywords(item, false));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => inProperties || (atRoot ? key !== "$comment" : !ROOT_ONLY.has(key)))
      .map(([key, item]) => [key, withoutRootKeywords(item, false, !inProperties && key === "properties")]),
  );
}

async function resolved(file: string, dir: string, text?: string): Promise<JsonSchema> {
  // Loaded when first needed: the server, which imports this module, starts without it (20 ms a start).
  const { default: $RefParser } = await import("@apidevtools/json-schema-ref-parser");
  const source = text === undefined ? readSchema(file, dir) : (JSON.parse(text) as JsonSchema);
  const schema = await $RefParser.dereference(path.join(dir, file), source, { dereference: { circular: false } });
  // A fresh tree: dereferencing shares objects between references, and stripping must not touch the cache.
  return withoutRootKeywords(JSON.parse(JSON.stringify(schema))) as JsonSchema;
}

/** The editor's schemas as the files in `dir` give them; `npm run gen` precompiles their validators from the same. */
export async function editorSchemasIn(dir: string): Promise<EditorSchemas> {
  const types = blockTypes(dir);
  const names = factNames(dir);
  const [page, site, ...rest] = await Promise.all([
    resolved("page.schema.json", dir),
    resolved("site.schema.json", dir),
    ...types.map((type) => resolved(`blocks/${type}.schema.json`, dir)),
    ...names.map((name) => resolved(`facts/${name}.schema.json`, dir)),
  ]);
  return {
    page: page!,
    site: site!,
    entries: {},
    blocks: Object.fromEntries(types.map((type, i) => [type, rest[i]!])),
    facts: Object.fromEntries(names.map((name, i) => [name, rest[types.length + i]!])),
  };
}

/**
 * A site's own block types' schemas (its blocks/<type>/<type>.schema.json, src/content/site-blocks.ts)
 * as the editor's forms take them, resolved as the kernel's are and filed beside them, so their
 * "../common/…" references resolve; by type, sorted. A folder the pipeline refuses (no definition, a
 * schema ajv cannot use) is left out: its problem is reported where the site is checked, and the
 * editor draws no form from a schema that does not hold.
 */
export async function siteBlockEditorSchemas(root: string, dir: string): Promise<Record<string, JsonSchema>> {
  const refused: Problem[] = [];
  const found = siteBlockSchemas(root, blockTypes(dir), refused);
  const usable = usableSiteBlocks(dir, found, refused).filter(({ type }) => !refused.some(({ file }) => file.startsWith(`${SITE_BLOCKS_DIR}/${type}/`)));
  const schemas = await Promise.all(usable.map(({ type, text }) => resolved(`blocks/${type}.schema.json`, dir, text)));
  return Object.fromEntries(usable.map(({ type }, i) => [type, schemas[i]!]));
}

/**
 * The entry form of each of the site's collections, by collection name, from its own schema
 * (src/content/collection-schemas.ts), resolved as the kernel's are and filed among them under its
 * file's name; {} for a site without collections.
 */
export async function collectionEditorSchemas(root: string, dir: string): Promise<Record<string, JsonSchema>> {
  const found = collectionSchemas(root, dir);
  const schemas = await Promise.all(found.map(({ id, text }) => resolved(id, dir, text)));
  return Object.fromEntries(found.map(({ collection }, i) => [collection, schemas[i]!]));
}

/**
 * A site's own facts' forms (its facts/<name>.schema.json, src/content/site-facts.ts), resolved as
 * the kernel's are and filed among them, so their "../common/…" references resolve; by name.
 */
export async function siteFactEditorSchemas(root: string, dir: string): Promise<Record<string, JsonSchema>> {
  const own = siteFactSchemas(root, dir);
  const schemas = await Promise.all(own.map(({ id, text }) => resolved(id, dir, text)));
  return Object.fromEntries(own.map(({ name }, i) => [name, schemas[i]!]));
}
