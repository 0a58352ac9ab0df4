/**
 * What a draft changes, field by field, in the words the editor's form uses for those fields (its
 * schema's `editor` label, else the property name in words, lists' items numbered by what one item
 * is called), so staff see before and after on the Publish page before anything goes out, and never
 * a file name or a JSON path.
 */
import type { Json } from "../../editor/api-types.ts";
import { formatPath, type PathSegment } from "../../content/json-locations.ts";
import type { FieldLabeller } from "./field-labels.ts";
import { encodingOf } from "../../storage/draft-source.ts";
import { IMAGES_DIR } from "../../content/content-files.ts";
import { pictureName } from "../../editor/client/form/labels.ts";
import { officeTime } from "../../lib/dates.ts";

/** One field whose value differs; "" stands for a field left empty or not there. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A draft's changes: per field, or one sentence when the file is not compared field by field. */
export type DraftChanges = { fields: FieldChange[] } | { whole: string };

const ISO_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?Z$/;

/** Long paragraphs are shown in part: enough to recognise the change. */
const SHOWN = 240;
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

function shown(value: Json | undefined): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  // A picture's field holds its file's path: staff know it by what it is (an upload's name is made from its bytes).
  if (typeof value === "string" && value.startsWith(`${IMAGES_DIR}/`)) return pictureName(value);
  // A moment recorded as ISO 8601 (when the site went live) reads as the office's time, as every time staff see does.
  const text = typeof value !== "string" ? String(value) : ISO_MOMENT.test(value) ? officeTime(value) : value;
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
}

/** Every field with a value, by its validator path ("snapshot.medianRentPerWeek"); an emptied list counts as one field. */
function leaves(value: unknown, at: PathSegment[], into: Map<string, Json>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => leaves(item, [...at, index], into));
    if (!value.length) into.set(formatPath(at), "");
    return;
  }
  if (isObject(value)) {
    for (const [field, inner] of Object.entries(value)) if (field !== "$schema") leaves(inner, [...at, field], into);
    return;
  }
  into.set(formatPath(at), value as Json);
}

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The fields `after` changes from `before` (each null when there is no such file), in the order the
 * new text has them, then those it drops, each named by `label` (fieldLabeller: the editor's words).
 */
export function draftChanges(file: string, before: string | null, after: string | null, label: FieldLabeller): DraftChanges {
  if (after === null) return { whole: "The whole of it is deleted." };
  if (encodingOf(file)) return { whole: before === null ? "A new picture." : "The picture is replaced." };
  const [old, next] = [parse(before), parse(after)];
  if (next === undefined) return { whole: "Its new text cannot be read as content, so it cannot be compared." };
  const [was, now] = [new Map<string, Json>(), new Map<string, Json>()];
  leaves(old, [], was);
  leaves(next, [], now);
  const named = (at: string, data: unknown) => label(file, at, data) || "Value";
  const fields: FieldChange[] = [];
  for (const [at, value] of now)
    if (shown(value) !== shown(was.get(at))) fields.push({ field: named(at, next), before: shown(was.get(at)), after: shown(value) });
  for (const [at, value] of was) if (!now.has(at) && shown(value) !== "") fields.push({ field: named(at, old), before: shown(value), after: "" });
  return { fields };
}
