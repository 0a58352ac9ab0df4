/**
 * Each visitor-form field's title as the form schemas' own files give it (the first form that
 * titles it, the kernel's forms first, then the main site's own): what a form shows the visitor and
 * the back office's CSV heads its column with. Read with plain JSON.parse, so the tests'
 * expectations never come from the code they check.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Each form's field titles, by form, from the schemas in `dir`. */
function titlesIn(dir: string): Record<string, Record<string, string>> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".schema.json"))
      .sort()
      .map((file) => {
        const schema = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { properties: Record<string, { title?: string }> };
        const titles = Object.entries(schema.properties).flatMap(([name, property]) => (property.title ? [[name, property.title]] : []));
        return [file.replace(/\.schema\.json$/, ""), Object.fromEntries(titles)];
      }),
  );
}

/** The main site's own forms' field titles (sites/westline/forms/), as the server hands them to its inbox. */
export const mainSiteOwnTitles: Record<string, Record<string, string>> = titlesIn(path.resolve(process.cwd(), "sites/westline/forms"));

const TITLES = new Map<string, string>();
for (const titles of [...Object.values(titlesIn(path.resolve(process.cwd(), "schemas/forms"))), ...Object.values(mainSiteOwnTitles)])
  for (const [name, title] of Object.entries(titles)) if (!TITLES.has(name)) TITLES.set(name, title);

/** "Email" for email; a field no form titles is named so, and no column has that heading. */
export const fieldTitle = (name: string): string => TITLES.get(name) ?? `(no form titles ${name})`;
