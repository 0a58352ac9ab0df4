/**
 * A site's own help texts for its staff (editor-help.json in the site's folder, beside
 * pages.config/): the kernel's schemas word their descriptions for any business, and a site may
 * reword some for its people (its own trade's word where the kernel says "the person"). The editor puts
 * them into its uiSchema (`ui:description`, `ui:help`), never into the schema itself: rjsf finds
 * each form's precompiled validator by the schema's hash, descriptions included, so a schema with
 * another word in it would find none and the form would not open.
 *
 * The file maps a form of the editor, named as the editor names it ("site", "page",
 * "entry/<collection>", "block/<type>", "fact/<name>"), to field paths in it, each to its text. A field path is the
 * field's name as the content file writes it, with a dot between a group and its field
 * ("broker.name", "panel.figures"); a list's items are passed through ("items.title" is each
 * item's title), and "[]" after a list names each of its items itself ("privacy.recipients[]");
 * "" is the form as a whole. Two more kinds of entry reword what is not a description: "labels/<form>"
 * maps the same field paths to the field's label, and "sections/site" maps a section of site
 * settings, by the kernel's title for it, to the site's title. `npm run validate` (loadSite) checks
 * every entry.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { JsonLocator, formatPath } from "./json-locations.ts";
import type { Problem } from "./problems.ts";
import { blockTypes, factNames, readSchema } from "./schema-files.ts";
import { siteFactSchemas, type SiteFactSchema } from "./site-facts.ts";
import { didYouMean } from "./suggest.ts";
import { collectionSchemas, type CollectionSchema } from "./collection-schemas.ts";
import { LABELS_PREFIX, SITE_SECTIONS } from "./editor-help-keys.ts";

/** The file, in the site's folder beside pages.config/ and public/. */
export const HELP_FILE = "editor-help.json";

/** Each form's help texts by field path: what the editor lays over the kernel's descriptions. */
export type EditorHelp = Record<string, Record<string, string>>;

type Schema = Record<string, unknown>;
/** A schema file by its name among the kernel's (a collection's own schema filed there too). */
type SchemaReader = (file: string) => Schema;

/** A schema node and the file it is in (relative to the schemas folder), so its own $refs can be followed. */
interface Node {
  schema: Schema;
  file: string;
}

const asSchema = (value: unknown): Schema | undefined => (value && typeof value === "object" && !Array.isArray(value) ? (value as Schema) : undefined);

/** The schema file of each form the editor has, by the editor's name for it (a collection's entry form by its collection). */
function formSchemas(schemasDir: string, entrySchemas: readonly CollectionSchema[], ownFacts: readonly SiteFactSchema[]): Map<string, string> {
  return new Map([
    ["site", "site.schema.json"],
    ["page", "page.schema.json"],
    ...entrySchemas.map(({ collection, id }) => [`entry/${collection}`, id] as const),
    ...blockTypes(schemasDir).map((type) => [`block/${type}`, `blocks/${type}.schema.json`] as const),
    ...factNames(schemasDir).map((name) => [`fact/${name}`, `facts/${name}.schema.json`] as const),
    ...ownFacts.map(({ name, id }) => [`fact/${name}`, id] as const),
  ]);
}

/** The node a chain of $refs ends at (a file, a pointer into one, or both). */
function resolved(node: Node, read: SchemaReader): Node | undefined {
  let at: Node | undefined = node;
  for (let hops = 0; at && typeof at.schema.$ref === "string" && hops < 20; hops++) {
    const [target = "", pointer = ""] = at.schema.$ref.split("#");
    const file: string = target ? path.posix.join(path.posix.dirname(at.file), target) : at.file;
    let schema: unknown = read(file);
    for (const key of pointer.split("/").filter(Boolean)) schema = asSchema(schema)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")];
    at = asSchema(schema) && { schema: asSchema(schema)!, file };
  }
  return at;
}

/** The node and what it may also be (its oneOf/anyOf/allOf branches, a list's items), each resolved. */
function shapes(node: Node, read: SchemaReader): Node[] {
  const at = resolved(node, read);
  if (!at) return [];
  const more = ["oneOf", "anyOf", "allOf"].flatMap((key) => (Array.isArray(at.schema[key]) ? (at.schema[key] as unknown[]) : []));
  const items = asSchema(at.schema.items);
  return [
    at,
    ...[...more, ...(items ? [items] : [])].flatMap((schema) => (asSchema(schema) ? shapes({ schema: asSchema(schema)!, file: at.file }, read) : [])),
  ];
}

/** The fields a node has by name, over all its shapes. */
function fieldsOf(node: Node, read: SchemaReader): Map<string, Node> {
  const fields = new Map<string, Node>();
  for (const shape of shapes(node, read))
    for (const [name, child] of Object.entries(asSchema(shape.schema.properties) ?? {}))
      if (asSchema(child) && !fields.has(name)) fields.set(name, { schema: asSchema(child)!, file: shape.file });
  return fields;
}

/** Reads the site's help file; a missing file is no help and no problem. */
export function readEditorHelp(root: string): EditorHelp {
  const file = path.join(root, HELP_FILE);
  if (!existsSync(file)) return {};
  try {
    const data = asSchema(JSON.parse(readFileSync(file, "utf8"))) ?? {};
    return Object.fromEntries(
      Object.entries(data)
        .filter(([form]) => form !== "$comment")
        .map(([form, texts]) => [
          form,
          Object.fromEntries(Object.entries(asSchema(texts) ?? {}).filter(([, text]) => typeof text === "string")) as Record<string, string>,
        ]),
    );
  } catch {
    // Not JSON: checkEditorHelp says where; the editor shows the kernel's words meanwhile.
    return {};
  }
}

