/**
 * Which files under pages.config/ the site is made of, and everything else found there. A file the
 * site would not read (a report saved as "merrylands.json.txt", a copy in a subfolder, a folder
 * named like a file, a link, anything unreadable) is reported, never silently skipped: an author
 * who saved it expects it on the site.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { listEntries } from "./files.ts";
import { wholeFile, type Problem } from "./problems.ts";
import { checkText, decodeSource, type SourceFile } from "./source.ts";
import { DEFAULT_SITE } from "./site-folder.ts";
import { slugify } from "../lib/slug.ts";

export { DEFAULT_SITE, schemaReference } from "./site-folder.ts";

/**
 * The environment variable naming the folder that holds the site's pages.config/ (and its public/):
 * `npm run build -- --site DIR` sets it for every step, so the one pipeline, the prerender and the
 * server all read the same site. Unset, it is the project's default site, DEFAULT_SITE.
 */
export const CONTENT_ROOT_VARIABLE = "CONTENT_ROOT";

/** The default site's folder in a project folder (the working directory unless given), absolute. */
export function defaultSiteRoot(project: string = process.cwd()): string {
  return path.resolve(project, DEFAULT_SITE);
}

/** The folder holding the site's pages.config/, absolute. */
export function contentRoot(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return path.resolve(env[CONTENT_ROOT_VARIABLE] || defaultSiteRoot());
}

/**
 * Where a build of that site goes, relative to the project folder: build/ for the project's default
 * site, DIR/build for another, so building one never overwrites the other.
 */
export function buildDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const root = contentRoot(env);
  return root === defaultSiteRoot() ? "build" : path.join(path.relative(process.cwd(), root), "build");
}

/** Where the build puts the back office's content editor page, beside that site's client/. */
export function editorClientDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return path.join(buildDir(env), "editor-client");
}

export const CONTENT_DIR = "pages.config";
export const SITE_FILE = `${CONTENT_DIR}/site.json`;
export const PAGES_DIR = `${CONTENT_DIR}/pages`;
export const FACTS_DIR = `${CONTENT_DIR}/facts`;
export const IMAGES_DIR = `${CONTENT_DIR}/images`;

/** Files operating systems leave behind on their own; reporting them would only teach people to ignore messages. */
const SYSTEM_FILES = new Set([".DS_Store", "Thumbs.db", "desktop.ini"]);

/**
 * The editor's temporary file for an atomic save, `.<name>.json.<pid>.<hex>.tmp` beside the file
 * (src/editor/server/content-files.ts writes it, then renames it over the file; the number is the
 * process that wrote it). One left behind by a killed editor is not content: reporting it would
 * suggest renaming it into a second copy. One pattern for the editor that tidies them up and the
 * check that skips them, so the two never disagree about what is a leftover.
 */
export const EDITOR_TEMP_FILE = /^\.[^/]+\.json\.(\d+)\.[0-9a-f]+\.tmp$/;

/** A collection's folder as the listing needs it (src/content/collections.ts declares them). */
export interface EntryFolder {
  /** The collection's name. */
  name: string;
  /** Its folder, relative to the site's: pages.config/<folder>. */
  dir: string;
  /** What staff call one entry and several ("clinician", "clinicians"). */
  label: string;
  labelPlural: string;
  /** Fields only its entries have, and the one holding the slug its file is named after. */
  kindFields: readonly string[];
  slugField: string;
}

export interface ContentFiles {
  pages: string[];
  /** Each collection's entry files, by the collection's name. */
  entries: Record<string, string[]>;
  facts: string[];
  problems: Problem[];
  /**
   * Each collection's files that are not read but are meant to be an entry (merrylands.json.txt, a
   * copy in a subfolder), by the slug their rename would give: their own problem says what to do,
   * so other files do not also say the entry is missing.
   */
  unread: Record<string, Map<string, string>>;
}

/**
 * The page, entry and fact files to read (paths relative to root, sorted), and a problem for every
 * other entry. `extra` names files that exist only in memory (unsaved drafts); `quiet`, folders
 * left unread without a word.
 */
