/**
 * The editor's web server: the API the editor page calls, and the page itself. It only ever runs
 * on the author's own machine, and still treats every request as untrusted: files are named by
 * path and confined to pages.config/ (content-files.ts), requests must come from the editor's own
 * page (Host and Origin checked, JSON bodies only, so another web site cannot post to it), bodies
 * no content needs are refused before the checks see them (request-body.ts), and a save to disk is
 * refused while the shared validator finds any problem the draft would bring, here or in another
 * file (except those the save itself resolves by changing that file too). The back office keeps a
 * draft with problems instead, and its publishing refuses until they are fixed.
 */
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { SITE_FILE } from "../../content/content-files.ts";
import { declaredFolders, newEntry, siteCollections, type DeclaredFolder } from "../../content/collections.ts";
import { editorOffer } from "./offer.ts";
import { readEditorHelp } from "../../content/editor-help.ts";
import { fillReferences, referencesIn, siteReferences, type References } from "../../content/references.ts";
import type { SiteConfig } from "../../generated/content-types.ts";
import { formatDate } from "../../lib/dates.ts";
import { applyFix, staffMessage } from "../../content/problems.ts";
import type { Figure } from "../../content/figure-names.ts";

export { applyFix };
import type { CheckResult, DraftProblem, FileEntry, Json, OpenedFile, SaveResult } from "../api-types.ts";
import { ContentFileError, readContentFile, resolveContentPath, type WriteHooks } from "./content-files.ts";
import { diskContent, type ContentSource } from "./content-source.ts";
import { formatContent } from "./format-json.ts";
import { contentData, jsonObjectBody as body, limitBody } from "./request-body.ts";
import { contentKind, contentKinds, schemaOf, siteEditorSchemas } from "./schemas.ts";
import { checkContent, inCheckQueue, type ContentCheck } from "./check-threads.ts";
import { withDialFromDisplay } from "../../content/rules/site.ts";
import { withoutReplacedSamples } from "../../content/sample-values.ts";

export interface EditorOptions {
  /** The project folder, holding pages.config/. */
  root: string;
  /** The built editor page (index.html, preview.html and assets), when it is served too. */
  clientDir?: string;
  /**
   * Host headers the editor answers to, e.g. ["127.0.0.1:3001", "localhost:3001"], which stops a
   * web page from reaching it through a DNS name of its own; undefined when it was deliberately
   * offered on a network (`--host`).
   */
  allowedHosts?: string[];
  writeHooks?: WriteHooks;
}

const sameKey = (p: DraftProblem) => `${p.file}\u0000${p.path}\u0000${p.message}`;

/**
 * A page's title as staff call it: without the browser tab's " | {brand}" tail, and with the site's
 * own references written in ("{brand} | Mortgage Broker …" names the business).
 */
export function pageLabel(title: string, references: References): string {
  return fillReferences(title.replace(/\s*\|\s*\{brand\}\s*$/, ""), references);
}

/** The site's references ({brand}, {phone}, …) as the source has site.json now; none while it does not parse. */
/** site.json as saved or drafted; nothing when it cannot be read (its problems are reported where it is edited). */
async function siteSettings(source: ContentSource): Promise<Partial<SiteConfig>> {
  try {
    return JSON.parse((await source.read(SITE_FILE)).text) as SiteConfig;
  } catch {
    return {};
  }
}

async function siteWords(source: ContentSource): Promise<References> {
  try {
    const site = JSON.parse((await source.read(SITE_FILE)).text) as SiteConfig;
    return new Map(Object.entries(siteReferences(site)));
  } catch {
    return new Map();
  }
}

/** A file's text as the list names it: a report drafted for deletion keeps its live name until the deletion is published. */
async function listedText(source: ContentSource, file: string): Promise<string> {
  try {
    return (await source.read(file)).text;
  } catch (error) {
    if ((await source.draftOf?.(file))?.deletes) return readContentFile(source.root, file).text;
    throw error;
  }
}

/** The declared collection an entry's file belongs to; undefined for any other file. */
function collectionOfFile(folders: readonly DeclaredFolder[], file: string): DeclaredFolder | undefined {
  const kind = contentKind(file, folders);
  return kind?.kind === "entry" ? folders.find(({ name }) => name === kind.collection) : undefined;
}

