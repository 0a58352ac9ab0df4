/**
 * A site's collections: each a folder of entries of one kind that a template in the site's folder
 * makes into pages, declared in collections/<name>/collection.json (checked against
 * schemas/collection.schema.json, problems at file:line:col like any content file). The kernel
 * lists, checks, routes and renders the entries from the declaration alone (docs/collections.md;
 * the broker's site in sites/westline/ declares one).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { CollectionDeclaration, PageDocument } from "../generated/content-types.ts";
import { distance } from "fastest-levenshtein";
import { formatDollars, formatPrice, formatRate, formatWeeklyRent } from "../lib/money.ts";
import { formatDate } from "../lib/dates.ts";
import { closest, didYouMean } from "./suggest.ts";
import { slugify } from "../lib/slug.ts";
import { REFERENCE } from "../lib/reference-pattern.ts";
import { COLLECTIONS_DIR } from "./collection-schemas.ts";
import { collectionSchemaReference } from "./site-folder.ts";
import { checkFile, problemAt } from "./checked-file.ts";
import type { CollectionContext, CollectionKit, CollectionRules, CollectionTemplate, EntryPage } from "./collection-contract.ts";
import { CONTENT_DIR, SITE_FILE, listContentFiles, readContentFile, type EntryFolder } from "./content-files.ts";
import { listEntries } from "./files.ts";
import type { Problem } from "./problems.ts";
import { schemaChecker, type SchemaChecker } from "./schema-messages.ts";
import { schemasDir as projectSchemas } from "./schema-files.ts";
import { isProblem } from "./source.ts";

export { COLLECTIONS_DIR } from "./collection-schemas.ts";

export type { CollectionDeclaration };

export interface Collection extends CollectionDeclaration {
  /** The collection's name: its folder under collections/. */
  name: string;
  /** Its declaration, relative to the site's folder: collections/<name>/collection.json. */
  file: string;
  /** Its entries' folder, relative to the site's folder: pages.config/<folder>. */
  dir: string;
  /** The template module, loaded. */
  template: string;
  module: CollectionTemplate<unknown>;
  /** The rule sets of its own folder that `rules` names (rules.ts), loaded, in its order. */
  ruleSets: CollectionRules<unknown>[];
}

/** A name in `rules` that is a module of the collection's folder rather than one of the kernel's rule sets. */
const isRuleModule = (name: string) => /\.(ts|mts|js|mjs)$/.test(name);

/** The kernel's helpers a template is handed, written in the site's currency (set where the site is read). */
export const COLLECTION_KIT: CollectionKit = {
  price: formatPrice,
  dollars: formatDollars,
  weeklyRent: formatWeeklyRent,
  rate: formatRate,
  slug: slugify,
  reference: REFERENCE,
  distance,
  closest,
  didYouMean: (value, candidates) => didYouMean(value, candidates),
  date: formatDate,
};

/**
 * The site's collections, in name order, each with its template loaded; a declaration with a
 * problem (the problem reported) is left out, so its entries are reported as not read.
 */
export function readCollections(root: string, overrides: ReadonlyMap<string, string>, checker: SchemaChecker, problems: Problem[]): Collection[] {
  const names = listEntries(path.join(root, COLLECTIONS_DIR))
    .filter(({ path: rel, entry }) => entry.isDirectory() && !rel.includes("/"))
    .map(({ path: rel }) => rel);
  const found: Collection[] = [];
  for (const name of names) {
    const file = `${COLLECTIONS_DIR}/${name}/collection.json`;
    const source = readContentFile(root, file, overrides);
    if (isProblem(source)) {
      problems.push(source);
      continue;
    }
    const checked = checkFile(source, "collection.schema.json", checker, problems);
    if (!checked?.valid) continue;
    const declaration = checked.data as CollectionDeclaration;
    if (!existsSync(path.join(root, COLLECTIONS_DIR, name, declaration.schema)) || existsSync(path.join(projectSchemas, declaration.schema))) {
      const held = existsSync(path.join(root, COLLECTIONS_DIR, name, declaration.schema));
      problems.push(
        problemAt(
          checked,
          ["schema"],
          held
            ? `${declaration.schema} is also the name of one of the kernel's schemas: rename the entries' schema (and this name)`
            : `names ${declaration.schema}, which is not in ${COLLECTIONS_DIR}/${name}/: write the entries' schema there, or name the one that is`,
        ),
      );
      continue;
    }
    const clash = found.find((other) => other.folder === declaration.folder || other.route === declaration.route);
    if (clash) {
      const what = clash.folder === declaration.folder ? ["folder", `pages.config/${declaration.folder}/`] : ["route", declaration.route];
      problems.push(
        problemAt(
          checked,
          [what[0] as string],
          `${what[1]} is already the ${what[0]} of the collection "${clash.name}" (${clash.file}): give each collection its own`,
        ),
      );
      continue;
    }
    const module = moduleOf(root, name, declaration.template, "template");
    if (typeof module === "string") {
      problems.push(problemAt(checked, ["template"], module));
      continue;
    }
    const ruleSets: CollectionRules<unknown>[] = [];
    (declaration.rules ?? []).forEach((rules, i) => {
      if (!isRuleModule(rules)) return;
      const loaded = moduleOf(root, name, rules, "rules");
      if (typeof loaded === "string") problems.push(problemAt(checked, ["rules", i], loaded));
      else ruleSets.push(loaded);
    });
    found.push({ ...declaration, name, file, dir: `${CONTENT_DIR}/${declaration.folder}`, module, ruleSets });
  }
  return found;
}

