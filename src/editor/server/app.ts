/**
 * The editor's web server: the API the editor page calls, and the page itself. It only ever runs
 * on the author's own machine, and still treats every request as untrusted: files are named by
 * path and confined to pages.config/ (content-files.ts), requests must come from the editor's own
 * page (Host and Origin checked, JSON bodies only, so another web site cannot post to it), bodies
 * no content needs are refused before the checks see them (request-body.ts), and a save is
 * refused while the shared validator finds any problem the draft would bring, here or in another
 * file (except those the save itself resolves by changing that file too).
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { SITE_FILE, SUBURBS_DIR, listContentFiles } from "../../content/content-files.ts";
import { formatDate } from "../../lib/dates.ts";
import { suburbNameProblem, suburbSkeleton, suburbSlug } from "../../content/suburb-skeleton.ts";
import type { ProblemFix } from "../../content/problems.ts";
import type { CheckResult, DraftProblem, FileEntry, Json, OpenedFile, SaveResult } from "../api-types.ts";
import { ContentFileError, readContentFile, resolveContentPath, writeContentFile, type WriteHooks } from "./content-files.ts";
import { formatContent } from "./format-json.ts";
import { contentData, jsonObjectBody as body, limitBody } from "./request-body.ts";
import { editorSchemas, schemaKind } from "./schemas.ts";
import { checkDraft } from "./validate-draft.ts";

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

/** One file's label for the list: a suburb's name, a page's address and title. */
function describe(root: string, file: string): FileEntry | undefined {
  const kind = schemaKind(file);
  if (!kind) return undefined;
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
  } catch {
    // A file that does not parse is still listed, so it can be opened and its problems seen.
  }
  const text = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);
  if (kind === "suburb") return { file, kind, label: text(data.name, path.basename(file, ".json")), detail: `/resources/suburb-reports/${text(data.slug, "?")}` };
  if (kind === "site") return { file, kind, label: "Site settings", detail: "brand, phone, email, navigation and footer" };
  if (kind === "fact") return { file, kind, label: factLabel(path.basename(file, ".json")), detail: factDetail(data) };
  return { file, kind, label: text(data.title, path.basename(file, ".json")), detail: text(data.path, file) };
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

async function schemaFor(file: string) {
  const kind = schemaKind(file);
  const schemas = await editorSchemas();
  if (kind === "fact") return schemas.facts[path.basename(file, ".json")];
  return kind ? schemas[kind] : undefined;
}

