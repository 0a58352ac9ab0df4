/**
 * JSON Schema failures in plain English. ajv reports in its own terms ("must match pattern …");
 * each keyword gets a sentence here, using the field's own description and, for patterns, the
 * schema's `patternErrorMessage` (the keyword VS Code shows too, so the editor and the validator
 * say the same thing).
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ErrorObject, ValidateFunction } from "ajv";
import { imageFieldNotes } from "./image-fields.ts";
import { richTextFieldNotes } from "./rich-text-fields.ts";
import { contentSchemas, PRECOMPILED_CHECKS_FILE, schemaCompiler, schemasKey, type ContentSchema } from "./schema-compiler.ts";
import { AMOUNT_FORMS, typedAmountProblem } from "../lib/typed-amount.ts";
import { didYouMean } from "./suggest.ts";
import { blockTypes, schemasDir as projectSchemas } from "./schema-files.ts";
import { formatPath, pointerToPath, type JsonLocator, type PathSegment } from "./json-locations.ts";
import { quoted, type Problem } from "./problems.ts";
import { asRecord, valueAt } from "./json-values.ts";
import { literalAdvice } from "./syntax-errors.ts";
import { listInWords } from "../lib/list-in-words.ts";

export interface SchemaChecker {
  /** What `data` breaks of the schema in `schemaFile` (none when it is valid); notes its image fields on the way. */
  errorsIn(schemaFile: string, data: unknown): ErrorObject[];
  blockTypes: string[];
  /** Those of blockTypes that are the site's own (its blocks/ folder), which messages name. */
  siteBlockTypes?: string[];
}

type Validators = (schemaFile: string) => ValidateFunction | undefined;

const checkers = new Map<string, SchemaChecker>();
const compiledByContent = new Map<string, Validators>();

/**
 * Compiling the schemas was most of a small site's checking time (a quarter of a second each
 * process), so `npm run gen` compiles them ahead of time, and a process compiles them only when
 * they differ from what that compiled (a schema edited since; a scratch copy with a block of its
 * own): then once per schemas folder and process (the development server checks content on every
 * request), and once per process for folders whose schemas are the same, file for file.
 */
export function schemaChecker(
  schemasDir: string,
  siteBlocks: readonly SiteBlock[] = [],
  cacheFile?: string,
  collectionSchemas: readonly SiteSchema[] = [],
): SchemaChecker {
  const dir = path.resolve(schemasDir);
  const own = [...siteBlocks, ...collectionSchemas].map(({ id: file, text }) => ({ file, text }));
  const id = own.length ? `${dir}\0${schemasKey(own)}` : dir;
  let checker = checkers.get(id);
  if (!checker) {
    const validators = compiledSchemas(dir, siteBlocks, collectionSchemas, cacheFile);
    checker = {
      blockTypes: [...blockTypes(dir), ...siteBlocks.map((block) => block.type)],
      siteBlockTypes: siteBlocks.map((block) => block.type),
      errorsIn(schemaFile, data) {
        const validate = validators(schemaFile);
        if (!validate) throw new Error(`schema ${schemaFile} is missing from ${dir}`);
        return validate.call({ ...imageFieldNotes(data), ...richTextFieldNotes(data) }, data) ? [] : (validate.errors ?? []);
      },
    };
    checkers.set(id, checker);
  }
  return checker;
}

/** A form name in content: its schema's list of allowed values is the kernel's forms (`npm run gen` writes it). */
const FORM_NAME_ENUM = /(?:^|\/)common\/form-name\.schema\.json\/enum$/;

/**
 * The checks of content that may also name a site's own forms (src/content/site-forms.ts), which
 * the kernel's list of form names cannot hold: a name of one of them, where a form name goes, is no
 * mistake. Filtered from the checks compiled ahead of time rather than compiled again with the
 * names added, which cost each process that checks such a site 0.6 CPU-s.
 */
