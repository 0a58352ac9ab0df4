/**
 * The server's view of a posted form: the same precompiled validator the browser runs (through
 * src/forms/validate-submission.ts, generated from schemas/forms/), plus what only a server needs —
 * unknown form names, fields the schema does not list (dropped, never stored), control characters
 * (stripped), honeypots (the schema's fields that must stay empty), the absences it may forgive and
 * messages in the form's own words. Nothing here names a form's fields; the schemas do.
 */
import { FORM_SCHEMAS } from "../generated/form-schemas.ts";
import { FORM_NAMES, isFormName, schemaErrors as checkSubmission, type FieldError, type FormName } from "../forms/validate-submission.ts";

export type { FieldError };

export type SubmissionResult =
  | { ok: true; data: Record<string, string>; honeypotFilled: boolean }
  | { ok: false; errors: FieldError[]; labels: Record<string, string> }
  | { ok: false; unknownForm: true };

export interface ValidateOptions {
  /** Fields whose absence is forgiven, e.g. the security-check flag on a post made without JavaScript. */
  forgiveMissing?: readonly string[];
}

interface PropertySchema {
  type?: string;
  description?: string;
  title?: string;
  maxLength?: number;
}
// Every form in schemas/forms/, listed by `npm run gen`: adding a form needs no edit here.
const schemas: Record<FormName, { properties: Record<string, PropertySchema> }> = FORM_SCHEMAS;

/**
 * A record's own entry, never one every object inherits: a field posted as "constructor" or
 * "toString" is an unknown field, not Object's function.
 */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A field allowing more than this many characters is free text, where line breaks and tabs belong. */
const FREE_TEXT_LENGTH = 1000;

export function formNames(): string[] {
  return [...FORM_NAMES].sort();
}

/** The form's labels (each property's schema title), for pages that name fields to people. */
export function fieldLabels(form: FormName): Record<string, string> {
  return Object.fromEntries(Object.entries(schemas[form].properties).flatMap(([name, p]) => (p.title ? [[name, p.title]] : [])));
}

/** Fields that must stay empty (maxLength 0): hidden from people, filled only by bots. */
export function honeypots(form: FormName): string[] {
  return Object.entries(schemas[form].properties).flatMap(([name, p]) => (p.maxLength === 0 ? [name] : []));
}

/**
 * Control characters could drive a terminal or hide text; a visitor never means to send them.
 * Free text keeps line breaks (CRLF made LF) and tabs; elsewhere they become spaces.
 */
export function withoutControlCharacters(value: string, freeText: boolean): string {
  const normalised = value.replace(/\r\n?/g, "\n");
  // eslint-disable-next-line no-control-regex
  return freeText ? normalised.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "") : normalised.replace(/[\t\n]/g, " ").replace(/[\u0000-\u001f\u007f-\u009f]/g, "");
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
 * Drops fields the form's schema does not list, strips control characters, then trims and checks
 * the rest with the honeypots set aside: a bot's post is judged like the same post from a person,
 * so the answer never tells which fields are traps. An empty field counts as missing.
 */
export function validateSubmission(formName: string, fields: Record<string, string>, options: ValidateOptions = {}): SubmissionResult {
  if (!isFormName(formName)) return { ok: false, unknownForm: true };
  const properties = schemas[formName].properties;
  const traps = new Set(honeypots(formName));
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
  const { data, errors } = checkSubmission(formName, { ...posted, "form-name": formName });
  const forgiven = new Set(options.forgiveMissing ?? []);
  const labels = fieldLabels(formName);
  const kept: FieldError[] = [];
  for (const error of errors) {
    if (forgiven.has(error.field) && !Object.hasOwn(data, error.field)) continue;
    if (!kept.some((e) => e.field === error.field)) kept.push({ field: error.field, message: plainMessage(own(labels, error.field) ?? "This answer", error.message) });
  }
  return kept.length ? { ok: false, errors: kept, labels } : { ok: true, data, honeypotFilled };
}