export function listContentFiles(root: string, extra: string[] = [], folders: readonly EntryFolder[] = [], quiet: readonly string[] = []): ContentFiles {
  const pages: string[] = [];
  const entryFiles: Record<string, string[]> = Object.fromEntries(folders.map((folder) => [folder.name, []]));
  const facts: string[] = [];
  const problems: Problem[] = [];
  const unread: Record<string, Map<string, string>> = Object.fromEntries(folders.map((folder) => [folder.name, new Map()]));
  const entries = listEntries(path.join(root, CONTENT_DIR)).map(({ path: rel, entry }) => ({
    file: `${CONTENT_DIR}/${rel}`,
    kind: entry.isFile() ? "file" : entry.isDirectory() ? "folder" : entry.isSymbolicLink() ? "link" : "other",
  }));
  const known = new Set(entries.map((e) => e.file));
  for (const file of extra) if (!known.has(file) && file.startsWith(`${CONTENT_DIR}/`)) entries.push({ file, kind: "file" });
  entries.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));

  for (const { file, kind } of entries) {
    const name = path.posix.basename(file);
    if (SYSTEM_FILES.has(name) || EDITOR_TEMP_FILE.test(name) || file === SITE_FILE) continue;
    // A folder whose collection's declaration has a problem: that one problem says what to fix, not one a file.
    if (quiet.some((dir) => file === dir || file.startsWith(`${dir}/`))) continue;
    // Pictures are read when a field names them (src/content/images.ts), which reports any it cannot use.
    if (file.startsWith(`${IMAGES_DIR}/`) || file === IMAGES_DIR) continue;
    if (kind === "folder") {
      if (/\.json$/i.test(name)) problems.push(wholeFile(file, `is a folder, not a file, so it is not read: delete it or move what is inside it out`));
      continue;
    }
    const collection = folders.find((folder) => file.startsWith(`${folder.dir}/`));
    const place = file.startsWith(`${PAGES_DIR}/`) ? "pages" : collection ? "entries" : file.startsWith(`${FACTS_DIR}/`) ? "facts" : "elsewhere";
    const isJson = name.endsWith(".json");
    if (kind !== "file") {
      problems.push(
        wholeFile(
          file,
          kind === "link" ? "is a link, which is not read: put the file itself here instead" : "is not a regular file, so it is not read: delete it",
        ),
      );
    } else if (!isJson) {
      problems.push(wholeFile(file, ignoredName(name, place, collection?.dir)));
      if (collection && /\.json/i.test(name)) unread[collection.name]?.set(entryFileSlug(name), file);
    } else if (place === "pages") {
      pages.push(file);
    } else if (collection && !file.slice(collection.dir.length + 1).includes("/")) {
      entryFiles[collection.name]?.push(file);
    } else if (collection) {
      problems.push(
        wholeFile(file, `${collection.labelPlural} in subfolders are not read: move it up into ${collection.dir}/, or delete it if it is an old copy`),
      );
      unread[collection.name]?.set(entryFileSlug(name), file);
    } else if (place === "facts" && !file.slice(FACTS_DIR.length + 1).includes("/")) {
      facts.push(file);
    } else if (place === "facts") {
      problems.push(wholeFile(file, `facts in subfolders are not read: move it up into ${FACTS_DIR}/, or delete it if it is an old copy`));
    } else {
      const places = [`pages go in ${PAGES_DIR}/`, ...folders.map((folder) => `${folder.labelPlural} in ${folder.dir}/`), `facts in ${FACTS_DIR}/`];
      problems.push(wholeFile(file, `is not read: ${places.slice(0, -1).join(", ")} and ${places.at(-1)}`));
    }
  }
  return { pages, entries: entryFiles, facts, problems, unread };
}

const fileStem = (name: string) => name.replace(/\.json.*$/i, "").replace(/\.[^.]*$/, "");
/** The slug an entry file's name stands for: "Merrylands.JSON" and "merrylands.json.txt" are merrylands. */
const entryFileSlug = (name: string) => slugify(fileStem(name)) || fileStem(name);

