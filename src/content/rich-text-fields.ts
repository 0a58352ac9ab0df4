/**
 * Where the rich text fields of a parsed file are (schemas/common/rich-text.schema.json says
 * `"richText": true`), noted by the schema checks as they meet them, the way image fields are
 * (./image-fields.ts): the schema alone says which fields take links, emphasis and lists.
 */
import type { CodeKeywordDefinition } from "ajv";
import { _, Name } from "ajv/dist/compile/codegen/index.js";

const fieldsSeen = new WeakMap<object, Set<string>>();

/** What the checks' `this` offers (ajv's passContext): a note of a rich text field met in the data. */
export interface RichTextFieldNotes {
  noteRichTextField: (pointer: string) => void;
}

/** Lets ajv accept `richText` and note each field that has it, as code so the checks compiled ahead of time note them too. */
export const richTextKeyword: CodeKeywordDefinition = {
  keyword: "richText",
  schemaType: "boolean",
  code({ gen, schema, it }) {
    if (schema === true) gen.code(_`${new Name("this")}?.noteRichTextField?.(${new Name("instancePath")} + ${it.errorPath})`);
  },
};

/** The context to check `root` with, so that its rich text fields are noted for richTextFieldsIn. */
export function richTextFieldNotes(root: unknown): RichTextFieldNotes | undefined {
  if (!root || typeof root !== "object") return undefined;
  const seen = new Set<string>();
  fieldsSeen.set(root, seen);
  return { noteRichTextField: (pointer) => void seen.add(pointer) };
}

/** The JSON Pointer of each rich text field met while checking data. */
export function richTextFieldsIn(data: unknown): ReadonlySet<string> {
  return (data && typeof data === "object" ? fieldsSeen.get(data) : undefined) ?? new Set();
}