/** One file's label for the list: an entry's name and address, a page's address and title; `folders`: the site's collections. */
async function describe(source: ContentSource, file: string, references: References, folders = declaredFolders(source.root)): Promise<FileEntry | undefined> {
  const kind = contentKind(file, folders);
  if (!kind) return undefined;
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(await listedText(source, file)) as Record<string, unknown>;
  } catch {
    // A file that does not parse is still listed, so it can be opened and its problems seen.
  }
  const text = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);
  const collection = collectionOfFile(folders, file);
  if (collection)
    return {
      file,
      ...kind,
      label: text(data[collection.titleField], path.basename(file, ".json")),
      detail: collection.route.replace("{slug}", text(data[collection.slugField], "?")),
    };
  if (kind.kind === "site") return { file, ...kind, label: "Site settings", detail: "brand, phone, email, navigation and footer" };
  if (kind.kind === "fact") return { file, ...kind, label: factLabel(path.basename(file, ".json")), detail: factDetail(data) };
  return {
    file,
    ...kind,
    label: typeof data.title === "string" ? pageLabel(data.title, references) : path.basename(file, ".json"),
    detail: text(data.path, file),
  };
}

/** A file as the editor's list names it ("Site settings", "Liverpool", "Claims"), for pages of the back office that link to it. */
export async function fileLabel(source: ContentSource, file: string): Promise<string> {
  return (await describe(source, file, await siteWords(source)))?.label ?? path.basename(file, ".json");
}

/** "nsw-transfer-duty" → "NSW transfer duty": what staff call a fact file. */
function factLabel(stem: string): string {
  const words = stem.split("-").map((word) => (word === "nsw" ? "NSW" : word));
  return [words[0]?.replace(/^./, (c) => c.toUpperCase()), ...words.slice(1)].join(" ");
}

/** When the newest set of figures applies and when it must be checked again, or how many claims a file holds. */
function factDetail(data: Record<string, unknown>): string {
  const periods = Array.isArray(data.periods) ? (data.periods as { effectiveFrom?: unknown; reviewBy?: unknown }[]) : [];
  const newest = periods.at(-1);
  if (newest && typeof newest.effectiveFrom === "string" && typeof newest.reviewBy === "string")
    return `newest from ${formatDate(newest.effectiveFrom)}, review by ${formatDate(newest.reviewBy)}`;
  const statements = data.statements && typeof data.statements === "object" ? Object.keys(data.statements).length : 0;
  return `${statements} claims pages refer to`;
}

/** The schema a content file of the site at `root` is written by (a collection's entries by the site's own). */
export async function schemaFor(root: string, file: string) {
  return schemaOf(await siteEditorSchemas(root), file, contentKinds(root)(file));
}

async function currentText(source: ContentSource, file: string): Promise<string | undefined> {
  try {
    return (await source.read(file)).text;
  } catch {
    return undefined;
  }
}

/** Another file changed in the same save, so that the draft does not leave it with a problem. */
interface Companion {
  file: string;
  text: string;
  hash: string;
  changes: string[];
  /** The same changes as the back office says them: why each is made, in the form's words. */
  staff: string[];
}

/**
 * The other files a draft would leave with a problem that only a change to them resolves (a stale
 * "noReport", a related entry's old name), with that change made: they are saved with the draft,
 * so a save never leaves the site with a problem it caused.
 */
async function companionsFor(source: ContentSource, caused: DraftProblem[]): Promise<Companion[]> {
  const byFile = new Map<string, DraftProblem[]>();
  for (const problem of caused) if (problem.fix) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  const companions: Companion[] = [];
  for (const [file, problems] of byFile) {
    const { text, hash } = await source.read(file);
    const data = JSON.parse(text) as Json;
    for (const problem of problems) applyFix(data, problem.fix!);
    const changes = problems.map(
      (problem) => `${problem.path}: ${"remove" in problem.fix! ? "removed" : `set to ${JSON.stringify(problem.fix!.set)}`} (${problem.message.split(":")[0]})`,
    );
    const staff = problems.map((problem) => staffMessage(problem).split(":")[0] ?? "");
    companions.push({ file, text: formatContent(data, await schemaFor(source.root, file), text), hash, changes, staff });
  }
  return companions;
}

