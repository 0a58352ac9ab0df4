/**
 * How a number in a fact file reads in running text. A fact schema marks each figure with the
 * `display` keyword ("dollars", "price", "percent", …), so `{homeGuarantee.priceCaps.restOfNsw}`
 * reads "$800K" wherever it is written, and the figure itself stays a number a calculator can use.
 */
import path from "node:path";
import { formatDate } from "../lib/dates.ts";
import { formatDollarsAndCents, formatInterestRate, formatMoney, formatPrice } from "../lib/money.ts";
import type { PathSegment } from "./json-locations.ts";
import { readSchema } from "./schema-files.ts";

export const DISPLAYS = ["dollars", "cents", "price", "percent", "rate", "date"] as const;
export type Display = (typeof DISPLAYS)[number];

type Node = Record<string, unknown>;
const schemaCache = new Map<string, unknown>();
/** Schemas are read once per process: a site states hundreds of figures. */
function cachedSchema(file: string, schemasDir: string): unknown {
  const key = `${schemasDir}\0${file}`;
  if (!schemaCache.has(key)) schemaCache.set(key, readSchema(file, schemasDir));
  return schemaCache.get(key);
}
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** A value as text shows it: numbers by their schema's `display`, or grouped as 12,500. */
export function displayValue(value: string | number | boolean, display: Display | undefined): string {
  if (typeof value === "string") return display === "date" ? formatDate(value) : value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  switch (display) {
    case "dollars":
      return formatMoney(value);
    case "cents":
      return formatDollarsAndCents(value);
    case "price":
      return formatPrice(value);
    case "percent":
      return `${value.toLocaleString("en-AU", { maximumFractionDigits: 3 })}%`;
    case "rate":
      return formatInterestRate(value);
    default:
      return value.toLocaleString("en-AU", { maximumFractionDigits: 3 });
  }
}

/**
 * The `display` of the value at `segments` inside documents of `schemaFile` (relative to
 * schemasDir, or filed there with `schemaText` as its text), following `$ref`s, `allOf`, `items`
 * and `patternProperties`.
 */
export function displayAt(schemasDir: string, schemaFile: string, segments: readonly PathSegment[], schemaText?: string): Display | undefined {
  // Array items share a schema, so "brackets.3.from" and "brackets.0.from" ask the same question.
  const key = `${schemasDir}\0${schemaFile}\0${schemaText ?? ""}\0${segments.map((segment) => (typeof segment === "number" ? "#" : segment)).join("\0")}`;
  if (!displayCache.has(key)) displayCache.set(key, findDisplay(schemasDir, schemaFile, segments, schemaText));
  return displayCache.get(key);
}

const displayCache = new Map<string, Display | undefined>();

function findDisplay(schemasDir: string, schemaFile: string, segments: readonly PathSegment[], schemaText: string | undefined): Display | undefined {
  // A site's own schema (src/content/site-facts.ts) is not in the kernel's folder; what it refers to is.
  const own: unknown = schemaText === undefined ? undefined : JSON.parse(schemaText);
  const read = (at: string) => (own !== undefined && at === schemaFile ? own : cachedSchema(at, schemasDir));
  let file = schemaFile;
  let node: unknown = read(file);
  const resolve = () => {
    for (let guard = 0; isNode(node) && guard < 20; guard++) {
      if (typeof node.$ref === "string") {
        const [target = "", fragment = ""] = node.$ref.split("#", 2);
        if (target) file = path.posix.join(path.posix.dirname(file), target);
        let next: unknown = read(file);
        for (const part of fragment.split("/").filter(Boolean)) next = isNode(next) ? next[part] : undefined;
        node = next;
      } else if (Array.isArray(node.allOf) && node.allOf.length === 1) node = node.allOf[0];
      else return;
    }
  };
  resolve();
  for (const segment of segments) {
    if (!isNode(node)) return undefined;
    if (typeof segment === "number") node = node.items;
    else {
      const properties = isNode(node.properties) ? node.properties : {};
      const patterns = isNode(node.patternProperties) ? Object.entries(node.patternProperties) : [];
      node = properties[segment] ?? patterns.find(([pattern]) => new RegExp(pattern, "u").test(segment))?.[1];
    }
    resolve();
  }
  const display = isNode(node) ? node.display : undefined;
  return (DISPLAYS as readonly unknown[]).includes(display) ? (display as Display) : undefined;
}
