/**
 * What the browser forms and the server share about a submission, framework-free: trimming a flat
 * record and naming the field an ajv error belongs to.
 */
import type { ErrorObject } from "ajv";

// The forms' one list, generated from schemas/forms/ by `npm run gen`.
export { FORM_NAMES, isFormName, type FormName } from "../generated/forms.ts";

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

/** The body of a form-encoded POST: the fields in order, without empty values. */
export function formBody(fields: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value) params.append(key, value);
  return params.toString();
}