/**
 * Site settings without the sample marks of the values changed from the published ones: a changed
 * value is no longer a sample, and staff never see the list to take it off (a value already real
 * is confirmed on Before going live instead). Back office only, where drafts sit on the published
 * file: `npm run edit` writes that file itself, so it is no fixed point to compare with.
 */
function withoutReplaced(source: ContentSource, typed: Json): Json {
  if (!source.draftOf) return typed;
  let published: unknown;
  try {
    published = JSON.parse(readContentFile(source.root, SITE_FILE).text);
  } catch {
    return typed;
  }
  return withoutReplacedSamples(published, typed) as Json;
}

/**
 * The draft's text as a save would write it, checked with every other file as the source has it
 * (on disk, or with every pending draft: the site as it would be published).
 */
function check(source: ContentSource, file: string, typed: Json): Promise<{ text: string; companions: Companion[]; result: CheckResult }> {
  return inCheckQueue((runCheck) => checkIn(runCheck, source, file, typed));
}

async function checkIn(runCheck: ContentCheck, source: ContentSource, file: string, typed: Json) {
  const { root } = source;
  // The site settings' phone is typed once, as people read it; the number a phone dials follows from it.
  const data = file === SITE_FILE ? withoutReplaced(source, withDialFromDisplay(typed)) : typed;
  const previous = await currentText(source, file);
  const text = formatContent(data, await schemaFor(root, file), previous);
  const pageFile = file === SITE_FILE ? undefined : file;
  const pending = await source.pending();
  const images = await source.pendingImages?.();
  const removed = await source.removed?.();
  const before = new Set((await runCheck({ root, overrides: pending, images, removed })).problems.map(sameKey));
  const isNew = (p: DraftProblem) => p.file !== file && !before.has(sameKey(p));
  const names = ownNames(root, file, data);
  const named = referencesIn(JSON.stringify(data)).map(({ name }) =>
    names && name.startsWith(`${names.own}.`) ? `${names.each}.${names.slug}.${name.slice(names.own.length + 1)}` : name,
  );
  let withDraft = await runCheck({ root, overrides: { ...pending, [file]: text }, pageFile, images, removed, figures: named });
  const companions = await companionsFor(source, withDraft.problems.filter(isNew));
  if (companions.length)
    withDraft = await runCheck({
      root,
      overrides: { ...pending, [file]: text, ...Object.fromEntries(companions.map((c) => [c.file, c.text])) },
      pageFile,
      images,
      removed,
      figures: named,
    });
  const strip = ({ fix: _fix, ...problem }: DraftProblem): DraftProblem => problem;
  const problems = withDraft.problems.map(strip);
  // A figure typed by hand in this file keeps its edit: the editor offers it as "Use the live figure".
  const own = withDraft.problems.filter((p) => p.file === file).map((p) => (p.fix && "figure" in p.fix ? p : strip(p)));
  return {
    text,
    companions,
    result: {
      own,
      figures: asNamedIn(withDraft.figures, names),
      caused: problems.filter(isNew),
      elsewhere: problems.filter((p) => p.file !== file && before.has(sameKey(p))),
      alsoChanges: companions.map(({ file, changes, staff }) => ({ file, changes, staff })),
      page: withDraft.page,
      site: withDraft.site,
      facts: withDraft.facts,
      siteForms: withDraft.siteForms,
      samples: withDraft.samples.filter((sample) => sample.file === file).map((sample) => sample.path),
    },
  };
}

/** How an entry's file names its own figures ({<own>.rent} for {<each>.<slug>.rent}, as its collection declares); undefined for other files. */
interface OwnNames {
  slug: string;
  each: string;
  own: string;
}

/** The entry a file is, whose figures its text names as {<own>.…}, as its collection's declaration names them; undefined for other files. */
function ownNames(root: string, file: string, data: Json): OwnNames | undefined {
  const collection = collectionOfFile(declaredFolders(root), file);
  if (!collection?.references || data === null || typeof data !== "object" || Array.isArray(data)) return undefined;
  const slug = data[collection.slugField];
  return typeof slug === "string" ? { slug, ...collection.references } : undefined;
}

/** The figures a file may name, as it names them: an entry's own as {<own>.rent}, every other one by its name anywhere. */
function asNamedIn(figures: readonly Figure[], own: OwnNames | undefined): Figure[] {
  if (!own) return [...figures];
  const prefix = `${own.each}.${own.slug}.`;
  return figures.map((figure) => (figure.name.startsWith(prefix) ? { ...figure, name: `${own.own}.${figure.name.slice(prefix.length)}` } : figure));
}

