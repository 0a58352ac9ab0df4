/**
 * Starts the real server (src/server/main.ts) as its own process on a free loopback port, with a
 * temporary leads database and the small fixture site, and reads back what it stored.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LeadsDb, type StoredLead } from "../../src/server/leads-db.ts";

export const FIXTURE_SITE = "tests/fixtures/site";
/**
 * Node with tsx's loader, as `npm run serve` runs it. Not the tsx CLI: that wrapper SIGKILLs its
 * child when the child is slow (>60 ms) to acknowledge a relayed SIGTERM.
 */
const NODE_WITH_TSX = [process.execPath, "--import", "tsx"] as const;

export interface RunningServer {
  url: string;
  origin: string;
  dbFile: string;
  process: ChildProcess;
  /** Everything the server has printed so far (its JSON log lines). */
  output: () => string;
  leads: () => StoredLead[];
  stop: () => Promise<number | null>;
}

export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "westline-server-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts main.ts and resolves once it listens; rejects with its output if it exits first. */
export function startServer(env: Record<string, string> = {}, dbFile?: string): Promise<RunningServer> {
  const leadsDb = dbFile ?? path.join(tempDir().dir, "leads.sqlite");
  const [node, ...flags] = NODE_WITH_TSX;
  const child = spawn(node, [...flags, "src/server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", SITE_ROOT: FIXTURE_SITE, LEADS_DB: leadsDb, RATE_LIMIT_BURST: "100000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = () => {
      const port = /"port":(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout.off("data", onData);
      const url = `http://127.0.0.1:${port}`;
      resolve({
        url,
        origin: url,
        dbFile: leadsDb,
        process: child,
        output: () => output,
        leads: () => {
          const db = new LeadsDb(leadsDb);
          try {
            return db.list().reverse();
          } finally {
            db.close();
          }
        },
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode);
            child.once("exit", (code) => done(code));
            child.kill("SIGTERM");
          }),
      });
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new ServerExit(code, output));
    });
  });
}

export class ServerExit extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`server exited with ${code}:\n${output}`);
  }
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
      : { Accept: "text/html,application/xhtml+xml", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "same-origin", Origin: server.origin, Referer: `${server.origin}/contact` };
  return send(`${server.url}/`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "integration-test", ...browser, ...headers }, body: body ?? new URLSearchParams(fields) });
}

/**
 * A request with exactly the headers given. fetch() cannot be used for this: it always sends its
 * own Sec-Fetch-Mode ("cors"), and a native form post says "navigate".
 */
export async function send(url: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {}): Promise<Response> {
  const encoded = body === undefined ? undefined : new Request(url, { method: "POST", body });
  const payload = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const allHeaders = { ...headers };
  // A multipart body brings its own Content-Type, boundary included.
  if (body instanceof FormData) allHeaders["Content-Type"] = encoded?.headers.get("content-type") ?? "";
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: allHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(", ") : value);
        const status = response.statusCode ?? 0;
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(payload);
  });
}