export function withSiteForms(checker: SchemaChecker, siteFormNames: readonly string[]): SchemaChecker {
  if (!siteFormNames.length) return checker;
  const isSiteForm = (error: ErrorObject) =>
    error.keyword === "enum" && FORM_NAME_ENUM.test(error.schemaPath) && typeof error.data === "string" && siteFormNames.includes(error.data);
  return {
    blockTypes: checker.blockTypes,
    errorsIn(schemaFile, data) {
      const errors = checker.errorsIn(schemaFile, data);
      // A key naming a site's form (privacy.forms, nextSteps) also fails its object's propertyNames.
      const keys = new Set(errors.filter(isSiteForm).map((error) => `${error.instancePath}\0${String(error.data)}`));
      const namedKey = (error: ErrorObject) =>
        error.keyword === "propertyNames" && keys.has(`${error.instancePath}\0${String((error.params as { propertyName?: unknown }).propertyName)}`);
      // A name that is no form at all is still one problem, offering the site's forms with the kernel's.
      const offered = (error: ErrorObject): ErrorObject =>
        error.keyword === "enum" && FORM_NAME_ENUM.test(error.schemaPath)
          ? { ...error, params: { allowedValues: [...(error.params as { allowedValues: unknown[] }).allowedValues, ...siteFormNames] } }
          : error;
      return errors.filter((error) => !isSiteForm(error) && !namedKey(error)).map(offered);
    },
  };
}

/** What `npm run gen` compiled: the hash of the schemas it compiled, and each schema file's check. */
export interface PrecompiledChecks {
  schemasKey: string;
  validators: Partial<Record<string, ValidateFunction>>;
}

let precompiled: PrecompiledChecks | null | undefined;

/** The project's checks compiled ahead of time, if it has them (src/content/schema-compiler.ts says why they are required). */
export function precompiledChecks(): PrecompiledChecks | undefined {
  if (precompiled === undefined) {
    const file = path.join(path.dirname(projectSchemas), PRECOMPILED_CHECKS_FILE);
    precompiled = existsSync(file) ? (createRequire(import.meta.url)(file) as PrecompiledChecks) : null;
  }
  return precompiled ?? undefined;
}

/** The folder's schemas, compiled: ahead of time, by a compiler this process already has for the same files, or a new one. */
function compiledSchemas(dir: string, siteBlocks: readonly SiteBlock[], collectionSchemas: readonly SiteSchema[], cacheFile: string | undefined): Validators {
  const schemas = withSiteBlocks(contentSchemas(dir), siteBlocks, collectionSchemas);
  const key = schemasKey(schemas);
  const ahead = cacheFile && existsSync(cacheFile) ? (createRequire(import.meta.url)(cacheFile) as PrecompiledChecks) : precompiledChecks();
  if (key === ahead?.schemasKey) return (file) => ahead.validators[file];
  let validators = compiledByContent.get(key);
  if (!validators) {
    const ajv = schemaCompiler(schemas);
    validators = (file) => ajv.getSchema(file);
    compiledByContent.set(key, validators);
  }
  return validators;
}

/** A site's own block type (src/content/site-blocks.ts) as the pipeline files its schema: `id` among the kernel's. */
export interface SiteBlock {
  type: string;
  id: string;
  text: string;
}

/** A schema of the site's folder as the pipeline files it among the kernel's: a collection's entry schema (collection-schemas.ts). */
export interface SiteSchema {
  id: string;
  text: string;
}

/**
 * The kernel's content schemas with a site's own block types added: each filed beside the kernel's
 * blocks, and the page's block union (block.schema.json) naming them too, so a page's "type" picks
 * a site block's schema as it picks a kernel block's; and its collections' entry schemas, each
 * filed under its own name.
 */
export function withSiteBlocks(schemas: ContentSchema[], siteBlocks: readonly SiteBlock[], collectionSchemas: readonly SiteSchema[] = []): ContentSchema[] {
  const collections = collectionSchemas.map(({ id, text }) => ({ file: id, text }));
  if (!siteBlocks.length) return [...schemas, ...collections];
  return [
    ...schemas.map((schema) => {
      if (schema.file !== "block.schema.json") return schema;
      const union = JSON.parse(schema.text) as { oneOf: Array<{ $ref: string }> };
      return { file: schema.file, text: JSON.stringify({ ...union, oneOf: [...union.oneOf, ...siteBlocks.map((block) => ({ $ref: block.id }))] }) };
    }),
    ...siteBlocks.map((block) => ({ file: block.id, text: block.text })),
    ...collections,
  ];
}