const loaded = new Map<string, { modified: number; module: object }>();

/** What a module of each kind must export by default, and how to tell. */
const EXPORTS = {
  template: { is: (module: object) => typeof (module as { page?: unknown }).page === "function", what: "a template with a page(entry, context) function" },
  rules: {
    is: (module: object) =>
      ["select", "checkWithFacts", "checkTexts", "claims"].some((hook) => typeof (module as Record<string, unknown>)[hook] === "function"),
    what: "a rule set with a select, checkWithFacts, checkTexts or claims function",
  },
} as const;

/**
 * A module of the collection's folder (its template, a rule set), loaded once per process (again
 * when the file changes), or why it cannot be used.
 */
function moduleOf(root: string, name: string, file: string, kind: "template"): CollectionTemplate<unknown> | string;
function moduleOf(root: string, name: string, file: string, kind: "rules"): CollectionRules<unknown> | string;
function moduleOf(root: string, name: string, file: string, kind: keyof typeof EXPORTS): object | string {
  const full = path.join(root, COLLECTIONS_DIR, name, file);
  if (!existsSync(full)) return `names ${file}, which is not in ${COLLECTIONS_DIR}/${name}/: write the module there, or name the one that is`;
  const modified = statSync(full).mtimeMs;
  const cached = loaded.get(full);
  if (cached?.modified === modified) return cached.module;
  let module: unknown;
  try {
    // tsx loads a TypeScript module in plain Node as well (the bundled server, the publish job); loaded on first use.
    const { require: loadModule } = createRequire(import.meta.url)("tsx/cjs/api") as typeof import("tsx/cjs/api");
    module = (loadModule(full, import.meta.url) as { default?: unknown }).default;
  } catch (error) {
    return `${file} cannot be loaded (${error instanceof Error ? error.message.split("\n")[0] : String(error)}): fix the module`;
  }
  if (!module || typeof module !== "object" || !EXPORTS[kind].is(module))
    return `${file} must export by default ${EXPORTS[kind].what} (see docs/collections.md)`;
  loaded.set(full, { modified, module });
  return module;
}

/** An entry's address: the route with its slug in. */
export function entryPath(collection: Collection, slug: string): string {
  return collection.route.replace("{slug}", slug);
}

/** Where links to an entry point: its canonical address, with the slash when the route has one (the other redirects there). */
export function entryLink(collection: Collection, slug: string): string {
  return `${entryPath(collection, slug)}${collection.trailingSlash ? "/" : ""}`;
}

/** An entry's slug, or undefined when the entry has none (a problem of its own). */
export function slugOf(collection: Collection, entry: unknown): string | undefined {
  const slug = entry && typeof entry === "object" ? (entry as Record<string, unknown>)[collection.slugField] : undefined;
  return typeof slug === "string" ? slug : undefined;
}

/** What the template is handed with each entry of the collection. */
export function contextOf<Entry>(collection: Collection, entries: ReadonlyMap<string, Entry>): CollectionContext<Entry> {
  return { entries, link: (slug) => entryLink(collection, slug), kit: COLLECTION_KIT };
}

/** The page an entry becomes: the template's page at the collection's route. */
export function entryPage<Entry>(collection: Collection, entry: Entry, context: CollectionContext<Entry>): PageDocument {
  const made: EntryPage = (collection.module as CollectionTemplate<Entry>).page(entry, context);
  return {
    path: entryPath(collection, slugOf(collection, entry) ?? ""),
    ...(collection.trailingSlash && { trailingSlash: true }),
    ...made,
  } as PageDocument;
}

/** An entry's figures, by name ({}: a template that names none). */
export function figuresOf(collection: Collection, entry: unknown): Record<string, string> {
  return collection.module.figures?.(entry, COLLECTION_KIT) ?? {};
}

