/**
 * The server's view of a posted form: the same precompiled validator the browser runs (through
 * src/forms/validate-submission.ts, generated from schemas/forms/), plus what only a server needs —
 * unknown form names, fields the schema does not list (dropped, never stored) and the absences
 * it may forgive. Nothing here names a form's fields; the schemas do.
 */
import contact from "../../schemas/forms/contact.schema.json" with { type: "json" };
import enquiry from "../../schemas/forms/enquiry.schema.json" with { type: "json" };
import suburbReports from "../../schemas/forms/suburb-reports.schema.json" with { type: "json" };
import suburbRequest from "../../schemas/forms/suburb-request.schema.json" with { type: "json" };
import { FORM_NAMES, isFormName, validateSubmission as checkSubmission, type FieldError, type FormName } from "../forms/validate-submission.ts";

export type { FieldError };

export type SubmissionResult =
  | { ok: true; data: Record<string, string> }
  | { ok: false; errors: FieldError[] }
  | { ok: false; unknownForm: true };

export interface ValidateOptions {
  /** Fields whose absence is forgiven, e.g. the security-check flag on a post made without JavaScript. */
  forgiveMissing?: readonly string[];
}

const listedFields: Record<FormName, ReadonlySet<string>> = {
  contact: new Set(Object.keys(contact.properties)),
  enquiry: new Set(Object.keys(enquiry.properties)),
  "suburb-reports": new Set(Object.keys(suburbReports.properties)),
  "suburb-request": new Set(Object.keys(suburbRequest.properties)),
};

export function formNames(): string[] {
  return [...FORM_NAMES].sort();
}

/**
 * Drops fields the form's schema does not list, then trims and checks the rest. An empty field
 * counts as missing, so it gets the schema's "is required" message.
 */
export function validateSubmission(formName: string, fields: Record<string, string>, options: ValidateOptions = {}): SubmissionResult {
  if (!isFormName(formName)) return { ok: false, unknownForm: true };
  const listed = listedFields[formName];
  const posted = Object.fromEntries(Object.entries(fields).filter(([name]) => listed.has(name)));
  const { data, errors } = checkSubmission(formName, { ...posted, "form-name": formName });
  const forgiven = new Set(options.forgiveMissing ?? []);
  const kept: FieldError[] = [];
  for (const error of errors) {
    if (forgiven.has(error.field) && !(error.field in data)) continue;
    if (!kept.some((e) => e.field === error.field)) kept.push(error);
  }
  return kept.length ? { ok: false, errors: kept } : { ok: true, data };
}