/** The files with problems while drafts are pending (a draft source keeps drafts with problems); none otherwise. */
async function filesWithProblems(source: ContentSource): Promise<Set<string>> {
  if (!source.keepsProblems) return new Set();
  const pending = await source.pending();
  const removed = (await source.removed?.()) ?? [];
  if (!Object.keys(pending).length && !removed.length) return new Set();
  return new Set((await checkContent({ root: source.root, overrides: pending, removed })).problems.map((problem) => problem.file));
}

export interface EditorRoute {
  method: "GET" | "POST";
  /** Below the editor's own address: "/api/files" is /api/files for npm run edit, /admin/content/api/files in the back office. */
  path: string;
  handle: (c: Context, source: ContentSource) => Promise<Response>;
}

/** The editor page's API, the same wherever the editor is served; a refusal is thrown as a ContentFileError. */
export const EDITOR_ROUTES: EditorRoute[] = [
  {
    method: "GET",
    path: "/api/files",
    handle: async (c, source) => {
      const withProblems = await filesWithProblems(source);
      const references = await siteWords(source);
      const folders = declaredFolders(source.root);
      const entries = await Promise.all(
        (await source.files()).map(async (file) => {
          const entry = await describe(source, file, references, folders);
          const draft = await source.draftOf?.(file);
          return entry && { ...entry, ...(draft && { pending: draft }), ...(withProblems.has(file) && { problems: true as const }) };
        }),
      );
      return c.json(entries.filter((entry): entry is FileEntry => entry !== undefined));
    },
  },
  {
    method: "GET",
    path: "/api/schemas",
    handle: async (c, source) => {
      const schemas = await siteEditorSchemas(source.root);
      // The site's own help texts go to the forms' uiSchema, never into these schemas (src/content/editor-help.ts says why).
      return c.json({
        ...schemas,
        help: readEditorHelp(source.root),
        offer: editorOffer(source.root, await siteSettings(source), Object.keys(schemas.blocks)),
      });
    },
  },
  {
    method: "GET",
    path: "/api/file",
    handle: async (c, source) => {
      const file = c.req.query("file") ?? "";
      const { text, hash } = await source.read(file);
      const folders = declaredFolders(source.root);
      const kind = contentKind(file, folders);
      if (!kind) throw new ContentFileError(`${file} is not a page, ${folders.map(({ label }) => `${label}, `).join("")}fact or site settings file`, 400);
      let data: Json;
      try {
        data = JSON.parse(text) as Json;
      } catch {
        throw new ContentFileError(
          `${file} is not valid JSON, so it cannot be shown as a form; run npm run validate to see where, and fix it in a text editor`,
          400,
        );
      }
      return c.json({ file, ...kind, data, hash, pending: await source.draftOf?.(file) } satisfies OpenedFile);
    },
  },
  {
    method: "POST",
    path: "/api/check",
    handle: async (c, source) => {
      const { file, data } = await body(c);
      resolveContentPath(source.root, file);
      return c.json((await check(source, file as string, contentData(file as string, data))).result);
    },
  },
  {
    method: "POST",
    path: "/api/figures",
    handle: async (c, source) => {
      const { file, data } = await body(c);
      resolveContentPath(source.root, file);
      const draft = contentData(file as string, data);
      const pending = await source.pending();
      const text = formatContent(draft, await schemaFor(source.root, file as string), await currentText(source, file as string));
      const { figures } = await checkContent({
        root: source.root,
        overrides: { ...pending, [file as string]: text },
        images: await source.pendingImages?.(),
        removed: await source.removed?.(),
        figures: "all",
      });
      return c.json(asNamedIn(figures, ownNames(source.root, file as string, draft)));
    },
  },
  {
    method: "POST",
    path: "/api/save",
    handle: async (c, source) => {
      const { file, data, hash } = await body(c);
      resolveContentPath(source.root, file);
      if (hash !== null && typeof hash !== "string") throw new ContentFileError("a save must say which version of the file it was based on", 400);
      const { text, companions, result } = await check(source, file as string, contentData(file as string, data));
      const refuse = (error: string) => c.json({ ok: false, error, check: result } satisfies SaveResult, 422);
      if (!source.keepsProblems && result.own.length) {
        const n = result.own.length;
        return refuse(`Not saved: ${n} problem${n === 1 ? "" : "s"} in this file. Fix ${n === 1 ? "it" : "them"} first (see Problems).`);
      }
      if (!source.keepsProblems && result.caused.length) {
        const files = [...new Set(result.caused.map((p) => p.file))];
        return refuse(
          `Not saved: this change would leave ${files.join(", ")} with ${result.caused.length === 1 ? "a problem" : "problems"} (see Problems). Undo the change that causes ${result.caused.length === 1 ? "it" : "them"}, or ask a developer to change both files together.`,
        );
      }
      let newHash: string;
      try {
        newHash = await source.save(file as string, text, hash);
      } catch (error) {
        if (error instanceof ContentFileError && error.status === 409)
          return c.json({ ok: false, conflict: true, error: `Not saved: ${error.message}.` } satisfies SaveResult, 409);
        throw error;
      }
      // The draft is saved; the files it keeps in step follow, each checked against the version read
      // moments ago, so a change made to them meanwhile is not overwritten either.
      const alsoSaved: string[] = [];
      const notSaved: string[] = [];
      for (const companion of companions) {
        try {
          await source.save(companion.file, companion.text, companion.hash);
          alsoSaved.push(companion.file);
        } catch {
          notSaved.push(companion.file);
        }
      }
      return c.json({ ok: true, hash: newHash, check: result, alsoSaved, notSaved, pending: await source.draftOf?.(file as string) } satisfies SaveResult);
    },
  },
  {
    method: "POST",
    path: "/api/collections/:name/new",
    handle: async (c, source) => {
      const collection = siteCollections(source.root).find((found) => found.name === c.req.param("name"));
      if (!collection) throw new ContentFileError(`This site keeps no collection called "${c.req.param("name")}".`, 404);
      const { name } = await body(c);
      const trimmed = typeof name === "string" ? name.trim() : "";
      const one = collection.shortLabel ?? collection.label;
      const asked = (collection.namePrompt ?? "its name").replace(/^./, (letter) => letter.toLowerCase());
      if (!trimmed) throw new ContentFileError(`Cannot start that ${one}: type ${asked} first.`, 400);
      const started = newEntry(collection, trimmed, "blank");
      if ("problem" in started) throw new ContentFileError(`Cannot start that ${one}: ${started.problem}`, 400);
      const { file, data } = started;
      resolveContentPath(source.root, file);
      if ((await currentText(source, file)) !== undefined)
        throw new ContentFileError(`${trimmed} already has a ${one} (${file}); open it from the list instead`, 409);
      return c.json({ file, kind: "entry", collection: collection.name, data: JSON.parse(JSON.stringify(data)) as Json, hash: null } satisfies OpenedFile);
    },
  },
];

