/**
 * Server-side checking of a posted form against the same JSON Schema the browser uses
 * (schemas/forms/<form-name>.schema.json), so both sides give the same messages. The fields a
 * form may carry are whatever its schema lists; nothing here names them.
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import { createAjv } from "../content/validate-content.ts";
import { readSchema, schemaFiles } from "../content/schema-files.ts";

export interface FieldError {
  field: string;
  message: string;
}

export type SubmissionResult =
  | { ok: true; data: Record<string, string> }
  | { ok: false; errors: FieldError[] }
  | { ok: false; unknownForm: true };

export interface ValidateOptions {
  /** Fields whose absence is forgiven, e.g. the security-check flag on a post made without JavaScript. */
  forgiveMissing?: readonly string[];
}

interface FormSchema {
  validate: ValidateFunction;
  properties: Record<string, { title?: string }>;
}

/** The four forms' schemas, compiled once: form-name → schema. */
function loadFormSchemas(): Map<string, FormSchema> {
  const ajv = createAjv();
  const forms = new Map<string, FormSchema>();
  for (const file of schemaFiles().filter((f) => f.startsWith("forms/"))) {
    const schema = readSchema(file) as { properties?: FormSchema["properties"] };
    const validate = ajv.getSchema(file);
    if (!validate) throw new Error(`schema ${file} did not compile`);
    forms.set(file.slice("forms/".length, -".schema.json".length), { validate, properties: schema.properties ?? {} });
  }
  return forms;
}

let cached: Map<string, FormSchema> | undefined;
const formSchemas = () => (cached ??= loadFormSchemas());

export function formNames(): string[] {
  return [...formSchemas().keys()].sort();
}

/**
 * Trims every value, drops empty values and fields the form's schema does not list, then checks
 * what is left. An empty field counts as missing, so it gets the schema's "is required" message.
 */
export function validateSubmission(formName: string, fields: Record<string, string>, options: ValidateOptions = {}): SubmissionResult {
  const form = formSchemas().get(formName);
  if (!form) return { ok: false, unknownForm: true };
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const trimmed = value.trim();
    if (trimmed !== "" && Object.hasOwn(form.properties, name)) data[name] = trimmed;
  }
  data["form-name"] = formName;
  if (form.validate(data)) return { ok: true, data };
  const forgiven = new Set(options.forgiveMissing ?? []);
  const errors: FieldError[] = [];
  for (const error of form.validate.errors ?? []) {
    const field = fieldOf(error);
    if (forgiven.has(field) && !(field in data)) continue;
    if (errors.some((e) => e.field === field)) continue;
    errors.push({ field, message: messageOf(error, form.properties[field]?.title ?? field) });
  }
  return errors.length ? { ok: false, errors } : { ok: true, data };
}

/** The field an error is about: the property it sits on, or the missing one for "required". */
function fieldOf(error: ErrorObject): string {
  const original = error.keyword === "errorMessage" ? ((error.params as { errors?: ErrorObject[] }).errors?.[0] ?? error) : error;
  const missing = (original.params as { missingProperty?: unknown }).missingProperty;
  if (typeof missing === "string") return missing;
  return decodeURIComponent(original.instancePath.split("/")[1] ?? "").replace(/~1/g, "/").replace(/~0/g, "~");
}

/** The schema's own message (ajv-errors) where it has one; a plain sentence otherwise. */
function messageOf(error: ErrorObject, title: string): string {
  if (error.keyword === "errorMessage" && error.message) return error.message;
  if (error.keyword === "required") return `${title} is required`;
  return `${title} is not valid`;
}
