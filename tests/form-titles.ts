/**
 * Each visitor-form field's title as the form schemas' own files give it (the first form that
 * titles it): what a form shows the visitor and the back office's CSV heads its column with. Read
 * with plain JSON.parse, so the tests' expectations never come from the code they check.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const FORMS = path.resolve(process.cwd(), "schemas/forms");
const TITLES = new Map<string, string>();
for (const file of readdirSync(FORMS)
  .filter((name) => name.endsWith(".schema.json"))
  .sort()) {
  const schema = JSON.parse(readFileSync(path.join(FORMS, file), "utf8")) as { properties: Record<string, { title?: string }> };
  for (const [name, property] of Object.entries(schema.properties)) if (property.title && !TITLES.has(name)) TITLES.set(name, property.title);
}

/** "Email" for email; a field no form titles is named so, and no column has that heading. */
export const fieldTitle = (name: string): string => TITLES.get(name) ?? `(no form titles ${name})`;
