/**
 * The content schemas' compiler: one set of ajv options and keywords for the content pipeline,
 * whether it compiles the schemas as it runs or `npm run gen` compiles them ahead of time into
 * src/generated/content-validators.cjs. Both read the same files, named by the same hash, so the
 * pipeline knows whether what was compiled ahead is still what the schemas say.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import type { Ajv } from "ajv";
import type addFormats from "ajv-formats";
import { displayWidthKeyword } from "./image-fields.ts";
import { richTextKeyword } from "./rich-text-fields.ts";
import { readSchemaText, schemaFiles } from "./schema-files.ts";
import { EDITOR_HINT_SCHEMA } from "./editor-hints.ts";

/**
 * Where `npm run gen` writes the checks it compiles ahead of time, in the project. CommonJS, loaded
 * with Node's require when the pipeline first checks a file: no bundler or transform ever reads its
 * 1.7 MB (Vite bundles its config's imports on every start; vitest transforms what it imports).
 */
export const PRECOMPILED_CHECKS_FILE = "src/generated/content-validators.cjs";

export interface ContentSchema {
  /** Relative to the schemas folder, e.g. "blocks/hero.schema.json": how schemas and $refs name it. */
  file: string;
  text: string;
}

/** The schemas content files are checked against: every one but the visitor forms' (checked by the server). */
export function contentSchemas(dir: string): ContentSchema[] {
  return schemaFiles(dir)
    .filter((file) => !file.startsWith("forms/"))
    .map((file) => ({ file, text: readSchemaText(file, dir) }));
}

/** Names a set of schemas by their files and bytes: the same key, the same checks. */
export function schemasKey(schemas: readonly ContentSchema[]): string {
  const hash = createHash("sha256");
  for (const { file, text } of schemas) hash.update(`${file}\0${text}\0`);
  return hash.digest("hex");
}

/**
 * ajv and its formats, loaded when schemas are compiled: with the checks compiled ahead of time,
 * most processes that check content never do (38 ms a process, 45 server starts in a test run).
 */
const load = createRequire(import.meta.url);

/**
 * A compiler with every content schema added; `source` keeps the code it makes, for ajv's
 * standalone output. The checks run with a context (passContext), through which they note each
 * image field (src/content/image-fields.ts).
 */
export function schemaCompiler(schemas: readonly ContentSchema[], { source = false } = {}): Ajv {
  const ajv = new (load("ajv") as typeof import("ajv")).Ajv({
    allErrors: true,
    verbose: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    passContext: true,
    ...(source && { code: { source: true, lines: false } }),
  });
  (load("ajv-formats") as typeof addFormats)(ajv);
  // Editor-only keywords: VS Code's JSON language service reads them, ajv only needs to accept them.
  ajv.addKeyword({ keyword: "patternErrorMessage", schemaType: "string" });
  ajv.addKeyword({ keyword: "defaultSnippets", schemaType: "array" });
  ajv.addKeyword({ keyword: "markdownDescription", schemaType: "string" });
  // A rule's own sentence, for conditions (if/then) that no keyword's message could explain.
  ajv.addKeyword({ keyword: "errorMessage", schemaType: "string" });
  // How a figure reads in text (src/content/schema-display.ts).
  ajv.addKeyword({ keyword: "display", schemaType: "string" });
  // How wide an image field is shown; notes each such field for the image checks (src/content/image-fields.ts).
  ajv.addKeyword(displayWidthKeyword);
  // A field that takes links, emphasis and lists; notes each such field for the text checks (src/content/rich-text-fields.ts).
  ajv.addKeyword(richTextKeyword);
  // How the editor shows a field (src/content/editor-hints.ts).
  ajv.addKeyword({ keyword: "editor", schemaType: "object", metaSchema: EDITOR_HINT_SCHEMA });
  for (const { file, text } of schemas) ajv.addSchema(JSON.parse(text) as Record<string, unknown>, file);
  return ajv;
}
