/**
 * What a draft changes, field by field, in the words the editor's form uses for those fields (its
 * schema's `editor` label, else the property name in words, lists' items numbered by what one item
 * is called), so staff see before and after on the Publish page before anything goes out, and never
 * a file name or a JSON path.
 */
import type { Json } from "../../editor/api-types.ts";
import { fromTitle, humanize, singular } from "../../editor/client/form/labels.ts";
import type { JsonSchema } from "../../editor/server/schemas.ts";
import { encodingOf } from "../../storage/draft-source.ts";
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
  // A moment recorded as ISO 8601 (when the site went live) reads as the office's time, as every time staff see does.
  const text = typeof value !== "string" ? String(value) : ISO_MOMENT.test(value) ? officeTime(value) : value;
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
}

/** The branch of a oneOf/anyOf (the blocks) that the value's "type" names, else the schema itself. */
function branchFor(schema: JsonSchema | undefined, value: unknown): JsonSchema | undefined {
  const branches = (schema?.oneOf ?? schema?.anyOf) as JsonSchema[] | undefined;
  if (!branches || !isObject(value)) return schema;
  return (
    branches.find((branch) => {
      const type = (branch.properties as Record<string, JsonSchema> | undefined)?.type;
      return type?.const === value.type;
    }) ?? schema
  );
}

const hint = (schema: JsonSchema | undefined) => (isObject(schema?.editor) ? (schema.editor as { label?: string; itemLabel?: string }) : {});

/** What one item of the list `key` is called, as the editor calls it ("Reason", "Question"). */
function itemName(schema: JsonSchema | undefined, key: string): string {
  const items = isObject(schema?.items) ? (schema.items as JsonSchema) : undefined;
  return hint(schema).itemLabel ?? (typeof items?.title === "string" ? fromTitle(items.title) : key ? singular(key) : "Item");
}

/** Every field with a value, by its label path ("Snapshot › Median rent per week"). */
function leaves(value: unknown, schema: JsonSchema | undefined, label: string, key: string, into: Map<string, Json>): void {
  const own = branchFor(schema, value);
  if (Array.isArray(value)) {
    const items = isObject(own?.items) ? (own.items as JsonSchema) : undefined;
    const name = itemName(own, key);
    value.forEach((item, index) => leaves(item, branchFor(items, item), [label, `${name} ${index + 1}`].filter(Boolean).join(" › "), "", into));
    if (!value.length) into.set(label, "");
    return;
  }
  if (isObject(value)) {
    const properties = (own?.properties ?? {}) as Record<string, JsonSchema>;
    for (const [field, inner] of Object.entries(value)) {
      if (field === "$schema") continue;
      const child = properties[field];
      const words = hint(child).label ?? humanize(field);
      leaves(inner, child, [label, words].filter(Boolean).join(" › "), field, into);
    }
    return;
  }
  into.set(label || "Value", value as Json);
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
 * new text has them, then those it drops. `schema` is the file's editor schema (schemaFor).
 */
export function draftChanges(file: string, before: string | null, after: string | null, schema: JsonSchema | undefined): DraftChanges {
  if (after === null) return { whole: "The whole of it is deleted." };
  if (encodingOf(file)) return { whole: before === null ? "A new picture." : "The picture is replaced." };
  const [old, next] = [parse(before), parse(after)];
  if (next === undefined) return { whole: "Its new text cannot be read as content, so it cannot be compared." };
  const [was, now] = [new Map<string, Json>(), new Map<string, Json>()];
  leaves(old, schema, "", "", was);
  leaves(next, schema, "", "", now);
  const fields: FieldChange[] = [];
  for (const [field, value] of now) if (shown(value) !== shown(was.get(field))) fields.push({ field, before: shown(was.get(field)), after: shown(value) });
  for (const [field, value] of was) if (!now.has(field) && shown(value) !== "") fields.push({ field, before: shown(value), after: "" });
  return { fields };
}
