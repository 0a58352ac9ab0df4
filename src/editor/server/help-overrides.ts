/**
 * A site's own help texts for its staff: the editor shows each schema description, which the
 * kernel words for any business; a site may reword some in its folder's editor-help.json (the
 * broker's site says "the broker" where the kernel says "the person"). The schemas stay the source
 * of truth for everything else. The file maps a schema ("site", "page", "suburb", "blocks/<type>",
 * "facts/<name>") to JSON Pointers into it (as the editor receives it, references resolved), each
 * to the description that replaces the one there.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { EditorSchemas, JsonSchema } from "../../content/editor-schemas.ts";

/** The file, beside the site's pages.config/ and public/. */
export const HELP_FILE = "editor-help.json";

type Overrides = Record<string, Record<string, string>>;

function schemaNamed(schemas: EditorSchemas, name: string): JsonSchema | undefined {
  const [kind, item] = name.split("/");
  if (kind === "blocks" || kind === "facts") return item === undefined ? undefined : schemas[kind][item];
  return kind === "site" || kind === "page" || kind === "suburb" ? schemas[kind] : undefined;
}

function nodeAt(schema: JsonSchema, pointer: string): JsonSchema | undefined {
  let node: unknown = schema;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node && typeof node === "object" && !Array.isArray(node) ? (node as JsonSchema) : undefined;
}

/**
 * The schemas with the site's help texts in place (a copy; the cached schemas are untouched), and
 * each entry that names no schema or field, in words for the site's developer.
 */
export function withSiteHelp(root: string, schemas: EditorSchemas): { schemas: EditorSchemas; problems: string[] } {
  const file = path.join(root, HELP_FILE);
  if (!existsSync(file)) return { schemas, problems: [] };
  const overrides = JSON.parse(readFileSync(file, "utf8")) as Overrides;
  const copy = structuredClone(schemas);
  const problems: string[] = [];
  for (const [name, texts] of Object.entries(overrides)) {
    if (name === "$comment") continue;
    const schema = schemaNamed(copy, name);
    if (!schema) {
      problems.push(`${HELP_FILE}: "${name}" is not a schema: write "site", "page", "suburb", "blocks/<type>" or "facts/<name>"`);
      continue;
    }
    for (const [pointer, text] of Object.entries(texts)) {
      const node = nodeAt(schema, pointer);
      if (node) node.description = text;
      else problems.push(`${HELP_FILE}: "${name}" has no field at "${pointer}": point at a field the editor shows, e.g. "/properties/brand"`);
    }
  }
  return { schemas: copy, problems };
}
