import { readFileSync } from "node:fs";
import path from "node:path";
import { listFiles } from "./files.ts";

export const schemasDir = path.resolve(import.meta.dirname, "../../schemas");

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

export function readSchema(file: string, dir: string = schemasDir): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>;
}
