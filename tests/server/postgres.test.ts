/**
 * Leads in PostgreSQL (DATABASE_URL), against a real server started for these tests: the same
 * answers as with SQLite, several instances on one database killed mid-burst without a lead lost
 * or duplicated, each lead announced once across instances, and the leads command on both stores.
 */
import { openPgLeadStore } from "../../src/server/open-lead-store.ts";
import { execFile } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { parse } from "csv-parse/sync";
import { fieldTitle } from "../form-titles.ts";
import pg from "pg";
import { describe, expect, inject, it, type TestContext } from "vitest";
import { openPostgres } from "../../src/storage/postgres.ts";
import type { TestPostgres } from "../../scripts/lib/postgres-server.ts";
import { testPostgres } from "./fresh-stores.ts";
import { cleanedAfterEach, postForm, send, type RunningServer } from "./server-process.ts";

const run = promisify(execFile);
/** `npm run leads` bundled (bundle-server.global.ts): operations.test.ts runs its source through tsx. */
const LEADS = inject("commands").leads;
const shared = testPostgres();
const postgres: TestPostgres | undefined = "skipped" in shared ? undefined : shared;
const skipped = "skipped" in shared ? shared.skipped : "";
const servers = cleanedAfterEach();

/** A fresh database on the test server, or the test is skipped with the reason. */
async function database(ctx: TestContext): Promise<string> {
  if (!postgres) ctx.skip(skipped);
  return (postgres as TestPostgres).createDatabase();
}
const start = (databaseUrl: string, env: Record<string, string> = {}): Promise<RunningServer> => servers.start({ DATABASE_URL: databaseUrl, ...env });
async function rows(databaseUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}
const storedEmails = async (url: string) =>
  (await rows(url, "SELECT fields FROM submissions ORDER BY id")).map((r) => (JSON.parse(String(r.fields)) as { email: string }).email);
const request = (email: string) => ({ "form-name": "suburb-request", name: "Visitor", email, phone: "0298765432", requested_suburb: "Merrylands" });

