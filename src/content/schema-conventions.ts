/**
 * The house conventions every schema in schemas/ keeps, checked by `npm run gen` and `gen:check`
 * before anything is generated: each property says in one sentence what it is for, each object
 * says whether it takes other keys, no help text names a file (staff read it in the editor), a block's `type` is its file stem, and no two schemas share a
 * title (json-schema-to-typescript would quietly name the second type `Title1`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { findNodeAtLocation, parseTree, type Node as JsonNode } from "jsonc-parser";
import { EDITOR_WIDGETS } from "./editor-hints.ts";
import { schemaFiles } from "./schema-files.ts";

export interface SchemaProblem {
  /** Path relative to the project root, e.g. `schemas/blocks/hero.schema.json`. */
  file: string;
  /** JSON Pointer into the file, e.g. `/properties/heading`. */
  pointer: string;
  line: number;
  column: number;
  message: string;
}

export const formatSchemaProblem = (p: SchemaProblem) => `${p.file}:${p.line}:${p.column}  ${p.pointer || "/"}  ${p.message}`;

/** A schema convention is broken: `gen` refuses to generate from the schemas until it is fixed. */
export class SchemaConventionError extends Error {
  constructor(readonly problems: SchemaProblem[]) {
    super(problems.map(formatSchemaProblem).join("\n"));
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
const isObject = (value: Json | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

const escapePointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");
const unescapePointer = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/**
 * One sentence: starts with a capital, a digit, a quote or a code sign, ends with a full stop (or a
 * question mark), and has no second sentence ("… first. Second …"; "e.g. x" is fine).
 */
export function sentenceProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return "has an empty description: say in one sentence what it is for";
  if (!/^[\p{Lu}\p{N}"'`{(#/~]/u.test(trimmed)) return "description should start a sentence with a capital letter";
  if (!/[.?!]["')`]?$/.test(trimmed)) return 'description should be one sentence ending with "."';
  if (/[.?!]["')`]?\s+[\p{Lu}]/u.test(trimmed.replace(/\b(e\.g|i\.e|etc|vs|approx)\./g, "$1")))
    return "description should be one sentence; move the rest to the schema's $comment or the docs";
  return undefined;
}

/** A file or folder of the project, as help text should never name it: staff see the editor, not the files. */
const FILE_NAME = /\S*(?:pages\.config|schemas\/|src\/)\S*|\S*\.(?:json|tsx?|mjs)\b/;

/** Help text that names a file, which staff read under the field in the editor. */
export function fileNameProblem(text: string): string | undefined {
  const named = FILE_NAME.exec(text)?.[0].replace(/[.,;:)]+$/, "");
  return (
    named &&
    `description names a file (${JSON.stringify(named)}): staff read it under the field, so say it in the editor's words, e.g. "as the Market data figures say" or "from Site settings"`
  );
}

interface Located {
  file: string;
  json: JsonObject;
  tree: JsonNode | undefined;
}

function load(root: string, file: string): Located {
  const text = readFileSync(path.join(root, "schemas", file), "utf8");
  return { file: `schemas/${file}`, json: JSON.parse(text) as JsonObject, tree: parseTree(text) };
}

function position(root: string, located: Located, pointer: string): { line: number; column: number } {
  const segments = pointer.split("/").slice(1).map(unescapePointer);
  const at =
    (located.tree &&
      findNodeAtLocation(
        located.tree,
        segments.map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      )) ??
    located.tree;
  const offset = at?.parent?.type === "property" ? at.parent.offset : (at?.offset ?? 0);
  const before = readFileSync(path.join(root, located.file), "utf8").slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** The node a `$ref` points at: `#/…` in the same file, or `other.schema.json#/…` beside it. */
function resolveRef(root: string, from: Located, ref: string): JsonObject | undefined {
  const [target = "", fragment = ""] = ref.split("#", 2);
  let node: Json | undefined = target ? load(root, path.posix.join(path.posix.dirname(from.file.replace(/^schemas\//, "")), target)).json : from.json;
  for (const segment of fragment.split("/").slice(1).map(unescapePointer)) node = isObject(node) ? node[segment] : undefined;
  return isObject(node) ? node : undefined;
}

/** Every broken convention in schemas/, in file order; empty when the schemas keep them all. */
export function schemaConventionProblems(root: string): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const titles = new Map<string, string>();

  for (const file of schemaFiles(path.join(root, "schemas"))) {
    const located = load(root, file);
    const report = (pointer: string, message: string) => problems.push({ file: located.file, pointer, ...position(root, located, pointer), message });

    const visit = (node: Json, pointer: string, isFormField: boolean) => {
      if (Array.isArray(node)) return node.forEach((child, i) => visit(child, `${pointer}/${i}`, false));
      if (!isObject(node)) return;

      // A visitor form's field titles are its labels (rjsf shows them), repeated across forms by design.
      if (typeof node.title === "string" && !isFormField) {
        const first = titles.get(node.title);
        if (first) report(`${pointer}/title`, `title "${node.title}" is already used by ${first}; each schema title names one generated type, so pick another`);
        else titles.set(node.title, `${located.file}#${pointer}`);
      }

      const named = typeof node.description === "string" ? fileNameProblem(node.description) : undefined;
      if (named) report(`${pointer}/description`, named);

      const isObjectSchema = node.type === "object" || isObject(node.properties);
      const combines = ["oneOf", "anyOf", "allOf"].some((key) => key in node);
      if (isObjectSchema && !combines && !("additionalProperties" in node))
        report(pointer, 'object does not set "additionalProperties": add "additionalProperties": false, or a schema for the extra keys it takes');

      if (isObject(node.properties)) {
        for (const [key, property] of Object.entries(node.properties)) {
          const at = `${pointer}/properties/${escapePointer(key)}`;
          if (!isObject(property)) continue;
          let description = property.description;
          if (description === undefined && typeof property.$ref === "string") description = resolveRef(root, located, property.$ref)?.description;
          if (typeof description !== "string") report(at, `property "${key}" has no description: add one sentence saying what it is for`);
          else {
            const problem = sentenceProblem(description);
            if (problem) report(`${at}/description`, `property "${key}" ${problem}`);
          }
        }
      }

      if ("editor" in node) for (const [at, message] of editorHintProblems(node.editor, node)) report(`${pointer}/editor${at}`, message);

      for (const [key, child] of Object.entries(node)) {
        if (key === "editor") continue;
        const childPointer = `${pointer}/${escapePointer(key)}`;
        if (key === "properties" && isObject(child)) {
          for (const [name, property] of Object.entries(child))
            visit(property, `${childPointer}/${escapePointer(name)}`, file.startsWith("forms/") && pointer === "");
        } else if (key !== "const" && key !== "enum" && key !== "default" && key !== "examples") visit(child, childPointer, false);
      }
    };
    visit(located.json, "", false);

    if (file.startsWith("blocks/")) {
      const stem = path.basename(file, ".schema.json");
      const type = isObject(located.json.properties) && isObject(located.json.properties.type) ? located.json.properties.type.const : undefined;
      if (type !== stem) report("/properties/type", `the block's "type" const is ${JSON.stringify(type)}, but it must equal the file stem "${stem}"`);
    }
  }
  return problems;
}

/** What is wrong with a field's editor hint (src/content/editor-hints.ts), as [pointer below the hint, message]. */
function editorHintProblems(hint: Json | undefined, field: JsonObject): Array<[string, string]> {
  if (!isObject(hint)) return [["", 'the editor hint must be an object, e.g. { "widget": "textarea" }']];
  const problems: Array<[string, string]> = [];
  const known = ["label", "widget", "collection", "itemLabel", "order", "sections"];
  for (const key of Object.keys(hint))
    if (!known.includes(key)) problems.push([`/${escapePointer(key)}`, `the editor hint has no "${key}": it takes ${known.map((k) => `"${k}"`).join(", ")}`]);
  if ("widget" in hint && !(EDITOR_WIDGETS as readonly Json[]).includes(hint.widget ?? null))
    problems.push(["/widget", `the editor has no widget ${JSON.stringify(hint.widget)}: use one of ${EDITOR_WIDGETS.map((w) => `"${w}"`).join(", ")}`]);
  const fieldNames = isObject(field.properties) ? Object.keys(field.properties) : [];
  if (hint.widget === "related-entry" && !["name", "slug", "noReport"].every((name) => fieldNames.includes(name)))
    problems.push(["/widget", 'the "related-entry" control edits a related entry: an object with "name", "slug" and "noReport" fields']);
  if (hint.widget === "related-entry" && typeof hint.collection !== "string")
    problems.push(["", 'the "related-entry" control picks entries of a collection: name it, e.g. "collection": "locations"']);
  if ("order" in hint) {
    const fields = isObject(field.properties) ? Object.keys(field.properties) : [];
    const order = Array.isArray(hint.order) ? hint.order : [];
    if (!Array.isArray(hint.order)) problems.push(["/order", 'the editor hint\'s order must list the object\'s fields, e.g. ["heading", "text"]']);
    order.forEach((name, i) => {
      if (typeof name !== "string" || !fields.includes(name))
        problems.push([
          `/order/${i}`,
          `the editor hint's order names ${JSON.stringify(name)}, which is not a field here: use one of ${fields.map((f) => `"${f}"`).join(", ")}`,
        ]);
    });
  }
  if ("sections" in hint) problems.push(...sectionProblems(hint.sections, isObject(field.properties) ? Object.keys(field.properties) : []));
  return problems;
}

/** What is wrong with a form's sections: each names fields the object has, and no field is in two. */
function sectionProblems(sections: Json | undefined, fields: string[]): Array<[string, string]> {
  if (!Array.isArray(sections))
    return [["/sections", 'the editor hint\'s sections must be a list, e.g. [{ "title": "Office and hours", "description": "…", "fields": ["office"] }]']];
  const problems: Array<[string, string]> = [];
  const placed = new Map<string, string>();
  sections.forEach((section, i) => {
    const title = isObject(section) && typeof section.title === "string" ? section.title : `section ${i + 1}`;
    const named = isObject(section) && Array.isArray(section.fields) ? section.fields : [];
    named.forEach((name, j) => {
      const at = `/sections/${i}/fields/${j}`;
      if (typeof name !== "string" || !fields.includes(name))
        problems.push([
          at,
          `the section "${title}" names ${JSON.stringify(name)}, which is not a field here: use one of ${fields.map((f) => `"${f}"`).join(", ")}`,
        ]);
      else if (placed.has(name)) problems.push([at, `"${name}" is already in the section "${placed.get(name)}": a field belongs to one section`]);
      else placed.set(name, title);
    });
  });
  return problems;
}