/** Every entry of the site's help file that names no form or field of the editor, or holds no text: one problem each, at its place. */
export function checkEditorHelp(root: string, schemasDir: string): Problem[] {
  const full = path.join(root, HELP_FILE);
  if (!existsSync(full)) return [];
  const text = readFileSync(full, "utf8");
  const locator = new JsonLocator(text);
  const problem = (at: (string | number)[], message: string, where = locator.keyAt(at)): Problem => ({
    file: HELP_FILE,
    ...where,
    path: formatPath(at),
    message,
  });
  let data: Schema | undefined;
  try {
    data = asSchema(JSON.parse(text));
  } catch {
    const syntax = locator.syntaxError();
    return [{ file: HELP_FILE, ...(syntax?.position ?? { line: 1, column: 1 }), path: "(whole file)", message: syntax?.message ?? "this is not valid JSON" }];
  }
  if (!data) return [problem([], 'write the help texts as one object, { "site": { "office.hours": "…" } }', { line: 1, column: 1 })];
  // A collection's entry form ("entry/<collection>") and the site's own facts are its own schemas, filed among the kernel's by their files' names.
  const entrySchemas = collectionSchemas(root, schemasDir);
  const ownFacts = siteFactSchemas(root, schemasDir);
  const forms = formSchemas(schemasDir, entrySchemas, ownFacts);
  const own = new Map([...entrySchemas, ...ownFacts].map(({ id, text }) => [id, text]));
  const read: SchemaReader = (file) => {
    const text = own.get(file);
    return text !== undefined ? (JSON.parse(text) as Schema) : readSchema(file, schemasDir);
  };
  const problems: Problem[] = [];
  const sectionTitles = ((asSchema(read("site.schema.json").editor)?.sections as { title: string }[] | undefined) ?? []).map(({ title }) => title);
  for (const [key, texts] of Object.entries(data)) {
    if (key === "$comment") continue;
    if (key === SITE_SECTIONS) {
      problems.push(...checkSectionTitles(asSchema(texts), sectionTitles, problem, locator));
      continue;
    }
    const form = key.startsWith(LABELS_PREFIX) ? key.slice(LABELS_PREFIX.length) : key;
    const schemaFile = forms.get(form);
    if (!schemaFile) {
      const names = [...forms.keys()];
      problems.push(
        problem(
          [key],
          `"${form}" is not a form of the editor${didYouMean(form, names)}: name one as the editor does, "site", "page", "entry/<collection>" (a folder in collections/), "block/<type>" (a file in schemas/blocks/) or "fact/<name>" (a file in schemas/facts/), with "${LABELS_PREFIX}" before it for its fields' labels`,
        ),
      );
      continue;
    }
    const entries = asSchema(texts);
    if (!entries) {
      problems.push(problem([key], `write ${key}'s help texts as an object of field paths and texts, e.g. { "title": "…" }`, locator.valueAt([key])));
      continue;
    }
    for (const [fieldPath, help] of Object.entries(entries)) {
      const at = [key, fieldPath];
      if (typeof help !== "string" || help.trim() === "") {
        problems.push(problem(at, 'write the help text as words in quotes, e.g. "The person\'s name as clients know them."', locator.valueAt(at)));
        continue;
      }
      let node: Node = { schema: read(schemaFile), file: schemaFile };
      const walked: string[] = [];
      for (const segment of fieldPath === "" ? [] : fieldPath.split(".")) {
        const name = segment.replace(/\[\]$/, "");
        const fields = fieldsOf(node, read);
        const next = fields.get(name);
        if (!next && fields.size === 0) {
          problems.push(problem(at, `"${walked.join(".")}" in ${form} is a single field, with none inside it: end the path at "${walked.join(".")}"`));
          break;
        }
        if (!next) {
          const inside = walked.length ? `"${walked.join(".")}" in ${form}` : form;
          problems.push(
            problem(
              at,
              `${inside} has no field "${name}"${didYouMean(name, fields.keys())}: name a field as the content file writes it, a dot between a group and its field (${[
                ...fields.keys(),
              ]
                .slice(0, 4)
                .map((field) => `"${[...walked, field].join(".")}"`)
                .join(", ")}…)`,
            ),
          );
          break;
        }
        walked.push(segment);
        const items = segment.endsWith("[]") ? asSchema(resolved(next, read)?.schema.items) : undefined;
        if (segment.endsWith("[]") && !items) {
          problems.push(problem(at, `"${name}" in ${form} is not a list: write "${walked.slice(0, -1).concat(name).join(".")}" without the []`));
          break;
        }
        node = items ? { schema: items, file: resolved(next, read)!.file } : next;
      }
    }
  }
  return problems;
}

/** Each entry of "sections/site" that names no section of site settings by the kernel's title, or gives no title. */
function checkSectionTitles(
  entries: Schema | undefined,
  titles: readonly string[],
  problem: (at: (string | number)[], message: string, where?: { line: number; column: number }) => Problem,
  locator: JsonLocator,
): Problem[] {
  if (!entries)
    return [
      problem(
        [SITE_SECTIONS],
        `write ${SITE_SECTIONS} as an object of the sections' titles and the site's titles, e.g. { "${titles[0] ?? "…"}": "…" }`,
        locator.valueAt([SITE_SECTIONS]),
      ),
    ];
  return Object.entries(entries).flatMap(([title, text]) => {
    const at = [SITE_SECTIONS, title];
    if (!titles.includes(title))
      return [
        problem(
          at,
          `"${title}" is not a section of site settings${didYouMean(title, titles)}: name one by the kernel's title, ${titles.map((name) => `"${name}"`).join(", ")}`,
        ),
      ];
    if (typeof text !== "string" || text.trim() === "")
      return [problem(at, 'write the section\'s title as words in quotes, e.g. "Our team"', locator.valueAt(at))];
    return [];
  });
}
