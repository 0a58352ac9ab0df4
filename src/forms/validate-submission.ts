/**
 * What a form submission must be: the one validation of a visitor form, shared by the browser and
 * the server, framework-free and eval-free (it imports no React and compiles nothing at run time).
 *
 * The browser's forms trim with `trimRecord` and run their precompiled validator (src/forms/SchemaForm.tsx);
 * the server runs `validateSubmission` on every post, which runs the same validator over the same
 * trimmed record and adds what only a server needs: unknown forms, fields the schema does not list
 * (dropped, never stored), control characters (stripped), honeypots (the schema's fields that must
 * stay empty), the absences it may forgive and messages in the form's own words.
 *
 *   validateSubmission(submissionForm(name), fields)   // the server: name from the post's form-name
 *   schemaErrors(submissionForms.contact, record)        // the schema's verdict alone
 *
 * Nothing here names a form or its fields; the schemas in schemas/forms/ do, and `npm run gen`
 * lists them (src/generated/form-validators/index.ts). It takes a form rather than a name so the
 * browser, which imports it for `trimRecord`, never loads every form's validator.
 */
import type { ErrorObject } from "ajv";
import type { ValidatorFunctions } from "@rjsf/validator-ajv8";

/**
 * The field carrying a form render's random key (src/forms/page-start-fields.ts): the server stores
 * a post sent again with the same key and answers only once.
 */
export const SUBMISSION_KEY = "submission_key";

/** One problem with a submission: `field` is the posted field's name, or "" for the whole form. */
export interface FieldError {
  field: string;
  message: string;
}

export type SubmissionRecord = Record<string, string>;

interface PropertySchema {
  type?: string;
  description?: string;
  title?: string;
  maxLength?: number;
}

/** How the lead inbox shows a site form's leads, as its schema's "inbox" declares (schemas/site/form.schema.json). */
export interface FormInbox {
  name?: string;
  summary?: string[];
}

/** A form as validation needs it: its form-name, its schema (schemas/forms/<form-name>.schema.json) and its precompiled validator. */
export interface SubmissionForm {
  name: string;
  schema: { properties: Record<string, PropertySchema> };
  validators: ValidatorFunctions;
  /** A site's own form only: how the lead inbox shows its leads, carried to the server beside its validator. */
  inbox?: FormInbox;
}

export type SubmissionResult =
  | { ok: true; data: SubmissionRecord; honeypotFilled: boolean }
  | { ok: false; errors: FieldError[]; labels: Record<string, string> }
  | { ok: false; unknownForm: true };

export interface ValidateOptions {
  /** Fields whose absence is forgiven, e.g. the security-check flag on a post made without JavaScript. */
  forgiveMissing?: readonly string[];
}

/** A field allowing more than this many characters is free text, where line breaks and tabs belong. */
const FREE_TEXT_LENGTH = 1000;

/**
 * Trims every value and leaves out the empty ones, so a blank or all-spaces field counts as missing
 * and gets the schema's "… is required" message, and honeypots left empty are simply absent.
 */
export function trimRecord(record: Readonly<Record<string, unknown>>): SubmissionRecord {
  const trimmed: SubmissionRecord = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value !== "string") continue;
    const text = value.trim();
    if (text) trimmed[key] = text;
  }
  return trimmed;
}

/**
 * The field an ajv error is about. ajv-errors reports a missing property as an "errorMessage" error
 * on the parent object, wrapping the original "required" error, hence the look inside `params.errors`.
 */
export function fieldOf(error: ErrorObject): string {
  const segment = error.instancePath.split("/")[1];
  if (segment) return segment.replace(/~1/g, "/").replace(/~0/g, "~");
  const params = error.params as { missingProperty?: string; additionalProperty?: string; errors?: ErrorObject[] };
  const inner = params.errors?.[0]?.params as { missingProperty?: string } | undefined;
  return params.missingProperty ?? params.additionalProperty ?? inner?.missingProperty ?? "";
}

/**
 * A record's own entry, never one every object inherits: a field posted as "constructor" or
 * "toString" is an unknown field, not Object's function.
 */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The form's labels (each property's schema title), for pages that name fields to people. */
