/**
 * How the editor writes a content file: keys in the schema's property order, 2-space indent, a
 * trailing newline, UTF-8. What the file being replaced already does is kept, so saving an
 * unchanged file gives back the same bytes and an edit diffs as the lines it touched: keys it has
 * keep their order (a few hand-written files put e.g. "status" before "title"), and containers it
 * writes on one line (`["a", "b"]`, `{ "label": …, "to": … }`) stay on one line.
 */
import { parseTree, type Node } from "jsonc-parser";
import type { JsonSchema } from "./schemas.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const asSchema = (value: unknown): JsonSchema | undefined => (value && typeof value === "object" && !Array.isArray(value) ? (value as JsonSchema) : undefined);

/** The branch of a oneOf/anyOf that describes this value: the block whose "type" const matches it. */
function branchFor(schema: JsonSchema | undefined, value: Json): JsonSchema | undefined {
  if (!schema) return undefined;
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (!branches || !value || typeof value !== "object" || Array.isArray(value)) return schema;
  const tag = asSchema(schema.discriminator)?.propertyName;
  const match = branches.map(asSchema).find((branch) => {
    const props = asSchema(branch?.properties);
    return typeof tag === "string" && asSchema(props?.[tag])?.const === value[tag];
  });
  return match ?? schema;
}

function propertySchema(schema: JsonSchema | undefined, key: string): JsonSchema | undefined {
  return asSchema(asSchema(schema?.properties)?.[key]);
}

/**
 * The object's keys: those the file already had in the file's order, each new one where the schema
 * puts it (before the first key the schema lists after it), keys the schema does not know last.
 */
export function orderedKeys(schema: JsonSchema | undefined, value: Record<string, Json>, previous: string[] = []): string[] {
  const known = Object.keys(asSchema(schema?.properties) ?? {});
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : Infinity);
  const keys = Object.keys(value);
  const result = previous.filter((key) => keys.includes(key));
  const added = keys.filter((key) => !result.includes(key)).sort((a, b) => rank(a) - rank(b));
  for (const key of added) {
    const before = result.findIndex((other) => rank(other) > rank(key));
    result.splice(before === -1 ? result.length : before, 0, key);
  }
  return result;
}

interface Layout {
  /** Whether each container was written on one line, by JSON pointer. */
  inline: Map<string, boolean>;
  /** Each object's keys in the file's order, by JSON pointer. */
  keys: Map<string, string[]>;
}

function readLayout(text: string | undefined): Layout {
  const layout: Layout = { inline: new Map(), keys: new Map() };
  const tree = text === undefined ? undefined : parseTree(text);
  const visit = (node: Node, pointer: string) => {
    if (node.type !== "object" && node.type !== "array") return;
    layout.inline.set(pointer, !text!.slice(node.offset, node.offset + node.length).includes("\n"));
    if (node.type === "object")
      layout.keys.set(
        pointer,
        (node.children ?? []).map((child) => String(child.children?.[0]?.value)),
      );
    (node.children ?? []).forEach((child, index) => {
      if (node.type === "array") visit(child, `${pointer}/${index}`);
      else if (child.children?.[1]) visit(child.children[1], `${pointer}/${String(child.children[0]?.value)}`);
    });
  };
  if (tree) visit(tree, "");
  return layout;
}

const isContainer = (value: Json): value is Json[] | { [key: string]: Json } => value !== null && typeof value === "object";

/**
 * The file's text for data. `previousText` is the file as it was on disk, whose one-line containers
 * stay on one line; a new container is written on one line only when the file already writes such
 * short lists that way and it holds nothing but plain values.
 */
export function formatContent(data: Json, schema: JsonSchema | undefined, previousText?: string): string {
  const layout = readLayout(previousText);
  const compactFile = [...layout.inline.values()].some(Boolean);
  const print = (value: Json, valueSchema: JsonSchema | undefined, pointer: string, indent: string): string => {
    if (!isContainer(value)) return JSON.stringify(value);
    const schemaHere = branchFor(valueSchema, value);
    const entries: Array<[string | undefined, Json, JsonSchema | undefined]> = Array.isArray(value)
      ? value.map((item) => [undefined, item, asSchema(schemaHere?.items)])
      : orderedKeys(schemaHere, value, layout.keys.get(pointer)).map((key) => [key, value[key]!, propertySchema(schemaHere, key)]);
    const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
    if (!entries.length) return open + close;
    const inline = layout.inline.get(pointer) ?? (compactFile && entries.every(([, item]) => !isContainer(item)));
    const inner = inline ? indent : `${indent}  `;
    const parts = entries.map(([key, item, itemSchema], index) => {
      const childPointer = `${pointer}/${key ?? index}`;
      const printed = print(item, itemSchema, childPointer, inner);
      return key === undefined ? printed : `${JSON.stringify(key)}: ${printed}`;
    });
    if (inline) return Array.isArray(value) ? `[${parts.join(", ")}]` : `{ ${parts.join(", ")} }`;
    return `${open}\n${parts.map((part) => inner + part).join(",\n")}\n${indent}${close}`;
  };
  return `${print(data, schema, "", "")}\n`;
}
