/**
 * Faults an operator meets in production, each against the real server process: a database that
 * is deleted, read-only, full or locked; clients that drip, abort or come through proxies; leads
 * waiting to be announced at start-up; and schema versions.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";
import path from "node:path";
import { DatabaseSync } from "@photostructure/sqlite";
import { describe, expect, it } from "vitest";
import { NOTIFY_CONCURRENCY } from "../../src/server/lead-notifier.ts";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { STEPS } from "../../src/storage/migrations.ts";
import { SQLITE_MIGRATIONS } from "./legacy-schema.ts";
import { cleanedAfterEach, copyFixtureSite, postForm, send, ServerExit, startServer, type RunningServer } from "./server-process.ts";

const { start, scratch, onCleanup } = cleanedAfterEach();

const request = (email: string) => ({ "form-name": "suburb-request", name: "Visitor", email, phone: "0298765432", requested_suburb: "Merrylands" });
/** /healthz's answer, and the reason the server logged for its latest 503 (the answer itself gives none). */
const health = async (server: RunningServer) => {
  const response = await send(`${server.url}/healthz`);
  const text = await response.text();
  const logged = server
    .output()
    .split("\n")
    .filter((line) => line.includes("/healthz answers 503"))
    .map((line) => (JSON.parse(line) as { reason: string }).reason);
  return { status: response.status, text, ...(JSON.parse(text) as { ok: boolean }), reason: logged.at(-1) };
};
const emails = (server: RunningServer) => server.leads().map((l) => l.fields.email);

/** Whether this process may make files immutable (root with chattr on a filesystem that has it). */
function canMakeImmutable(): string | undefined {
  if (process.getuid?.() !== 0) return "not root, so chattr +i is not available";
  const probe = path.join(scratch(), "probe");
  writeFileSync(probe, "");
  try {
    execFileSync("chattr", ["+i", probe], { stdio: "ignore" });
    execFileSync("chattr", ["-i", probe], { stdio: "ignore" });
    return undefined;
  } catch {
    return "chattr +i does not work on this filesystem";
  }
}

describe("health that tells the truth", () => {
  it("the database file deleted while running: /healthz 503 with the reason, posts 503, nothing acknowledged is lost", async () => {
    const dbFile = path.join(scratch(), "leads.sqlite");
    const server = await start({}, dbFile);
    expect((await postForm(server, request("before@example.com"))).status).toBe(200);
    rmSync(dbFile);
    await expect.poll(async () => (await health(server)).status).toBe(503);
    // The log line may reach the server's output a moment after the answer that it explains.
    await expect.poll(async () => (await health(server)).reason ?? "").toContain("was deleted while the server was running");
    const answer = await health(server);
    // Anyone may ask /healthz: its answer names no path (the reason, which does, is in the log).
    expect(answer.text).not.toContain(path.dirname(server.dbFile));
    expect(JSON.parse(answer.text)).toEqual({ ok: false, database: "unavailable" });
    const refused = await postForm(server, request("after-delete@example.com"));
    expect(refused.status).toBe(503);
    await server.stop();
    const restarted = await start({}, dbFile);
    expect(emails(restarted)).not.toContain("after-delete@example.com");
  });

  it("a read-only database file is refused at start-up", async (ctx) => {
    const reason = canMakeImmutable();
    if (reason) {
      console.warn(`skipped: ${reason}`);
      return ctx.skip();
    }
    const dir = scratch();
    const dbFile = path.join(dir, "leads.sqlite");
    await (await openSqliteLeadStore(dbFile, { sameThread: true })).close();
    const files = () => [dbFile, `${dbFile}-wal`].filter((f) => existsSync(f));
    execFileSync("chattr", ["+i", ...files()]);
    onCleanup(() => execFileSync("chattr", ["-i", ...files()]));
    const error = (await startServer({}, dbFile).catch((e: unknown) => e)) as ServerExit;
    expect(error).toBeInstanceOf(ServerExit);
    expect(error.code).toBe(2);
    expect(error.output).toContain("read-only");
  });

  it("a full disk: /healthz 503 and posts 503 while it lasts, then both recover", async (ctx) => {
    if (!existsSync("/usr/bin/prlimit")) {
      console.warn("skipped: prlimit (util-linux) is not installed");
      return ctx.skip();
    }
    const server = await start();
    expect((await postForm(server, request("room@example.com"))).status).toBe(200);
    const pid = String(server.process.pid);
    // A file-size limit of one byte makes every write to the database fail as a full disk does.
    execFileSync("prlimit", ["--pid", pid, "--fsize=1:unlimited"]);
    try {
      expect((await postForm(server, request("full@example.com"))).status).toBe(503);
      await expect.poll(async () => (await health(server)).status).toBe(503);
      await expect.poll(async () => (await health(server)).reason ?? "").toMatch(/disk/);
    } finally {
      execFileSync("prlimit", ["--pid", pid, "--fsize=unlimited:unlimited"]);
    }
    await expect.poll(async () => (await health(server)).status).toBe(200);
    expect((await postForm(server, request("space-again@example.com"))).status).toBe(200);
    expect(emails(server)).toEqual(["room@example.com", "space-again@example.com"]);
  });

  it("a database locked by another process: /healthz 503 saying so", async () => {
    const server = await start();
    const blocker = new DatabaseSync(server.dbFile);
    blocker.exec("BEGIN EXCLUSIVE");
    try {
      await expect.poll(async () => (await health(server)).status).toBe(503);
      expect((await health(server)).reason).toMatch(/locked/);
    } finally {
      blocker.exec("ROLLBACK");
      blocker.close();
    }
    await expect.poll(async () => (await health(server)).status).toBe(200);
  });
});