/** Every schema failure of data as problems; a block without "type" gets one message, not two. */
export function schemaProblems(errors: ErrorObject[], data: unknown, file: string, locator: JsonLocator, types: string[], siteTypes: string[] = []): Problem[] {
  const untyped = new Set(errors.filter((e) => e.keyword === "discriminator").map((e) => e.instancePath));
  return (
    errors
      // "must match then schema" repeats the failure of the rule inside it, which has the sentence.
      .filter((e) => e.keyword !== "if")
      .filter((e) => !(e.keyword === "required" && e.params.missingProperty === "type" && untyped.has(e.instancePath)))
      .map((e) => withTypedAmount(describe(e, data, file, locator, types, siteTypes), e, data, locator))
  );
}

/**
 * An amount typed with a slip in the editor ("88O000", "$1,05m"), which passes on text it cannot read:
 * the problem points at the wrong character, and staff are told what is wrong and the forms the
 * editor reads, not the file's rule against a $ sign or commas (the editor takes both).
 */
function withTypedAmount(found: Problem, error: ErrorObject, data: unknown, locator: JsonLocator): Problem {
  const parent = asRecord(error.parentSchema);
  const at = pointerToPath(error.instancePath, (prefix) => Array.isArray(valueAt(data, prefix)));
  const value = valueAt(data, at);
  if ((parent.display !== "price" && parent.display !== "dollars") || typeof value !== "string" || formatPath(at) !== found.path) return found;
  const wrong = typedAmountProblem(value);
  return { ...found, ...(wrong.index !== undefined && locator.charAt(at, wrong.index)), staff: `In "${value}", ${wrong.reason}. Type it as ${AMOUNT_FORMS}.` };
}

/** What staff read for a value left out or left empty, whatever rule it breaks: the form shows the field and its help. */
const FILL_IN = "must be filled in";

function describe(error: ErrorObject, data: unknown, file: string, locator: JsonLocator, types: string[], siteTypes: string[]): Problem {
  const found = describeForDevelopers(error, data, file, locator, types, siteTypes);
  const value = valueAt(
    data,
    pointerToPath(error.instancePath, (prefix) => Array.isArray(valueAt(data, prefix))),
  );
  const empty = error.keyword === "required" || (typeof value === "string" && value.trim() === "" && ["minLength", "pattern"].includes(error.keyword));
  return empty && found.staff === undefined ? { ...found, staff: FILL_IN } : found;
}

function describeForDevelopers(error: ErrorObject, data: unknown, file: string, locator: JsonLocator, types: string[], siteTypes: string[]): Problem {
  const at = pointerToPath(error.instancePath, (prefix) => Array.isArray(valueAt(data, prefix)));
  const problem = (segments: PathSegment[], message: string, onKey = false): Problem => ({
    file,
    ...(onKey ? locator.keyAt(segments) : locator.valueAt(segments)),
    path: formatPath(segments),
    message,
  });
  const params = error.params as Record<string, unknown>;
  const value = valueAt(data, at);
  const parent = asRecord(error.parentSchema);
  if (typeof parent.errorMessage === "string") return problem(at, parent.errorMessage);
  switch (error.keyword) {
    case "required": {
      const field = String(params.missingProperty);
      const about = propertyDescription(parent, field);
      return problem([...at, field], `missing required field "${field}"${about ? ` (${about})` : ""}`);
    }
    case "additionalProperties": {
      const field = String(params.additionalProperty);
      const known = Object.keys(asRecord(parent.properties));
      return problem([...at, field], `unknown field "${field}"${didYouMean(field, known)}`, true);
    }
    case "discriminator": {
      if (params.error === "mapping" && typeof params.tagValue === "string") {
        const hint = didYouMean(params.tagValue, types);
        const own = siteTypes.length ? ` and this site's own in blocks/ (${siteTypes.map((type) => `"${type}"`).join(", ")})` : "";
        return problem([...at, "type"], `unknown block type "${params.tagValue}"${hint || `; the block types are the file names in schemas/blocks/${own}`}`);
      }
      return problem(at, 'a block needs a "type" naming its kind, e.g. "hero"');
    }
    case "enum": {
      const allowedValues = params.allowedValues as unknown[];
      const hint = typeof value === "string" ? didYouMean(value, allowedValues.map(String)) : "";
      const list = allowedValues.length <= 8 ? `; use one of ${allowedValues.map((v) => JSON.stringify(v)).join(", ")}` : "";
      return problem(at, `${quoted(value)} is not one of the allowed values${hint}${list}`);
    }
    case "const": {
      const allowed = params.allowedValue;
      // "true" or True (read as text by the syntax help) must not lead to a second message.
      if (typeof allowed === "boolean" && typeof value === "string" && value.trim().toLowerCase() === String(allowed))
        return problem(at, `must be ${allowed}: ${literalAdvice(String(allowed))}`);
      return problem(at, `must be ${JSON.stringify(allowed)}`);
    }
    case "type": {
      const type = String(params.type);
      const group = (type === "object" || type === "array") && (value === null || typeof value !== "object");
      return problem(at, `${typeMessage(type, value)}${group ? groupHint(parent, at, file) : ""}`);
    }
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
    case "pattern": {
      const custom = typeof parent.patternErrorMessage === "string" ? parent.patternErrorMessage : "does not have the expected form";
      return problem(at, `${quoted(value)} ${custom}`);
    }
    default:
      return problem(at, error.message ?? `fails the "${error.keyword}" rule`);
  }
}

