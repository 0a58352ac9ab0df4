import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { listFiles } from "./files.ts";

/**
 * The project's schemas/: the nearest one above this module. Not a fixed "../../schemas", since
 * this module also runs bundled into a build's server (build/server/ for the main site, but
 * sites/starter/build/server/ for `npm run build -- --site sites/starter`).
 */
function projectSchemas(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "schemas", "page.schema.json"))) return path.join(dir, "schemas");
    if (path.dirname(dir) === dir) return path.resolve(from, "../../schemas");
  }
}

export const schemasDir = projectSchemas(import.meta.dirname);

/** Every schema file, relative to the schemas folder, in a stable order. */
export function schemaFiles(dir: string = schemasDir): string[] {
  return listFiles(dir, (file) => file.endsWith(".schema.json"));
}

/** Block types are the file stems of schemas/blocks/*.schema.json. */
export function blockTypes(dir: string = schemasDir): string[] {
  return schemaFiles(dir)
    .filter((file) => file.startsWith("blocks/"))
    .map((file) => path.basename(file, ".schema.json"));
}

/** The visitor forms: one schema per form in schemas/forms/, named as the forms' `form-name`. */
export function formNames(dir: string = schemasDir): string[] {
  return schemaFiles(dir)
    .filter((file) => file.startsWith("forms/"))
    .map((file) => path.basename(file, ".schema.json"));
}

const namesBySchemasDir = new Map<string, string[]>();

/**
 * Fact names that have a schema: each must have its file, and each file its schema. Read once per
 * schemas folder and process, as the schemas themselves are compiled once (schema-compiler.ts).
 */
export function factNames(schemasDir: string): string[] {
  let names = namesBySchemasDir.get(schemasDir);
  if (!names) {
    names = schemaFiles(schemasDir)
      .filter((file) => file.startsWith("facts/"))
      .map((file) => path.basename(file, ".schema.json"));
    namesBySchemasDir.set(schemasDir, names);
  }
  return names;
}

export function readSchemaText(file: string, dir: string = schemasDir): string {
  return readFileSync(path.join(dir, file), "utf8");
}

export function readSchema(file: string, dir: string = schemasDir): Record<string, unknown> {
  return JSON.parse(readSchemaText(file, dir)) as Record<string, unknown>;
}
