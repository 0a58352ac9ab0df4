/**
 * The validators of a site's own forms (src/content/site-forms.ts), which the build compiles into
 * <build>/site-forms/ beside the pages it serves (scripts/lib/site-form-validators.ts): the server
 * loads those the site lists as it starts, and checks their posts with them as it checks the
 * kernel's forms with theirs (src/generated/form-validators/index.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SubmissionForm } from "../forms/validate-submission.ts";

/** The folder beside a build's client/ that holds its own forms' validators. */
export const SITE_FORMS_BUILD_DIR = "site-forms";

/** A form's module in that folder: its fields and precompiled validator. */
export const siteFormFile = (form: string) => `${form}.form.mjs`;

/**
 * The forms `names` as the build in the folder above `clientDir` compiled them, by name; a name
 * without its module is in `missing` (a build older than the form, or none).
 */
export async function loadSiteFormValidators(clientDir: string, names: readonly string[]): Promise<{ forms: Map<string, SubmissionForm>; missing: string[] }> {
  const dir = path.join(path.dirname(path.resolve(clientDir)), SITE_FORMS_BUILD_DIR);
  const forms = new Map<string, SubmissionForm>();
  const missing: string[] = [];
  for (const name of names) {
    const file = path.join(dir, siteFormFile(name));
    if (!existsSync(file)) missing.push(name);
    else forms.set(name, ((await import(pathToFileURL(file).href)) as { default: SubmissionForm }).default);
  }
  return { forms, missing };
}