export function createEditorApp({ root, clientDir, allowedHosts, writeHooks }: EditorOptions): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof ContentFileError) return c.json({ ok: false, error: error.message }, error.status, error.headers);
    console.error("editor: unexpected failure", error);
    return c.json({ ok: false, error: `the editor failed: ${error.message}` }, 500);
  });

  // Another web site open in the same browser must not be able to read or change content.
  app.use("*", async (c, next) => {
    const host = c.req.header("host") ?? "";
    if (allowedHosts && !allowedHosts.includes(host)) return c.text(`This editor answers only at http://${allowedHosts[0]}/.`, 403);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      const origin = c.req.header("origin");
      if (origin !== undefined && origin !== `http://${host}`) return c.json({ ok: false, error: "requests from other sites are refused" }, 403);
      if (!(c.req.header("content-type") ?? "").startsWith("application/json")) return c.json({ ok: false, error: "send JSON" }, 415);
    }
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cache-Control", "no-store");
  });
  app.use("/api/*", limitBody);

  const source = diskContent(root, writeHooks);
  for (const { method, path: route, handle } of EDITOR_ROUTES) app.on(method, route, (c) => handle(c, source));

  app.all("/api/*", (c) => c.json({ ok: false, error: "no such request" }, 404));

  if (clientDir) {
    const rel = path.relative(process.cwd(), clientDir) || ".";
    app.use("/*", serveStatic({ root: rel }));
    app.get("*", serveStatic({ path: path.join(rel, "index.html") }));
  }
  return app;
}
