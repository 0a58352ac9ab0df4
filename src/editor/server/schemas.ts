/** The editor's schemas (see src/content/editor-schemas.ts), resolved once per process. */
import { schemasDir } from "../../content/schema-files.ts";
import { editorSchemasIn, type EditorSchemas } from "../../content/editor-schemas.ts";

export type { EditorSchemas, JsonSchema } from "../../content/editor-schemas.ts";

let cache: Promise<EditorSchemas> | undefined;

export function editorSchemas(): Promise<EditorSchemas> {
  cache ??= editorSchemasIn(schemasDir);
  return cache;
}

/** Which schema a content file follows, from where it lives. */
export function schemaKind(file: string): "site" | "page" | "suburb" | "fact" | undefined {
  if (file === "pages.config/site.json") return "site";
  if (/^pages\.config\/facts\/[^/]+\.json$/.test(file)) return "fact";
  if (/^pages\.config\/pages\/.+\.json$/.test(file)) return "page";
  if (/^pages\.config\/suburbs\/[^/]+\.json$/.test(file)) return "suburb";
  return undefined;
}
