/**
 * The server's view of a posted form: the one validation in src/forms/validate-submission.ts (the
 * same precompiled validator the browser runs, generated from schemas/forms/).
 */
import { FORM_NAMES } from "../forms/validate-submission.ts";

export { validateSubmission, type FieldError, type SubmissionResult, type ValidateOptions } from "../forms/validate-submission.ts";

export function formNames(): string[] {
  return [...FORM_NAMES].sort();
}