export function fieldLabels(form: SubmissionForm): Record<string, string> {
  return Object.fromEntries(Object.entries(form.schema.properties).flatMap(([name, p]) => (p.title ? [[name, p.title]] : [])));
}

/** Fields that must stay empty (maxLength 0): hidden from people, filled only by bots. */
export function honeypots(form: SubmissionForm): string[] {
  return Object.entries(form.schema.properties).flatMap(([name, p]) => (p.maxLength === 0 ? [name] : []));
}

/**
 * Control characters could drive a terminal or hide text; a visitor never means to send them.
 * Free text keeps line breaks (CRLF made LF) and tabs; elsewhere they become spaces.
 */
export function withoutControlCharacters(value: string, freeText: boolean): string {
  const normalised = value.replace(/\r\n?/g, "\n");
  /* eslint-disable no-control-regex -- the control characters are what these remove */
  return freeText
    ? normalised.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "")
    : normalised.replace(/[\t\n]/g, " ").replace(/[\u0000-\u001f\u007f-\u009f]/g, "");
  /* eslint-enable no-control-regex */
}

/**
 * ajv's own English ("must NOT have more than 100 characters") appears only where a schema gives
 * no message of its own; it is put into a sentence that names the field.
 */
export function plainMessage(label: string, message: string): string {
  if (!message.startsWith("must ")) return message;
  const longest = /more than (\d+) characters/.exec(message)?.[1];
  if (longest) return `${label} must be at most ${longest} characters`;
  const shortest = /fewer than (\d+) characters/.exec(message)?.[1];
  if (shortest) return `${label} must be at least ${shortest} characters`;
  if (message.includes("allowed values") || message.includes("constant")) return `Please choose one of the options for ${label}`;
  return `${label} does not look right; please check it`;
}

/**
 * The schema's verdict on a record as it stands: the trimmed record (empty values left out) and
 * every problem in schema order, in the schema's words. What the browser's validator says too; the
 * tests compare the two.
 */
export function schemaErrors(form: SubmissionForm, record: Readonly<Record<string, unknown>>): { data: SubmissionRecord; errors: FieldError[] } {
  const data = trimRecord(record);
  const validate = Object.values(form.validators)[0];
  if (!validate) throw new Error("A form has no precompiled validator: run `npm run gen`.");
  if (validate(data)) return { data, errors: [] };
  const errors = (validate.errors ?? []).map((error: ErrorObject) => ({ field: fieldOf(error), message: error.message ?? "is invalid" }));
  return { data, errors };
}

/**
 * A post as the server takes it, `form` being the one its form-name names (undefined: no such form).
 * Drops fields the form's schema does not list, strips control characters, then trims and checks
 * the rest with the honeypots set aside: a bot's post is judged like the same post from a person,
 * so the answer never tells which fields are traps. An empty field counts as missing.
 */
export function validateSubmission(form: SubmissionForm | undefined, fields: Record<string, string>, options: ValidateOptions = {}): SubmissionResult {
  if (!form) return { ok: false, unknownForm: true };
  const properties = form.schema.properties;
  const traps = new Set(honeypots(form));
  const posted: Record<string, string> = {};
  let honeypotFilled = false;
  for (const [name, value] of Object.entries(fields)) {
    const property = own(properties, name);
    if (!property) continue;
    if (traps.has(name)) {
      honeypotFilled ||= value.trim() !== "";
      continue;
    }
    posted[name] = withoutControlCharacters(value, (property.maxLength ?? 0) > FREE_TEXT_LENGTH);
  }
  const { data, errors } = schemaErrors(form, { ...posted, "form-name": form.name });
  const forgiven = new Set(options.forgiveMissing ?? []);
  const labels = fieldLabels(form);
  const kept: FieldError[] = [];
  for (const error of errors) {
    if (forgiven.has(error.field) && !Object.hasOwn(data, error.field)) continue;
    if (!kept.some((e) => e.field === error.field))
      kept.push({ field: error.field, message: plainMessage(own(labels, error.field) ?? "This answer", error.message) });
  }
  return kept.length ? { ok: false, errors: kept, labels } : { ok: true, data, honeypotFilled };
}
