/**
 * Fields named as the editor's forms label them ("FAQ item 2 › Answer", "Block 3 (Hero) › Image"),
 * for the pages the server draws: the publish refusal, Publish's before and after, History and a
 * restore's confirmation use the editor's own function (src/editor/client/field-names.ts), so
 * staff read one name for one field wherever it appears.
 */
import type { Json } from "../../editor/api-types.ts";
import { blockLabel, fieldName, formKeyOf } from "../../editor/client/field-names.ts";
import { readEditorHelp } from "../../content/editor-help.ts";
import { contentKinds, schemaOf, siteEditorSchemas } from "../../editor/server/schemas.ts";
import type { RJSFSchema } from "@rjsf/utils";
import type { Problem } from "../../content/problems.ts";
import { placeName, problemInStaffWords } from "./staff-words.ts";
import { formatPath, type PathSegment } from "../../content/json-locations.ts";
import { walkStrings } from "../../content/json-values.ts";

/** A field of a file, by its validator path ("faqs[1].answer"), in the form's words; `data` is the file's content (for a page, which block is which). */
export type FieldLabeller = (file: string, path: string, data: unknown) => string;

/** The labeller, once the editor's schemas of the site at `root` are read (each collection's entry form is its own). */
export async function fieldLabeller(root: string): Promise<FieldLabeller> {
  const schemas = await siteEditorSchemas(root);
  const kindOf = contentKinds(root);
  // The site's own labels, so staff read here the names its forms show (the broker's "Broker").
  const help = readEditorHelp(root);
  return (file, at, data) => {
    const kind = kindOf(file);
    const schema = schemaOf(schemas, file, kind);
    if (!schema) return "";
    return fieldName(at, {
      schema: schema as RJSFSchema,
      blocks: kind?.kind === "page" ? (schemas.blocks as Record<string, RJSFSchema>) : undefined,
      data: data as Json,
      blockLabel: (type) => blockLabel(type, help),
      help,
      formKey: kind && formKeyOf(kind.kind, file, kind.collection),
    });
  };
}

/** Each problem in staff words, its field named from its file's content as `textOf` gives it (the text being checked). */
export async function problemsInStaffWords(
  root: string,
  problems: readonly Problem[],
  textOf: (file: string) => Promise<string | undefined> | string | undefined,
): Promise<string[]> {
  const label = await fieldLabeller(root);
  const data = new Map<string, unknown>();
  for (const file of new Set(problems.map((problem) => problem.file))) {
    try {
      data.set(file, JSON.parse((await textOf(file)) ?? "null"));
    } catch {
      data.set(file, null);
    }
  }
  return problems.map((problem) => problemInStaffWords(problem, label(problem.file, problem.path, data.get(problem.file))));
}

/**
 * What staff call an uploaded picture on Publish: the field that shows it, "Picture for the Blacktown
 * clinician › Hero › Image", from the first of `files` (the other drafts) whose content names it;
 * undefined when none does.
 */
export function pictureUse(picture: string, files: readonly { path: string; text: string | null }[], label: FieldLabeller): string | undefined {
  for (const file of files) {
    if (file.text === null || !file.text.includes(picture)) continue;
    let data: unknown;
    try {
      data = JSON.parse(file.text);
    } catch {
      continue;
    }
    let at: PathSegment[] | undefined;
    walkStrings(data, [], (value, segments) => {
      if (value === picture) at ??= segments.at(-1) === "src" ? segments.slice(0, -1) : [...segments];
    });
    if (!at) continue;
    const field = label(file.path, formatPath(at), data);
    return `Picture for ${placeName(file.path).replace(/^The /, "the ")}${field ? ` › ${field}` : ""}`;
  }
  return undefined;
}