function ignoredName(name: string, place: string, entryDir: string | undefined): string {
  const stem = fileStem(name);
  const folder = entryDir ?? (place === "pages" ? PAGES_DIR : place === "facts" ? FACTS_DIR : CONTENT_DIR);
  const wanted = entryDir ? entryFileSlug(name) : stem;
  const rename = /\.json/i.test(name) ? `rename it to ${wanted}.json` : `rename it to ${wanted}.json if it belongs to the site, or delete it`;
  return `only files ending in ".json" are read, so this one is ignored: ${rename} (in ${folder}/)`;
}

interface Kind {
  folder: string;
  holds: string;
  kind: string;
  fields: readonly string[];
  /** The field an entry's file is named after, for a collection's folder. */
  slugField?: string;
}

/** What each folder holds, told apart by the fields only that kind of file has: pages, each collection's entries, facts. */
function kindsOf(folders: readonly EntryFolder[]): Kind[] {
  return [
    { folder: PAGES_DIR, holds: "pages", kind: "a page", fields: ["path", "blocks"] },
    ...folders.map((folder) => ({
      folder: folder.dir,
      holds: folder.labelPlural,
      kind: `a ${folder.label}`,
      fields: folder.kindFields,
      slugField: folder.slugField,
    })),
    { folder: FACTS_DIR, holds: "facts", kind: "a fact file", fields: ["periods"] },
    { folder: FACTS_DIR, holds: "facts", kind: "a fact file", fields: ["statements"] },
  ];
}

/**
 * Why a parsed file is in the wrong folder (an entry saved in pages/), or undefined. Such a
 * file gets this one problem instead of a line for every field the folder's schema does not know.
 */
export function wrongFolder(file: string, data: unknown, existing: ReadonlySet<string>, folders: readonly EntryFolder[] = []): string | undefined {
  if (!data || typeof data !== "object" || Array.isArray(data)) return undefined;
  const kinds = kindsOf(folders);
  const has = (fields: readonly string[]) => fields.every((field) => field in data);
  const here = kinds.find(({ folder }) => file.startsWith(`${folder}/`));
  if (!here || kinds.some((kind) => kind.folder === here.folder && has(kind.fields))) return undefined;
  const other = kinds.find((kind) => kind.folder !== here.folder && has(kind.fields));
  if (!other) return undefined;
  const slug = other.slugField === undefined ? undefined : (data as Record<string, unknown>)[other.slugField];
  const name = typeof slug === "string" && slug ? `${slug}.json` : path.posix.basename(file);
  const fields = other.fields.map((field) => `"${field}"`).join(" and ");
  const where = `this is ${other.kind} (it has ${fields}), but ${here.folder}/ holds ${here.holds}`;
  return existing.has(`${other.folder}/${name}`)
    ? `${where}, and ${other.folder}/${name} already exists: if this is an old copy, delete it; otherwise move it there under a name of its own`
    : `${where}: move it to ${other.folder}/${name}`;
}

/** A content file's text (an in-memory draft when one is given), or why it cannot be read. */
export function readContentFile(root: string, file: string, overrides: ReadonlyMap<string, string>): SourceFile | Problem {
  const draft = overrides.get(file);
  if (draft !== undefined) return withModified(checkText(file, draft), Number.MAX_SAFE_INTEGER);
  const full = path.join(root, file);
  try {
    const stat = statSync(full);
    if (!stat.isFile()) return wholeFile(file, "is not a regular file, so it cannot be read");
    return withModified(decodeSource(file, readFileSync(full)), stat.mtimeMs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return wholeFile(file, file === SITE_FILE ? `is missing: every site needs ${SITE_FILE}` : "is missing");
    return wholeFile(file, `cannot be read (${code ?? "unknown error"}): check that the file is not locked and that you may open it`);
  }
}

function withModified(read: SourceFile | Problem, modified: number): SourceFile | Problem {
  return "text" in read ? { ...read, modified } : read;
}
