/**
 * Where the image fields of a parsed file are, as schema checking meets them: a field that takes an
 * image says how wide it is shown (`"displayWidth": 128`), and ajv calls this keyword at each one.
 * Kept by the file's data, so each parse of a file (an editor's draft, a rebuild) has its own.
 */
import type { KeywordDefinition } from "ajv";

const fieldsSeen = new WeakMap<object, Map<string, number>>();

/** Lets ajv accept `displayWidth` and notes where each image field is, with its width, as it checks a file. */
export const displayWidthKeyword: KeywordDefinition = {
  keyword: "displayWidth",
  schemaType: "number",
  validate: (displayWidth: number, _data: unknown, _schema?: unknown, context?: { instancePath: string; rootData: unknown }) => {
    const root = context?.rootData;
    if (root && typeof root === "object") {
      const seen = fieldsSeen.get(root) ?? new Map<string, number>();
      seen.set(context.instancePath, displayWidth);
      fieldsSeen.set(root, seen);
    }
    return true;
  },
};

/** Each image field met while checking data: its JSON Pointer and how wide it is shown. */
export function imageFieldsIn(data: object): ReadonlyMap<string, number> {
  return fieldsSeen.get(data) ?? new Map();
}
