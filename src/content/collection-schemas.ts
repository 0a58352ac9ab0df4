/**
 * A collection's entry schema lives in its own folder (collections/<name>/<schema>, the file its
 * collection.json names), not among the kernel's: the pipeline files it among the kernel's schemas
 * under that name, as it files a site block's beside the kernel's blocks (site-blocks.ts), and an
 * entry is checked against it like any content file. Its references to the kernel's schemas are
 * written as paths from its own folder ("../../../../schemas/common/icon.schema.json"), which VS
 * Code follows from an entry's "$schema"; filed, they are read as from the kernel's schemas folder
 * ("common/icon.schema.json", KERNEL_REF). Read before the declarations are checked, because the checker that
 * checks them is compiled with it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { schemaFiles } from "./schema-files.ts";

/** Where a site declares its collections, relative to its folder. */
export const COLLECTIONS_DIR = "collections";

export interface CollectionSchema {
  /** The collection's folder name. */
  collection: string;
  /** The name the pipeline files it under among the kernel's schemas: its file name, as collection.json names it. */
  id: string;
  /** Relative to the site's folder: collections/<name>/<id>. */
  file: string;
  /** The schema as the pipeline files it: its references to the kernel's schemas made relative to the kernel's folder. */
  text: string;
}

/**
 * A reference into the kernel's schemas as the site's folder writes it, for VS Code, from a site kept
 * under sites/ like DEFAULT_SITE (as an entry's own "$schema" is, site-folder.ts): "../" to the
 * project, then "schemas/<file>". Read by that shape, not by where the folder is, so a copy of the
 * site anywhere (a test's, a site kept outside the kernel) reads the same.
 */
const KERNEL_REF = /^(?:\.\.\/)+schemas\/(.+)$/;

/**
 * The schema with each reference to the kernel's schemas written from the kernel's folder, as the
 * kernel's own are; `from`: the folder it is filed in among them ("../" for one filed in facts/).
 */
export function filedText(text: string, from = ""): string {
  const refiled = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(refiled);
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === "$ref" && typeof item === "string" ? item.replace(KERNEL_REF, `${from}$1`) : refiled(item)]),
    );
  };
  try {
    return JSON.stringify(refiled(JSON.parse(text)), null, 2);
  } catch {
    return text;
  }
}

const SCHEMA_NAME = /^[a-z0-9-]+\.schema\.json$/;

/** The schema file a declaration names, read without checking the declaration (loadSite checks it). */
function declaredSchema(declaration: string): string | undefined {
  try {
    const schema = (JSON.parse(declaration) as { schema?: unknown }).schema;
    return typeof schema === "string" && SCHEMA_NAME.test(schema) ? schema : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Each collection's entry schema that its folder holds, by collection name; one that shares a name
 * with a kernel schema is left out (readCollections reports it: the kernel's would be shadowed).
 */
export function collectionSchemas(root: string, kernelSchemasDir: string): CollectionSchema[] {
  const dir = path.join(root, COLLECTIONS_DIR);
  if (!existsSync(dir)) return [];
  const kernel = new Set(schemaFiles(kernelSchemasDir));
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "collection.json")))
    .map((entry) => entry.name)
    .sort()
    .flatMap((collection) => {
      const id = declaredSchema(readFileSync(path.join(dir, collection, "collection.json"), "utf8"));
      const file = id && `${COLLECTIONS_DIR}/${collection}/${id}`;
      if (!id || !file || kernel.has(id) || !existsSync(path.join(root, file))) return [];
      return [{ collection, id, file, text: filedText(readFileSync(path.join(root, file), "utf8")) }];
    })
    .filter((schema, i, all) => all.findIndex((other) => other.id === schema.id) === i);
}
