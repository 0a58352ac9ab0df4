/**
 * Starts the real server (bundled afresh for this run: bundle-server.global.ts) as its own process
 * on a free loopback port, with a temporary leads database (removed when the server is stopped) and
 * the small fixture site, and reads back what it stored.
 */
import http from "node:http";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, inject } from "vitest";
import { startServerProcess, type ServerProcess } from "../../scripts/lib/server-process.ts";
import { DatabaseSync } from "@photostructure/sqlite";
import { LEAD_COLUMNS, type StoredLead } from "../../src/storage/lead-store.ts";
import { SITE_FORMS_BUILD_DIR } from "../../src/server/site-form-validators.ts";

export { ServerExit } from "../../scripts/lib/server-process.ts";
/** The stand-in for build/client, with a thank-you page per form (bundle-server.global.ts makes it). */
export const FIXTURE_SITE = inject("fixtureSite");

/**
 * A copy of the stand-in at `to`, with the main site's own forms' validators beside it, where the
 * server looks for them (<build>/site-forms/ beside <build>/client/): a server refuses to start without them.
 */
export function copyFixtureSite(to: string): void {
  cpSync(FIXTURE_SITE, to, { recursive: true });
  cpSync(path.join(path.dirname(FIXTURE_SITE), SITE_FORMS_BUILD_DIR), path.join(path.dirname(to), SITE_FORMS_BUILD_DIR), { recursive: true });
}
/**
 * The bundled server's database thread, for a SQLite store a test opens (SqliteLeadStore's `worker`):
 * the thread runs what production runs, without first loading tsx and transforming its imports
 * (about 0.3 CPU-seconds and a second of waiting for each store).
 */
export const SQLITE_WORKER = pathToFileURL(path.join(path.dirname(inject("serverEntry")), "sqlite-worker.mjs"));

export interface RunningServer extends ServerProcess {
  origin: string;
  dbFile: string;
  /** The SQLite file's leads, oldest first. */
  leads: () => StoredLead[];
}

export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "westline-server-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the server and resolves once it listens; rejects with its output (ServerExit) if it exits first. */
export async function startServer(env: Record<string, string> = {}, dbFile?: string): Promise<RunningServer> {
  const own = dbFile ? undefined : tempDir();
  const leadsDb = dbFile ?? path.join(own?.dir ?? "", "leads.sqlite");
  let started: ServerProcess;
  try {
    started = await startServerProcess(
      { PORT: "0", SITE_ROOT: FIXTURE_SITE, LEADS_DB: leadsDb, RATE_LIMIT_BURST: "100000", ...env },
      { entry: inject("serverEntry") },
    );
  } catch (error) {
    own?.remove();
    throw error;
  }
  return {
    ...started,
    origin: started.url,
    dbFile: leadsDb,
    // Read straight from the file, oldest first, as the server left it.
    leads: (): StoredLead[] => {
      const db = new DatabaseSync(leadsDb, { timeout: 5000 });
      try {
        const rows = db.prepare(`SELECT ${LEAD_COLUMNS.join(", ")} FROM submissions ORDER BY id`).all() as (Omit<StoredLead, "fields"> & { fields: string })[];
        return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> }));
      } finally {
        db.close();
      }
    },
    stop: async () => {
      const code = await started.stop();
      own?.remove();
      return code;
    },
  };
}

/**
 * For a test file: `start` servers and make `scratch` folders that are stopped and removed after
 * each test, and `onCleanup` for anything else a test opens (run in reverse order, last first).
 */
export function cleanedAfterEach() {
  const started: RunningServer[] = [];
  const cleanups: (() => void)[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop()));
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });
  return {
    async start(env: Record<string, string> = {}, dbFile?: string): Promise<RunningServer> {
      const server = await startServer(env, dbFile);
      started.push(server);
      return server;
    },
    scratch(): string {
      const { dir, remove } = tempDir();
      cleanups.push(remove);
      return dir;
    },
    onCleanup(cleanup: () => void): void {
      cleanups.push(cleanup);
    },
  };
}

export type PostKind = "scripted" | "native";

/** Posts a form as a browser on the server's own pages would: fetch() or a plain HTML form. */
export function postForm(
  server: Pick<RunningServer, "url" | "origin">,
  fields: Record<string, string>,
  { kind = "scripted", headers = {}, body }: { kind?: PostKind; headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Response> {
  const browser: Record<string, string> =
    kind === "scripted"
      ? { Accept: "*/*", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Site": "same-origin", Origin: server.origin }
      : {
          Accept: "text/html,application/xhtml+xml",
          "Sec-Fetch-Mode": "navigate",
          "Sec-Fetch-Site": "same-origin",
          Origin: server.origin,
          Referer: `${server.origin}/contact`,
        };
  return send(`${server.url}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "integration-test", ...browser, ...headers },
    body: body ?? new URLSearchParams(fields),
  });
}

/**
 * A request with exactly the headers given. fetch() cannot be used for this: it always sends its
 * own Sec-Fetch-Mode ("cors"), and a native form post says "navigate".
 */
export async function send(
  url: string,
  { method = "GET", headers = {}, body, agent }: { method?: string; headers?: Record<string, string>; body?: BodyInit; agent?: http.Agent } = {},
): Promise<Response> {
  const encoded = body === undefined ? undefined : new Request(url, { method: "POST", body });
  const payload = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const allHeaders = { ...headers };
  // A multipart body brings its own Content-Type, boundary included.
  if (body instanceof FormData) allHeaders["Content-Type"] = encoded?.headers.get("content-type") ?? "";
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: allHeaders, ...(agent ? { agent } : {}) }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(", ") : value);
        const status = response.statusCode ?? 0;
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(payload);
  });
}
