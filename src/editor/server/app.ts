/**
 * The editor's web server: the API the editor page calls, and the page itself. It only ever runs
 * on the author's own machine, and still treats every request as untrusted: files are named by
 * path and confined to pages.config/ (content-files.ts), requests must come from the editor's own
 * page (Host and Origin checked, JSON bodies only, so another web site cannot post to it), and a
 * save is refused while the shared validator finds any problem the draft would bring.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { SITE_FILE, SUBURBS_DIR, listContentFiles } from "../../content/content-files.ts";
import { suburbNameProblem, suburbSkeleton, suburbSlug } from "../../content/suburb-skeleton.ts";
import type { CheckResult, DraftProblem, FileEntry, Json, OpenedFile, SaveResult } from "../api-types.ts";
import { ContentFileError, readContentFile, resolveContentPath, writeContentFile, type WriteHooks } from "./content-files.ts";
import { formatContent } from "./format-json.ts";
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
  return { file, kind, label: text(data.title, path.basename(file, ".json")), detail: text(data.path, file) };
}

async function schemaFor(file: string) {
  const kind = schemaKind(file);
  const schemas = await editorSchemas();
  return kind ? schemas[kind] : undefined;
}

function textOnDisk(root: string, file: string): string | undefined {
  try {
    return readContentFile(root, file).text;
  } catch {
    return undefined;
  }
}

/** The draft's text as a save would write it, checked with every other file as it is on disk. */
async function check(root: string, file: string, data: Json): Promise<{ text: string; result: CheckResult }> {
  const previous = textOnDisk(root, file);
  const text = formatContent(data, await schemaFor(file), previous);
  const kind = schemaKind(file);
  const withDraft = checkDraft(root, { [file]: text }, kind === "site" ? undefined : file);
  const before = new Set(checkDraft(root, {}).problems.map(sameKey));
  const own = withDraft.problems.filter((p) => p.file === file);
  const others = withDraft.problems.filter((p) => p.file !== file);
  return {
    text,
    result: {
      own,
      caused: others.filter((p) => !before.has(sameKey(p))),
      elsewhere: others.filter((p) => before.has(sameKey(p))),
      page: withDraft.page,
      site: withDraft.site,
    },
  };
}

async function body(c: Context): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await c.req.json();
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new ContentFileError("the request body must be a JSON object", 400);
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

  app.get("/api/files", (c) => {
    const { pages, suburbs } = listContentFiles(root);
    const files = [SITE_FILE, ...suburbs, ...pages];
    return c.json(files.map((file) => describe(root, file)).filter((entry): entry is FileEntry => entry !== undefined));
  });

  app.get("/api/schemas", async (c) => c.json(await editorSchemas()));

  app.get("/api/file", (c) => {
    const file = c.req.query("file");
    const { text, hash } = readContentFile(root, file ?? "");
    const kind = schemaKind(file!);
    if (!kind) throw new ContentFileError(`${file} is not a page, suburb report or site settings file`, 400);
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
    return c.json((await check(root, file as string, data as Json)).result);
  });

  app.post("/api/save", async (c) => {
    const { file, data, hash } = await body(c);
    resolveContentPath(root, file);
    if (hash !== null && typeof hash !== "string") throw new ContentFileError("a save must say which version of the file it was based on", 400);
    const { text, result } = await check(root, file as string, data as Json);
    // Problems in this file stop the save. Problems it causes in other files cannot always be fixed
    // first (a new report makes another file's "noReport": true stale, and that file cannot change
    // before the report exists), so they are saved past and reported as the next thing to fix.
    if (result.own.length) {
      const n = result.own.length;
      return c.json({ ok: false, error: `Not saved: ${n} problem${n === 1 ? "" : "s"} in this file. Fix ${n === 1 ? "it" : "them"} first (see Problems).`, check: result } satisfies SaveResult, 422);
    }
    try {
      const newHash = writeContentFile(root, file as string, text, hash, writeHooks);
      return c.json({ ok: true, hash: newHash, check: result, followUp: result.caused.map((p) => p.file).filter((file, i, all) => all.indexOf(file) === i) } satisfies SaveResult);
    } catch (error) {
      if (error instanceof ContentFileError && error.status === 409) return c.json({ ok: false, conflict: true, error: `Not saved: ${error.message}.` } satisfies SaveResult, 409);
      throw error;
    }
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

