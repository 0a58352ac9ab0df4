/**
 * A file's form in sections staff open one at a time (site settings: "Business and contact",
 * "Office and hours", …), as its schema's editor hint declares them (src/content/editor-hints.ts):
 * that hint is the one place a section is named. A field the form shows that no section names
 * still has a place, "Other settings", so nothing the form could show is out of reach. A site may
 * retitle a section for its staff (its editor-help.json's "sections/site"); the key follows the title shown.
 */
import type { EditorHint } from "../../../content/editor-hints.ts";
import { pathSegments } from "../focus-problem.ts";

type Schema = Record<string, unknown>;

export interface FormSection {
  /** Its key in the editor's address (?section=office-and-hours), made from its title. */
  key: string;
  title: string;
  description: string;
  /** The file's top-level fields it shows, in order. */
  fields: string[];
}

/** Where a field no section names is shown. */
const OTHER = { title: "Other settings", description: "Settings not in any section above." };

const keyOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Whether the form draws a top-level field at all: not the file's own schema reference, nor a field left to the files. */
function isShown(name: string, property: unknown): boolean {
  if (name === "$schema" || !property || typeof property !== "object") return false;
  return (property as { editor?: EditorHint }).editor?.widget !== "hidden";
}

/** The form's sections, or none when its schema declares none (the form is then drawn whole); `titles` are the site's own, by the kernel's. */
export function formSections(schema: Schema, titles: Readonly<Record<string, string>> = {}): FormSection[] {
  const declared = (schema.editor as EditorHint | undefined)?.sections ?? [];
  if (declared.length === 0) return [];
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const sections = declared.map(({ title, description, fields }) => ({
    key: keyOf(titles[title] ?? title),
    title: titles[title] ?? title,
    description,
    fields: fields.filter((name) => isShown(name, properties[name])),
  }));
  const placed = new Set(sections.flatMap((section) => section.fields));
  const rest = Object.entries(properties)
    .filter(([name, property]) => isShown(name, property) && !placed.has(name))
    .map(([name]) => name);
  if (rest.length) sections.push({ key: keyOf(OTHER.title), ...OTHER, fields: rest });
  return sections.filter((section) => section.fields.length > 0);
}

/** The section showing the field at `path` (its first segment is the top-level field), if any does. */
export function sectionOf(sections: readonly FormSection[], path: ReadonlyArray<string | number>): FormSection | undefined {
  const [top] = path;
  return typeof top === "string" ? sections.find((section) => section.fields.includes(top)) : undefined;
}

/**
 * The section an editor address opens (its query, `search`): the one holding ?field= (where Before
 * going live links to), else ?section=, else the first.
 */
export function sectionInAddress(sections: readonly FormSection[], search: string): string | undefined {
  const query = new URLSearchParams(search);
  const field = query.get("field");
  const holding = field ? sectionOf(sections, pathSegments(field)) : undefined;
  const named = sections.find((section) => section.key === query.get("section"));
  return (holding ?? named ?? sections[0])?.key;
}

/** How many of `paths` (problems, samples) fall in each section, by key. */
export function countBySection(sections: readonly FormSection[], paths: ReadonlyArray<ReadonlyArray<string | number>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const path of paths) {
    const section = sectionOf(sections, path);
    if (section) counts.set(section.key, (counts.get(section.key) ?? 0) + 1);
  }
  return counts;
}