/** "must be a whole number, not …", with the fix for a number written as text. */
function typeMessage(type: string, value: unknown): string {
  const wanted = type
    .split(",")
    .map((t) => TYPE_NAMES[t] ?? t)
    .join(" or ");
  if (type === "boolean" && typeof value === "string" && /^\s*(true|false)\s*$/i.test(value))
    return `must be true or false: ${literalAdvice(value.trim().toLowerCase())}`;
  if ((type === "integer" || type === "number") && typeof value === "string" && /^\s*~?\$?\d[\d,]*(\.\d+)?\s*$/.test(value)) {
    const digits = value.replace(/[\s~$,]/g, "");
    return /[$,~]/.test(value)
      ? `must be ${wanted}: write ${digits} without quotes, $ or commas`
      : `must be ${wanted}: remove the quotes (write ${digits}, not "${value}")`;
  }
  return `must be ${wanted}, not ${describeValue(value)}`;
}

/**
 * A group emptied to null (or overwritten with a value) has lost every field's name: say what it
 * holds, which fields it needs and where a sound one can be copied from.
 */
function groupHint(schema: Record<string, unknown>, at: PathSegment[], file: string): string {
  const about = typeof schema.description === "string" ? `: it holds ${lowerFirst(schema.description).replace(/\.$/, "")}. Write` : ": write";
  const fields = Array.isArray(schema.required) && schema.required.length ? (schema.required as string[]) : Object.keys(asRecord(schema.properties));
  const items =
    typeof schema.minItems === "number" && schema.minItems > 0 ? `at least ${schema.minItems} item${schema.minItems === 1 ? "" : "s"}` : "its items";
  const shape = schema.type === "array" ? `[ ] with ${items}` : fields.length ? `{ } with ${listInWords(fields)}` : "{ }";
  const last = at.at(-1);
  const named = [...at].reverse().find((segment) => typeof segment === "string");
  const source =
    last === undefined
      ? "another file"
      : typeof last === "number" && named !== undefined
        ? `one of the "${named}" items from this or another file`
        : `"${String(last)}" from another file`;
  return `${about} it back as ${shape}: copy ${source} in ${path.posix.dirname(file)}/ and change its values`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const TYPE_NAMES: Record<string, string> = {
  string: "text in double quotes",
  integer: "a whole number",
  number: "a number",
  boolean: "true or false",
  array: "a list in [ ]",
  object: "an object in { }",
  null: "null",
};

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `text (${quoted(value.length > 30 ? value.slice(0, 30) + "…" : value)})`;
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "boolean") return String(value);
  return "an object";
}

function propertyDescription(schema: Record<string, unknown>, field: string): string | undefined {
  const description = asRecord(asRecord(schema.properties)[field]).description;
  if (typeof description !== "string") return undefined;
  return lowerFirst(description).replace(/\.$/, "");
}
