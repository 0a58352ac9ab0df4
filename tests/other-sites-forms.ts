/**
 * What of a form a built site must not carry when it does not list the form: read from the forms'
 * own files with plain fs, never from the pipeline under test. The main site's own forms are those
 * its folder defines (sites/westline/forms/<name>.schema.json).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const PROJECT = path.resolve(import.meta.dirname, "..");

/** The forms the main site defines in its own folder, by name. */
export const mainSiteOwnForms = (): string[] =>
  readdirSync(path.join(PROJECT, "sites/westline/forms"))
    .filter((file) => file.endsWith(".schema.json"))
    .map((file) => file.replace(/\.schema\.json$/, ""))
    .sort();

/** Every file under dir, relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/**
 * Where a built site's folder (its build/client, its build/site-forms) names any of `forms`: a file
 * named after one (its script, its validator, its thank-you page) or a page, script or stylesheet
 * holding its name. Empty when the build carries none of them.
 */
export function formTraces(dirs: readonly string[], forms: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    filesUnder(dir).flatMap((file) => {
      const named = forms.filter((form) => file.includes(form)).map((form) => `${file} is named after ${form}`);
      if (!/\.(html|js|mjs|css|json|txt|xml)$/.test(file)) return named;
      const text = readFileSync(path.join(dir, file), "utf8");
      return [...named, ...forms.filter((form) => text.includes(form)).map((form) => `${file} says "${form}"`)];
    }),
  );
}