/** Every entry's figures as {<each>.<slug>.<figure>}: none for a collection that declares no reference names. */
export function entryReferences(collection: Collection, entries: Iterable<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  if (!collection.references) return out;
  for (const entry of entries)
    for (const [key, text] of Object.entries(figuresOf(collection, entry))) out[`${collection.references.each}.${slugOf(collection, entry)}.${key}`] = text;
  return out;
}

/** An entry's own figures as {<own>.<figure>}, for text inside its file. */
export function ownEntryReferences(collection: Collection, entry: unknown): Record<string, string> {
  const own = collection.references?.own;
  return own ? Object.fromEntries(Object.entries(figuresOf(collection, entry)).map(([key, text]) => [`${own}.${key}`, text])) : {};
}

export interface DeclaredFolder extends EntryFolder {
  rules: readonly string[];
  /** The entries' address, with {slug}. */
  route: string;
  /** What staff call one entry where its kind is plain from the screen ("report"): the declaration's shortLabel, else its label. */
  shortLabel: string;
  /** What the editor's box for a new entry asks for ("The clinician's name"). */
  namePrompt: string;
  /** The words of the control picking one of its entries, when the declaration gives them. */
  relatedEntry?: CollectionDeclaration["relatedEntry"];
  /** The entry's field holding its name. */
  titleField: string;
  /** The names text uses for its entries' figures, when it declares them. */
  references?: CollectionDeclaration["references"];
}

/** The address under which a collection's entries live: its route without "/{slug}". */
export function routeBase(route: string): string {
  return route.replace(/\/\{slug\}$/, "");
}

/** The site's collections with their templates, as loadSite reads them (its problems aside): for tools that need an entry's figures. */
export function siteCollections(root: string): Collection[] {
  return readCollections(root, new Map(), schemaChecker(projectSchemas), []);
}

/**
 * The collections' folders as their declarations give them, read without checking them or loading
 * a template: for the back office's lists of files, which need only where entries are. A
 * declaration that does not say is left out here; loadSite reports it.
 */
export function declaredFolders(root: string): DeclaredFolder[] {
  const found: DeclaredFolder[] = [];
  for (const { path: rel, entry } of listEntries(path.join(root, COLLECTIONS_DIR))) {
    if (!entry.isDirectory() || rel.includes("/")) continue;
    let data: Partial<CollectionDeclaration>;
    try {
      data = JSON.parse(readFileSync(path.join(root, COLLECTIONS_DIR, rel, "collection.json"), "utf8")) as Partial<CollectionDeclaration>;
    } catch {
      continue;
    }
    const { folder, label, labelPlural, slugField, kindFields, rules, route, shortLabel, namePrompt, relatedEntry, titleField, references } = data;
    if (
      typeof folder !== "string" ||
      typeof label !== "string" ||
      typeof labelPlural !== "string" ||
      typeof slugField !== "string" ||
      typeof route !== "string"
    )
      continue;
    const kinds = Array.isArray(kindFields) ? kindFields : [];
    found.push({
      name: rel,
      dir: `${CONTENT_DIR}/${folder}`,
      label,
      labelPlural,
      slugField,
      kindFields: kinds,
      rules: rules ?? [],
      route,
      shortLabel: typeof shortLabel === "string" ? shortLabel : label,
      namePrompt: typeof namePrompt === "string" ? namePrompt : "Its name",
      ...(relatedEntry && typeof relatedEntry === "object" && { relatedEntry }),
      titleField: typeof titleField === "string" ? titleField : slugField,
      ...(references && typeof references === "object" && { references }),
    });
  }
  return found;
}

/** Every content file of the site a form can open: site.json, each collection's entries, the pages, the facts. */
export function siteContentFiles(root: string): string[] {
  const { pages, entries, facts } = listContentFiles(root, [], declaredFolders(root));
  return [SITE_FILE, ...Object.values(entries).flat(), ...pages, ...facts];
}

/**
 * A new entry of the collection called `name`, as the command that starts one and the editor write
 * it: its file, and its fields from the template's skeleton (with the `$schema` editors follow);
 * or, when it cannot start one, why, in a sentence for the person who typed the name.
 */
export function newEntry(collection: Collection, name: string, style: "todo" | "blank"): { file: string; data: Record<string, unknown> } | { problem: string } {
  const problem = collection.module.nameProblem?.(name);
  if (problem) return { problem };
  const slug = slugify(name);
  if (!slug) return { problem: `${JSON.stringify(name)} makes no address: use letters or digits.` };
  const file = `${collection.dir}/${slug}.json`;
  const fields = collection.module.skeleton?.(name, style, COLLECTION_KIT) ?? { [collection.titleField]: name, [collection.slugField]: slug };
  return { file, data: { $schema: collectionSchemaReference(file, collection.name, collection.schema), ...fields } };
}