describe("no stalls", () => {
  it("pages and /healthz are answered while a post waits for another process's write lock", async () => {
    const server = await start();
    const blocker = new DatabaseSync(server.dbFile);
    blocker.exec("BEGIN EXCLUSIVE");
    let postSettled = false;
    try {
      const post = postForm(server, request("waiting@example.com")).finally(() => (postSettled = true));
      // The post is waiting in the database thread; the event loop must still be free.
      for (const route of ["/", "/thank-you/contact", "/healthz"]) {
        const response = await send(`${server.url}${route}`);
        expect([200, 503]).toContain(response.status);
        expect(postSettled, `${route} was answered only after the post`).toBe(false);
      }
      expect((await post).status).toBe(503);
    } finally {
      blocker.exec("ROLLBACK");
      blocker.close();
    }
    expect(emails(server)).not.toContain("waiting@example.com");
  });
});

describe("proxies and the rate limit", () => {
  it("X-Forwarded-For from a peer not in TRUSTED_PROXIES is ignored, with one warning in the log", async () => {
    const server = await start({ RATE_LIMIT_BURST: "1", RATE_LIMIT_PER_MINUTE: "1" });
    const first = await postForm(server, request("xff-1@example.com"), { headers: { "X-Forwarded-For": "198.51.100.1" } });
    const second = await postForm(server, request("xff-2@example.com"), { headers: { "X-Forwarded-For": "198.51.100.2" } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(429);
    await expect.poll(() => server.output()).toContain("not in TRUSTED_PROXIES");
    expect(server.output().match(/not in TRUSTED_PROXIES/g)).toHaveLength(1);
    expect(server.leads()[0]?.remote_network).toBe("127.0.0.0/24");
  });

  it("from a trusted proxy, each forwarded client has its own bucket and its own stored network", async () => {
    const server = await start({ RATE_LIMIT_BURST: "1", RATE_LIMIT_PER_MINUTE: "1", TRUSTED_PROXIES: "127.0.0.0/8" });
    const a = await postForm(server, request("proxied-a@example.com"), { headers: { "X-Forwarded-For": "203.0.113.9" } });
    const b = await postForm(server, request("proxied-b@example.com"), { headers: { "X-Forwarded-For": "2001:db8:1:2::7, 127.0.0.1" } });
    const sameA = await postForm(server, request("proxied-a2@example.com"), { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect([a.status, b.status, sameA.status]).toEqual([200, 200, 429]);
    expect(server.leads().map((l) => l.remote_network)).toEqual(["203.0.113.0/24", "2001:db8:1::/48"]);
  });
});

describe("slow and vanishing clients", () => {
  it("a body dripped a byte at a time is cut off with 408", async () => {
    const server = await start();
    const socket = net.connect(server.port, "127.0.0.1");
    // The server answers 408 and closes; a drip already on its way then meets a reset connection.
    socket.on("error", () => undefined);
    socket.write(
      `POST / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.origin}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`,
    );
    const drip = setInterval(() => socket.writable && socket.write("a"), 500);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise((resolve) => socket.on("close", resolve));
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("a client that aborts mid-body is logged as such: no 500, no stack trace", async () => {
    const server = await start();
    const socket = net.connect(server.port, "127.0.0.1");
    socket.on("error", () => undefined);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    // With Expect: 100-continue, Node says "100 Continue" once the request has reached the app.
    socket.write(
      `POST / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.origin}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n`,
    );
    await expect.poll(() => answer).toContain("100 Continue");
    socket.write("form-name=contact&");
    socket.destroy();
    await expect.poll(() => server.output()).toContain('"outcome":"client aborted"');
    expect(server.output()).not.toMatch(/"status":500|\n\s+at /);
  });
});

describe("caching", () => {
  it("immutable caching follows the path inside the site, not the folder the site lives in", async () => {
    const root = path.join(scratch(), "assets", "site");
    copyFixtureSite(root);
    mkdirSync(path.join(root, "assets"));
    writeFileSync(path.join(root, "assets", "app-3f9a1c.js"), "export {};\n");
    const server = await start({ SITE_ROOT: root });
    expect((await send(`${server.url}/`)).headers.get("cache-control")).toBe("no-cache");
    expect((await send(`${server.url}/assets/app-3f9a1c.js`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("announcing leads left unannounced", () => {
  it("at start-up, a few at a time, each once, each with its lead's idempotency key", async () => {
    const dbFile = path.join(scratch(), "leads.sqlite");
    const db = await openSqliteLeadStore(dbFile, { sameThread: true });
    const now = new Date();
    const seeded = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.store(
          { formName: "suburb-request", pagePath: "/", fields: { email: `waiting-${i}@example.com` }, remoteAddress: undefined, userAgent: undefined },
          now,
        ),
      ),
    );
    await db.close();

    let active = 0;
    let mostAtOnce = 0;
    const received: { idempotencyKey: string; header: string | undefined }[] = [];
    const hook = createServer((req: IncomingMessage, res: ServerResponse) => {
      active++;
      mostAtOnce = Math.max(mostAtOnce, active);
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      // Answered a moment later, so calls that were started together overlap here.
      req.on("end", () =>
        setTimeout(() => {
          received.push({ ...(JSON.parse(body) as { idempotencyKey: string }), header: req.headers["idempotency-key"] as string | undefined });
          active--;
          res.writeHead(204).end();
        }, 20),
      );
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    onCleanup(() => hook.close());
    const server = await start({ WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as { port: number }).port}/leads` }, dbFile);

    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(40);
    expect(mostAtOnce).toBeLessThanOrEqual(NOTIFY_CONCURRENCY);
    expect(new Set(received.map((r) => r.idempotencyKey))).toEqual(new Set(seeded.map((l) => l.lead_key)));
    expect(received.every((r) => r.header === r.idempotencyKey)).toBe(true);
    await expect.poll(() => server.leads().filter((l) => l.notified_at === null).length).toBe(0);
  });
});

describe("schema versions", () => {
  it("a file from the previous version is migrated: leads kept, address hashes and their salt deleted", async () => {
    const dbFile = path.join(scratch(), "leads.sqlite");
    const old = new DatabaseSync(dbFile);
    for (const step of SQLITE_MIGRATIONS.slice(0, 2)) old.exec(step);
    old.exec("PRAGMA user_version = 2");
    old.prepare("INSERT INTO settings (key, value) VALUES ('address_salt', 'secret-salt')").run();
    old
      .prepare("INSERT INTO submissions (received_at, form_name, page_path, fields, remote_hash, user_agent) VALUES (?, ?, ?, ?, ?, ?)")
      .run("2026-01-02T03:04:05.000Z", "contact", "/contact", JSON.stringify({ email: "old@example.com" }), "ab".repeat(32), "old-browser");
    old.close();

    const server = await start({}, dbFile);
    const [lead] = server.leads();
    expect(lead).toMatchObject({
      form_name: "contact",
      page_path: "/contact",
      fields: { email: "old@example.com" },
      remote_network: null,
      user_agent: "old-browser",
    });
    expect(lead?.lead_key).toMatch(/^[0-9a-f]{32}$/);
    await server.stop();
    const check = new DatabaseSync(dbFile, { readOnly: true });
    try {
      expect(check.prepare("PRAGMA user_version").get()?.user_version).toBe(STEPS.length);
      const columns = (check.prepare("PRAGMA table_info(submissions)").all() as { name: string }[]).map((c) => c.name);
      expect(columns).not.toContain("remote_hash");
      expect(check.prepare("SELECT count(*) AS n FROM settings WHERE key = 'address_salt'").get()?.n).toBe(0);
    } finally {
      check.close();
    }
  });

  it("a file written by a newer version is refused, untouched", async () => {
    const dbFile = path.join(scratch(), "leads.sqlite");
    const newer = new DatabaseSync(dbFile);
    newer.exec(`PRAGMA user_version = ${STEPS.length + 1}`);
    newer.close();
    const error = (await startServer({}, dbFile).catch((e: unknown) => e)) as ServerExit;
    expect(error).toBeInstanceOf(ServerExit);
    expect(error.code).toBe(2);
    expect(error.output).toContain(`written by a newer version of this server (schema ${STEPS.length + 1}`);
  });
});