describe("leads in PostgreSQL", () => {
  it("give the same answers as SQLite, are listed by `npm run leads` and exported by --csv", async (ctx) => {
    const url = await database(ctx);
    const server = await start(url);
    expect((await postForm(server, request("pg-one@example.com"))).status).toBe(200);
    expect((await postForm(server, { ...request("pg-bad@example.com"), phone: "" })).status).toBe(422);
    const native = await postForm(server, request("pg-two@example.com"), { kind: "native" });
    expect(native.status).toBe(303);
    await expect.poll(async () => (await send(`${server.url}/healthz`)).status).toBe(200);
    expect(await storedEmails(url)).toEqual(["pg-one@example.com", "pg-two@example.com"]);
    expect(server.output()).toContain(`"leads":"PostgreSQL 127.0.0.1:`);

    const env = { ...process.env, DATABASE_URL: url, LEADS_DB: "/nonexistent/leads.sqlite" };
    const csv = await run(process.execPath, [LEADS, "--csv"], { env });
    expect((parse(csv.stdout, { bom: true, columns: true }) as Record<string, string>[]).map((r) => r[fieldTitle("email")])).toEqual([
      "pg-one@example.com",
      "pg-two@example.com",
    ]);
    const listing = await run(process.execPath, [LEADS, "--limit", "1"], { env });
    expect(listing.stdout).toContain("2 leads in PostgreSQL");
    expect(listing.stdout).toContain("pg-two@example.com");
    expect(listing.stdout).not.toContain("pg-one@example.com");
  });

  it("posts get 503, never a false 2xx, while PostgreSQL cannot be reached; /healthz says so", async (ctx) => {
    const url = await database(ctx);
    const server = await start(url);
    expect((await postForm(server, request("before-drop@example.com"))).status).toBe(200);
    // The database disappears under the running server.
    await rows(
      url.replace(/\/[^/]+$/, "/postgres"),
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${new URL(url).pathname.slice(1)}'`,
    );
    await rows(url.replace(/\/[^/]+$/, "/postgres"), `DROP DATABASE ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
    expect((await postForm(server, request("after-drop@example.com"))).status).toBe(503);
    await expect.poll(async () => (await send(`${server.url}/healthz`)).status).toBe(503);
  });

  it("a connection the database drops while it is handed out (a probe, a transaction) is reported, and the process lives on", async (ctx) => {
    const url = await database(ctx);
    const reported: string[] = [];
    const { pool, engine } = await openPostgres(url, { onPoolError: (error) => reported.push(error.message) });
    const client = await pool.connect();
    try {
      const [own] = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows;
      // Between two statements, as a probe or a transaction is: no query of its own to hand the error to.
      await rows(url, `SELECT pg_terminate_backend(${own?.pid})`);
      await expect.poll(() => reported.join("\n")).toMatch(/terminat/i);
    } finally {
      client.release(true);
      await engine.close();
    }
  });

  it("a retried post (the same submission key) is stored once and answered as the first, even when copies arrive together", async (ctx) => {
    const url = await database(ctx);
    const server = await start(url);
    const native = { ...request("pg-retry@example.com"), submission_key: "0123456789abcdef0123456789abcdef" };
    const first = await postForm(server, native, { kind: "native" });
    const again = await postForm(server, native, { kind: "native" });
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    const together = { ...request("pg-together@example.com"), submission_key: "fedcba9876543210fedcba9876543210" };
    expect((await Promise.all([1, 2, 3].map(() => postForm(server, together)))).map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await postForm(server, { ...together, submission_key: "00000000000000000000000000000001" })).status).toBe(200);
    expect(await storedEmails(url)).toEqual(["pg-retry@example.com", "pg-together@example.com", "pg-together@example.com"]);
  });

  it("/healthz says 503 while the submissions table is locked, the reason in the log, and ok once it is free", async (ctx) => {
    const url = await database(ctx);
    const server = await start(url);
    await expect.poll(async () => (await send(`${server.url}/healthz`)).status).toBe(200);
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    servers.onCleanup(() => void locker.end());
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE submissions IN ACCESS EXCLUSIVE MODE");
    try {
      await expect
        // Up to a second after the lock the answer may still be the last verdict, taken before it.
        .poll(
          async () => {
            const response = await send(`${server.url}/healthz`);
            // The answer gives no reason (anyone may ask); the server logs it.
            const reason = server
              .output()
              .split("\n")
              .filter((line) => line.includes("/healthz answers 503"))
              .map((line) => (JSON.parse(line) as { reason: string }).reason)
              .at(-1);
            return { status: response.status, ...((await response.json()) as object), reason };
          },
          { timeout: 5_000 },
        )
        .toEqual({ status: 503, ok: false, database: "unavailable", reason: expect.stringMatching(/submissions.*locked/) as unknown });
    } finally {
      await locker.query("ROLLBACK");
    }
    await expect.poll(async () => (await send(`${server.url}/healthz`)).status, { timeout: 5_000 }).toBe(200);
    expect(await storedEmails(url)).toEqual([]);
  });

  it("two instances killed mid-burst: every acknowledged lead stored once, none twice", async (ctx) => {
    const url = await database(ctx);
    const instances = [await start(url, { LOG_LEVEL: "warn" }), await start(url, { LOG_LEVEL: "warn" })];
    const acknowledged: string[] = [];
    const alive = () => instances.filter((s) => s.process.exitCode === null && s.process.signalCode === null);
    let sent = 0;
    let inFlightAtKill = 0;
    let inFlight = 0;
    const worker = async (n: number) => {
      for (;;) {
        const targets = alive();
        const target = targets[n % Math.max(1, targets.length)];
        if (!target) return;
        const email = `burst-${sent++}@example.com`;
        inFlight++;
        try {
          if ((await postForm(target, request(email))).ok) acknowledged.push(email);
        } catch {
          // Cut off by a kill: never acknowledged.
        } finally {
          inFlight--;
        }
        // The first instance dies at 100 acknowledgements, the second at 250.
        const kill = acknowledged.length >= 250 ? instances[1] : acknowledged.length >= 100 ? instances[0] : undefined;
        if (kill && !kill.process.killed) {
          inFlightAtKill = Math.max(inFlightAtKill, inFlight);
          kill.process.kill("SIGKILL");
          await new Promise((resolve) =>
            kill.process.exitCode === null && kill.process.signalCode === null ? kill.process.once("exit", resolve) : resolve(null),
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, n) => worker(n)));
    expect(instances.map((s) => s.process.signalCode)).toEqual(["SIGKILL", "SIGKILL"]);
    expect(inFlightAtKill).toBeGreaterThan(1);

    const stored = await storedEmails(url);
    expect(acknowledged.filter((email) => !stored.includes(email))).toEqual([]);
    expect(stored.length).toBe(new Set(stored).size);
  });

  it("leads nobody announced are announced once across instances starting together", async (ctx) => {
    const url = await database(ctx);
    const seed = await openPgLeadStore(url);
    const receivedAt = new Date().toISOString();
    await seed.importLeads(
      Array.from({ length: 30 }, (_, i) => ({
        id: i + 1,
        lead_key: `seeded-${i}`,
        received_at: receivedAt,
        form_name: "suburb-request",
        page_path: "/",
        fields: { email: `announce-${i}@example.com` },
        remote_network: null,
        user_agent: null,
        notified_at: null,
      })),
    );
    await seed.close();

    const received: string[] = [];
    const hook = createServer((req: IncomingMessage, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push((JSON.parse(body) as { idempotencyKey: string }).idempotencyKey);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    servers.onCleanup(() => hook.close());
    const env = { WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as { port: number }).port}/leads` };
    await Promise.all([start(url, env), start(url, env), start(url, env)]);

    await expect.poll(async () => (await rows(url, "SELECT count(*)::int AS n FROM submissions WHERE notified_at IS NULL"))[0]?.n, { timeout: 20_000 }).toBe(0);
    expect(received.length).toBe(30);
    expect(new Set(received).size).toBe(30);
  });
});
