/**
 * Where the image fields of a parsed file are, as schema checking meets them: a field that takes an
 * image says how wide it is shown (`"displayWidth": 128`), and ajv notes each one it checks.
 * Kept by the file's data, so each parse of a file (an editor's draft, a rebuild) has its own.
 */
import type { CodeKeywordDefinition } from "ajv";
// ajv's code generation alone, not all of ajv: most processes use checks compiled ahead of time.
import { _, Name } from "ajv/dist/compile/codegen/index.js";

const fieldsSeen = new WeakMap<object, Map<string, number>>();

/** What the checks' `this` offers (ajv's passContext): a note of an image field met in the data. */
export interface ImageFieldNotes {
  noteImageField: (pointer: string, displayWidth: number) => void;
}

/**
 * Lets ajv accept `displayWidth` and note where each image field is, with its width. As code, not a
 * function ajv calls, so the checks can be compiled ahead of time (src/generated/content-validators.cjs)
 * and still note the fields: the compiled check calls the context it is given, or nothing without one.
 */
export const displayWidthKeyword: CodeKeywordDefinition = {
  keyword: "displayWidth",
  schemaType: "number",
  code({ gen, schema, it }) {
    gen.code(_`${new Name("this")}?.noteImageField?.(${new Name("instancePath")} + ${it.errorPath}, ${schema as number})`);
  },
};

/** The context to check `root` with, so that its image fields are noted for imageFieldsIn. */
export function imageFieldNotes(root: unknown): ImageFieldNotes | undefined {
  if (!root || typeof root !== "object") return undefined;
  const seen = new Map<string, number>();
  fieldsSeen.set(root, seen);
  return { noteImageField: (pointer, displayWidth) => void seen.set(pointer, displayWidth) };
}

/** Each image field met while checking data: its JSON Pointer and how wide it is shown. */
export function imageFieldsIn(data: object): ReadonlyMap<string, number> {
  return fieldsSeen.get(data) ?? new Map();
}
