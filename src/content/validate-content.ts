/**
 * Checks the site's content and reports every problem as file:line:col, a readable path and a
 * plain-English message: first each file against its JSON Schema, then what a schema cannot say
 * (duplicate paths and titles, links to pages or anchors that do not exist, unknown placeholders,
 * suburb reports' slugs and related suburbs). Suburb reports are checked as data and then as the
 * pages the template makes of them, so a report page gets every page check too.
 */
import { existsSync, readdirSync, type Dirent } from "node:fs";
import path from "node:path";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import ajvErrors from "ajv-errors";
import addFormats from "ajv-formats";
import { blockTypes, readSchema, schemaFiles } from "./schema-files.ts";
import { JsonLocator, formatPath, pointerToPath, type PathSegment } from "./json-locations.ts";
import type { PageDocument, SiteConfig, SuburbReport } from "../generated/content-types.ts";
import { PAGES_DIR, SITE_FILE, SUBURBS_DIR, listJsonFiles, readSource, type SourceFile } from "./load-content.ts";
import { suburbPage, withSuburbIndex } from "./suburb-page.ts";
import { PLACEHOLDER, PLACEHOLDER_NAMES, placeholderValues } from "./placeholders.ts";
import { didYouMean } from "./suggest.ts";

export interface Problem {
  file: string;
  line: number;
  col: number;
  /** Readable path of the offending value, e.g. `blocks[2].cards[0].title`. */
  path: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col}  ${p.path}  ${p.message}`;
}

/** Files generated into the site root by the build, so links to them are valid. */
const GENERATED_FILES = ["/sitemap.xml", "/robots.txt"];
const KNOWN_PLACEHOLDERS: readonly string[] = PLACEHOLDER_NAMES;

export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats(ajv);
  ajvErrors(ajv);
  for (const file of schemaFiles()) ajv.addSchema(readSchema(file), file);
  return ajv;
}

type Json = unknown;

/** A parsed file with its locator, or the problems that stopped it parsing. */
interface ParsedFile {
  source: SourceFile;
  locator: JsonLocator;
  data: Json;
  /** False when the file broke its schema, so later checks must not trust its shape. */
  valid: boolean;
  /**
   * For a page made from another file (a suburb report's page): where a part of the page comes
   * from in that file, so messages point at the line the author wrote.
   */
  sourcePath?: (segments: PathSegment[]) => PathSegment[];
}

export class ContentValidator {
  private readonly ajv = createAjv();
  private readonly blockTypes = blockTypes();

  schema(file: string): ValidateFunction {
    const validate = this.ajv.getSchema(file);
    if (!validate) throw new Error(`schema ${file} is missing from schemas/`);
    return validate;
  }

  /** Parses a file and checks it against a schema; returns the data only when it parsed. */
  checkFile(source: SourceFile, schemaFile: string, problems: Problem[]): ParsedFile | undefined {
    const locator = new JsonLocator(source.text);
    const data = parseJson(source.text);
    if (data === undefined) {
      for (const { position, message } of locator.syntaxErrors.slice(0, 1))
        problems.push({ file: source.file, ...position, path: "(whole file)", message });
      if (!locator.syntaxErrors.length)
        problems.push({ file: source.file, line: 1, col: 1, path: "(whole file)", message: "the file is empty" });
      return undefined;
    }
    const validate = this.schema(schemaFile);
    const valid = validate(data);
    if (!valid) {
      const errors = validate.errors ?? [];
      // A block without "type" fails both "required" and the discriminator; one message is enough.
      const untyped = new Set(errors.filter((e) => e.keyword === "discriminator").map((e) => e.instancePath));
      for (const error of errors) {
        const redundant = error.keyword === "required" && (error.params as { missingProperty?: string }).missingProperty === "type" && untyped.has(error.instancePath);
        if (!redundant) problems.push(this.describe(error, data, source.file, locator));
      }
    }
    return { source, locator, data, valid };
  }

  private describe(error: ErrorObject, data: Json, file: string, locator: JsonLocator): Problem {
    const at = pointerToPath(error.instancePath, (prefix) => Array.isArray(valueAt(data, prefix)));
    const problem = (segments: PathSegment[], message: string, onKey = false): Problem => ({
      file,
      ...(onKey ? locator.keyAt(segments) : locator.valueAt(segments)),
      path: formatPath(segments),
      message,
    });
    const params = error.params as Record<string, unknown>;
    const value = valueAt(data, at);
    switch (error.keyword) {
      case "required": {
        const field = String(params.missingProperty);
        const about = propertyDescription(error.parentSchema, field);
        return problem([...at, field], `missing required field "${field}"${about ? ` (${about})` : ""}`);
      }
      case "additionalProperties": {
        const field = String(params.additionalProperty);
        const known = Object.keys(asRecord(asRecord(error.parentSchema).properties));
        return problem([...at, field], `unknown field "${field}"${didYouMean(field, known)}`, true);
      }
      case "discriminator": {
        if (params.error === "mapping" && typeof params.tagValue === "string") {
          const hint = didYouMean(params.tagValue, this.blockTypes);
          return problem([...at, "type"], `unknown block type "${params.tagValue}"${hint || "; the block types are the file names in schemas/blocks/"}`);
        }
        return problem(at, "a block needs a \"type\" naming its kind, e.g. \"hero\"");
      }
      case "enum": {
        const allowedValues = params.allowedValues as unknown[];
        const hint = typeof value === "string" ? didYouMean(value, allowedValues.map(String)) : "";
        const list = allowedValues.length <= 8 ? `; use one of ${allowedValues.map((v) => JSON.stringify(v)).join(", ")}` : "";
        return problem(at, `${JSON.stringify(value)} is not one of the allowed values${hint}${list}`);
      }
      case "const":
        return problem(at, `must be ${JSON.stringify(params.allowedValue)}`);
      case "type":
        return problem(at, `must be ${typeName(String(params.type))}, not ${describeValue(value)}`);
      case "minLength":
        return problem(at, params.limit === 1 ? "must not be empty" : `must be at least ${params.limit} characters long (it has ${String(value).length})`);
      case "maxLength":
        return problem(at, `must be at most ${params.limit} characters long (it has ${String(value).length})`);
      case "minItems":
        return problem(at, `must list at least ${params.limit} item${params.limit === 1 ? "" : "s"} (it has ${(value as unknown[]).length})`);
      case "maxItems":
        return problem(at, `must list at most ${params.limit} items (it has ${(value as unknown[]).length})`);
      case "minimum":
      case "maximum":
        return problem(at, `must be ${error.keyword === "minimum" ? "at least" : "at most"} ${params.limit}`);
      case "format":
        return problem(at, `must be a valid ${params.format === "uri" ? "web address" : params.format === "email" ? "email address" : String(params.format)}`);
      case "pattern":
        return problem(at, `${JSON.stringify(value)} does not have the expected form`);
      case "errorMessage":
        return problem(at, `${JSON.stringify(value)} ${error.message ?? "is not valid"}`);
      default:
        return problem(at, error.message ?? `fails the "${error.keyword}" rule`);
    }
  }

  /**
   * A suburb file against its schema. `npm run new:suburb` fills every field with "TODO: …"; such a
   * field gets one plain message asking for the real value instead of the schema's complaints.
   */
  checkSuburbFile(source: SourceFile, problems: Problem[]): ParsedFile | undefined {
    const found: Problem[] = [];
    const parsed = this.checkFile(source, "suburb.schema.json", found);
    if (!parsed) {
      problems.push(...found);
      return undefined;
    }
    const todos: Problem[] = [];
    walkStrings(parsed.data, [], (value, segments) => {
      if (/\bTODO\b/.test(value)) todos.push(problemAt(parsed, segments, `still holds the placeholder ${JSON.stringify(value)}; write the real value in its place`));
    });
    const todoPaths = new Set(todos.map((todo) => todo.path));
    problems.push(...found.filter((problem) => !todoPaths.has(problem.path)), ...todos);
    return { ...parsed, valid: parsed.valid && todos.length === 0 };
  }

  /** Validates the site configuration, every page and every suburb report, then the cross-file checks. */
  validate(root: string = process.cwd()): { problems: Problem[]; files: number } {
    const problems: Problem[] = [];
    const site = this.checkFile(readSource(root, SITE_FILE), "site.schema.json", problems);
    const pages = listJsonFiles(root, PAGES_DIR)
      .map((file) => this.checkFile(readSource(root, file), "page.schema.json", problems))
      .filter((page): page is ParsedFile => page !== undefined);
    const suburbFiles = listJsonFiles(root, SUBURBS_DIR);
    const suburbs = suburbFiles
      .map((file) => this.checkSuburbFile(readSource(root, file), problems))
      .filter((suburb): suburb is ParsedFile => suburb !== undefined);
    const reports = checkSuburbs(suburbFiles, suburbs, problems);
    crossCheck(root, site, [...pages.map((page) => withIndex(page, reports)), ...suburbPages(suburbs, reports)], suburbs, problems);
    problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
    return { problems, files: pages.length + suburbs.length + 1 };
  }
}

function report(problems: Problem[], file: ParsedFile, segments: PathSegment[], message: string) {
  problems.push(problemAt(file, segments, message));
}

/**
 * What the suburb schema cannot say: the slug is the file name, no suburb has two reports,
 * related suburbs have a report or say they have none, and the equity example adds up.
 * Returns the reports that are sound enough to build pages from, by slug.
 */
function checkSuburbs(suburbFiles: string[], suburbs: ParsedFile[], problems: Problem[]): Map<string, SuburbReport> {
  const reports = new Map<string, SuburbReport>();
  const bySlug = new Map<string, string>();
  const names = new Map<string, string>();
  for (const suburb of suburbs) {
    if (!suburb.valid) continue;
    const data = suburb.data as SuburbReport;
    const stem = path.basename(suburb.source.file, ".json");
    if (data.slug !== stem) report(problems, suburb, ["slug"], `the slug "${data.slug}" must match the file name: rename the file to ${data.slug}.json or set the slug to "${stem}"`);
    const sameSlug = bySlug.get(data.slug);
    const sameName = names.get(data.name.toLowerCase());
    if (sameSlug) report(problems, suburb, ["slug"], `the slug "${data.slug}" is already used by ${sameSlug}`);
    else if (sameName) report(problems, suburb, ["name"], `"${data.name}" already has a report in ${sameName}`);
    else {
      bySlug.set(data.slug, suburb.source.file);
      names.set(data.name.toLowerCase(), suburb.source.file);
      reports.set(data.slug, data);
    }
    const { value, loanBalance, maxLvr } = data.equityExample;
    if (loanBalance >= (value * maxLvr) / 100)
      report(problems, suburb, ["equityExample", "loanBalance"], `the loan is at least ${maxLvr}% of the value, so the example would show no usable equity; use a smaller loan or a higher value`);
  }
  // A related slug whose file exists but is broken is not reported again here: its own file is.
  const files = new Set(suburbFiles.map((file) => path.basename(file, ".json")));
  for (const suburb of suburbs) {
    if (!suburb.valid) continue;
    const data = suburb.data as SuburbReport;
    const listed = new Set<string>();
    data.related.forEach((related, i) => {
      const at: PathSegment[] = ["related", i, "slug"];
      const target = reports.get(related.slug);
      if (related.slug === data.slug) report(problems, suburb, at, "a suburb cannot be related to itself");
      else if (listed.has(related.slug)) report(problems, suburb, at, `"${related.slug}" is listed twice; list three different suburbs`);
      else if (!target && !related.noReport && !files.has(related.slug))
        report(problems, suburb, at, `no suburb report "${related.slug}"${didYouMean(related.slug, reports.keys())}; if ${related.name} has no report yet, add "noReport": true and its card will invite a custom report request`);
      else if (target && target.name !== related.name) report(problems, suburb, ["related", i, "name"], `the report "${related.slug}" is for ${target.name}, so the name must be "${target.name}"`);
      listed.add(related.slug);
    });
  }
  return reports;
}

/** A page with the suburb index filled in, as visitors get it. */
function withIndex(page: ParsedFile, reports: Map<string, SuburbReport>): ParsedFile {
  return page.valid ? { ...page, data: withSuburbIndex(page.data as PageDocument, reports) } : page;
}

/** Each sound suburb report as the page the template makes of it. */
function suburbPages(suburbs: ParsedFile[], reports: Map<string, SuburbReport>): ParsedFile[] {
  const fromFile: Record<string, PathSegment[]> = { path: ["slug"], title: ["name"], description: ["description"] };
  return suburbs
    .filter((suburb) => suburb.valid && reports.get((suburb.data as SuburbReport).slug) === suburb.data)
    .map((suburb) => ({
      ...suburb,
      data: suburbPage(suburb.data as SuburbReport, reports),
      sourcePath: (segments) => fromFile[String(segments[0])] ?? segments,
    }));
}

/** Search results cut titles after about 60 characters and show 70 to 160 of a description. */
const SEARCH_LENGTHS = { title: [10, 60], description: [70, 160] } as const;

function searchLengthProblem(field: "title" | "description", text: string, site: ParsedFile | undefined, doc: Record<string, unknown>): string | undefined {
  if (doc.status === 404 || doc.indexable === false || !site?.valid) return undefined;
  const values = placeholderValues(site.data as SiteConfig);
  const shown = text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  const [min, max] = SEARCH_LENGTHS[field];
  if (shown.length >= min && shown.length <= max) return undefined;
  return `is ${shown.length} characters as shown${shown === text ? "" : " (placeholders filled in)"}; search results want ${min} to ${max}`;
}

function crossCheck(root: string, site: ParsedFile | undefined, pages: ParsedFile[], suburbs: ParsedFile[], problems: Problem[]) {
  const report = (file: ParsedFile, segments: PathSegment[], message: string) => problems.push(problemAt(file, segments, message));

  // Routes and the anchors on each.
  const routes = new Map<string, { file: ParsedFile; anchors: Set<string> }>();
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const page of pages) {
    const doc = asRecord(page.data);
    const anchors = new Set<string>();
    walkStrings(doc.blocks, ["blocks"], (value, segments) => {
      if (segments.at(-1) !== "id") return;
      if (anchors.has(value)) report(page, segments, `anchor "${value}" is used twice on this page; each anchor must be unique`);
      anchors.add(value);
    });
    if (typeof doc.path === "string") {
      const other = routes.get(doc.path);
      if (other) report(page, ["path"], `the path "${doc.path}" is already used by ${other.file.source.file}`);
      else routes.set(doc.path, { file: page, anchors });
    }
    for (const field of ["title", "description"] as const) {
      const text = doc[field];
      if (typeof text !== "string") continue;
      const tooLong = searchLengthProblem(field, text, site, doc);
      if (tooLong) report(page, [field], tooLong);
      const other = seen[field].get(text);
      if (other) report(page, [field], `the same ${field} as ${other}; every page needs its own`);
      else seen[field].set(text, page.source.file);
    }
  }
  if (pages.length && ![...routes.values()].some(({ file }) => asRecord(file.data).status === 404))
    problems.push({ file: PAGES_DIR, line: 1, col: 1, path: "(folder)", message: "no page has \"status\": 404, so unknown addresses would have no not-found page" });

  const publicFiles = new Set([...listPublicFiles(root), ...GENERATED_FILES]);
  const linkable = [...routes.keys()].filter((p) => asRecord(routes.get(p)?.file.data).status !== 404);

  const checkLinks = (file: ParsedFile, data: Json, start: PathSegment[], ownPath: string | undefined) =>
    walkStrings(data, start, (value, segments) => {
      const key = segments.at(-1);
      // A report page's text is its suburb file's, whose placeholders are checked where they are written.
      if (!file.sourcePath) for (const match of value.matchAll(PLACEHOLDER)) {
        const name = match[1] ?? "";
        if (!KNOWN_PLACEHOLDERS.includes(name))
          report(file, segments, `unknown placeholder "{${name}}"${didYouMean(name, KNOWN_PLACEHOLDERS, (s) => `"{${s}}"`)}; the placeholders are ${KNOWN_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}`);
      }
      if (key === "src" && value.startsWith("/") && !publicFiles.has(value)) {
        report(file, segments, `no file public${value}${didYouMean(value, publicFiles)}`);
        return;
      }
      if (key !== "to" && key !== "href") return;
      if (!value.startsWith("/") && !value.startsWith("#")) return;
      const [target = "", anchor] = value.split("#", 2);
      const targetPath = target === "" ? ownPath : target.length > 1 ? target.replace(/\/$/, "") : "/";
      if (targetPath === undefined) {
        report(file, segments, `"${value}" needs a page before the "#", because this link appears on every page`);
        return;
      }
      const route = routes.get(targetPath);
      if (!route || asRecord(route.file.data).status === 404) {
        if (!anchor && publicFiles.has(targetPath)) return;
        report(file, segments, `link to "${value}" goes to no page${didYouMean(targetPath, linkable)}`);
        return;
      }
      if (anchor !== undefined && !route.anchors.has(anchor))
        report(file, segments, `link to "${value}": the page "${targetPath}" has no anchor "${anchor}"${didYouMean(anchor, route.anchors)}`);
    });

  if (site) checkLinks(site, site.data, [], undefined);
  for (const suburb of suburbs) checkLinks(suburb, suburb.data, [], undefined);
  for (const page of pages) {
    const doc = asRecord(page.data);
    checkLinks(page, doc.blocks, ["blocks"], typeof doc.path === "string" ? doc.path : undefined);
  }
}

function problemAt(file: ParsedFile, segments: PathSegment[], message: string): Problem {
  const at = file.sourcePath ? file.sourcePath(segments) : segments;
  return { file: file.source.file, ...file.locator.valueAt(at), path: formatPath(at), message };
}

function listPublicFiles(root: string): string[] {
  const dir = path.join(root, "public");
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSyncSafe(path.join(dir, rel))) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else files.push(child);
    }
  };
  walk("");
  return files;
}

function readdirSyncSafe(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** The parsed file, or undefined when it is not JSON (the locator then says where and why). */
function parseJson(text: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/**
 * Calls visit for every string inside value with its path. The path is one array updated in place
 * (a copy per node made validating a thousand suburbs slow): visitors must not keep it.
 */
function walkStrings(value: Json, start: PathSegment[], visit: (value: string, segments: PathSegment[]) => void) {
  const segments = [...start];
  const walk = (node: Json) => {
    if (typeof node === "string") visit(node, segments);
    else if (Array.isArray(node))
      for (let i = 0; i < node.length; i++) {
        segments.push(i);
        walk(node[i]);
        segments.pop();
      }
    else if (node && typeof node === "object")
      for (const [key, item] of Object.entries(node)) {
        segments.push(key);
        walk(item);
        segments.pop();
      }
  };
  walk(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function valueAt(data: Json, segments: PathSegment[]): Json {
  let current = data;
  for (const segment of segments) current = (current as Record<string | number, Json> | undefined)?.[segment];
  return current;
}

function propertyDescription(schema: unknown, field: string): string | undefined {
  const description = asRecord(asRecord(asRecord(schema).properties)[field]).description;
  if (typeof description !== "string") return undefined;
  return description.charAt(0).toLowerCase() + description.slice(1).replace(/\.$/, "");
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: "text in double quotes",
    integer: "a whole number",
    number: "a number",
    boolean: "true or false",
    array: "a list in [ ]",
    object: "an object in { }",
    null: "null",
  };
  return type.split(",").map((t) => names[t] ?? t).join(" or ");
}

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `text (${JSON.stringify(value.length > 30 ? value.slice(0, 30) + "…" : value)})`;
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "boolean") return String(value);
  return "an object";
}
