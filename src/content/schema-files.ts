import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const schemasDir = path.resolve(import.meta.dirname, "../../schemas");

/** Every schema file, relative to the schemas folder, in a stable order. */
export function schemaFiles(dir: string = schemasDir): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(".schema.json")) files.push(child);
    }
  };
  walk("");
  return files.sort();
}

/** Block types are the file stems of schemas/blocks/*.schema.json. */
export function blockTypes(dir: string = schemasDir): string[] {
  return schemaFiles(dir)
    .filter((file) => file.startsWith("blocks/"))
    .map((file) => path.basename(file, ".schema.json"));
}

export function readSchema(file: string, dir: string = schemasDir): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>;
}