function textOnDisk(root: string, file: string): string | undefined {
  try {
    return readContentFile(root, file).text;
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
}

function applyFix(data: Json, fix: ProblemFix): void {
  const parent = fix.at.slice(0, -1).reduce<Json | undefined>((value, segment) => (value !== null && typeof value === "object" ? (value as Record<string, Json>)[segment] : undefined), data);
  const key = fix.at.at(-1);
  if (parent === null || typeof parent !== "object" || key === undefined) return;
  const target = parent as Record<string | number, Json>;
  if ("remove" in fix) delete target[key];
  else target[key] = fix.set;
}

/**
 * The other files a draft would leave with a problem that only a change to them resolves (a stale
 * "noReport", a related suburb's old name), with that change made: they are saved with the draft,
 * so a save never leaves the site with a problem it caused.
 */
async function companionsFor(root: string, caused: DraftProblem[]): Promise<Companion[]> {
  const byFile = new Map<string, DraftProblem[]>();
  for (const problem of caused) if (problem.fix) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  const companions: Companion[] = [];
  for (const [file, problems] of byFile) {
    const { text, hash } = readContentFile(root, file);
    const data = JSON.parse(text) as Json;
    for (const problem of problems) applyFix(data, problem.fix!);
    const changes = problems.map((problem) => `${problem.path}: ${"remove" in problem.fix! ? "removed" : `set to ${JSON.stringify(problem.fix!.set)}`} (${problem.message.split(":")[0]})`);
    companions.push({ file, text: formatContent(data, await schemaFor(file), text), hash, changes });
  }
  return companions;
}

/** The draft's text as a save would write it, checked with every other file as it is on disk. */
async function check(root: string, file: string, data: Json): Promise<{ text: string; companions: Companion[]; result: CheckResult }> {
  const previous = textOnDisk(root, file);
  const text = formatContent(data, await schemaFor(file), previous);
  const pageFile = schemaKind(file) === "site" ? undefined : file;
  const before = new Set(checkDraft(root, {}).problems.map(sameKey));
  const isNew = (p: DraftProblem) => p.file !== file && !before.has(sameKey(p));
  let withDraft = checkDraft(root, { [file]: text }, pageFile);
  const companions = await companionsFor(root, withDraft.problems.filter(isNew));
  if (companions.length) withDraft = checkDraft(root, { [file]: text, ...Object.fromEntries(companions.map((c) => [c.file, c.text])) }, pageFile);
  const strip = ({ fix: _fix, ...problem }: DraftProblem): DraftProblem => problem;
  const problems = withDraft.problems.map(strip);
  return {
    text,
    companions,
    result: {
      own: problems.filter((p) => p.file === file),
      caused: problems.filter(isNew),
      elsewhere: problems.filter((p) => p.file !== file && before.has(sameKey(p))),
      alsoChanges: companions.map(({ file, changes }) => ({ file, changes })),
      page: withDraft.page,
      site: withDraft.site,
      facts: withDraft.facts,
    },
  };
}

export function createEditorApp({ root, clientDir, allowedHosts, writeHooks }: EditorOptions): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof ContentFileError) return c.json({ ok: false, error: error.message }, error.status);
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

  app.get("/api/files", (c) => {
    const { pages, suburbs, facts } = listContentFiles(root);
    const files = [SITE_FILE, ...suburbs, ...pages, ...facts];
    return c.json(files.map((file) => describe(root, file)).filter((entry): entry is FileEntry => entry !== undefined));
  });

  app.get("/api/schemas", async (c) => c.json(await editorSchemas()));

  app.get("/api/file", (c) => {
    const file = c.req.query("file");
    const { text, hash } = readContentFile(root, file ?? "");
    const kind = schemaKind(file!);
    if (!kind) throw new ContentFileError(`${file} is not a page, suburb report, fact or site settings file`, 400);
    let data: Json;
    try {
      data = JSON.parse(text) as Json;
    } catch {
      throw new ContentFileError(`${file} is not valid JSON, so it cannot be shown as a form; run npm run validate to see where, and fix it in a text editor`, 400);
    }
    return c.json({ file: file!, kind, data, hash } satisfies OpenedFile);
  });

  app.post("/api/check", async (c) => {
    const { file, data } = await body(c);
    resolveContentPath(root, file);
    return c.json((await check(root, file as string, contentData(file as string, data))).result);
  });

  app.post("/api/save", async (c) => {
    const { file, data, hash } = await body(c);
    resolveContentPath(root, file);
    if (hash !== null && typeof hash !== "string") throw new ContentFileError("a save must say which version of the file it was based on", 400);
    const { text, companions, result } = await check(root, file as string, contentData(file as string, data));
    const refuse = (error: string) => c.json({ ok: false, error, check: result } satisfies SaveResult, 422);
    if (result.own.length) {
      const n = result.own.length;
      return refuse(`Not saved: ${n} problem${n === 1 ? "" : "s"} in this file. Fix ${n === 1 ? "it" : "them"} first (see Problems).`);
    }
    if (result.caused.length) {
      const files = [...new Set(result.caused.map((p) => p.file))];
      return refuse(`Not saved: this change would leave ${files.join(", ")} with ${result.caused.length === 1 ? "a problem" : "problems"} (see Problems). Undo the change that causes ${result.caused.length === 1 ? "it" : "them"}, or ask a developer to change both files together.`);
    }
    let newHash: string;
    try {
      newHash = writeContentFile(root, file as string, text, hash, writeHooks);
    } catch (error) {
      if (error instanceof ContentFileError && error.status === 409) return c.json({ ok: false, conflict: true, error: `Not saved: ${error.message}.` } satisfies SaveResult, 409);
      throw error;
    }
    // The draft is saved; the files it keeps in step follow, each checked against the version read
    // moments ago, so a change made to them meanwhile is not overwritten either.
    const alsoSaved: string[] = [];
    const notSaved: string[] = [];
    for (const companion of companions) {
      try {
        writeContentFile(root, companion.file, companion.text, companion.hash, writeHooks);
        alsoSaved.push(companion.file);
      } catch {
        notSaved.push(companion.file);
      }
    }
    return c.json({ ok: true, hash: newHash, check: result, alsoSaved, notSaved } satisfies SaveResult);
  });

  app.post("/api/new-suburb", async (c) => {
    const { name } = await body(c);
    const trimmed = typeof name === "string" ? name.trim() : "";
    const problem = trimmed ? suburbNameProblem(trimmed) : "type the suburb's name first.";
    if (problem) throw new ContentFileError(`Cannot start that report: ${problem}`, 400);
    const file = `${SUBURBS_DIR}/${suburbSlug(trimmed)}.json`;
    resolveContentPath(root, file);
    if (textOnDisk(root, file) !== undefined) throw new ContentFileError(`${trimmed} already has a report (${file}); open it from the list instead`, 409);
    return c.json({ file, kind: "suburb", data: suburbSkeleton(trimmed) as unknown as Json, hash: null } satisfies OpenedFile);
  });

  app.all("/api/*", (c) => c.json({ ok: false, error: "no such request" }, 404));

  if (clientDir) {
    const rel = path.relative(process.cwd(), clientDir) || ".";
    app.use("/*", serveStatic({ root: rel }));
    app.get("*", serveStatic({ path: path.join(rel, "index.html") }));
  }
  return app;
}

