import { execFile } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { DatabaseSync } from "@photostructure/sqlite";
import { parse } from "csv-parse/sync";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { LeadsDb } from "../../src/server/leads-db.ts";
import { cleanedAfterEach, postForm, send, ServerExit, startServer } from "./server-process.ts";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");
const { start, scratch, onCleanup } = cleanedAfterEach();

const request = (email: string, extra: Record<string, string> = {}) => ({
  "form-name": "suburb-request",
  name: "Visitor",
  email,
  phone: "0298765432",
  requested_suburb: "Merrylands",
  ...extra,
});

describe("rate limit", () => {
  it("allows a burst, then answers 429 with Retry-After; pages stay available", async () => {
    const server = await start({ RATE_LIMIT_BURST: "3", RATE_LIMIT_PER_MINUTE: "1" });
    for (let i = 0; i < 3; i++) expect((await postForm(server, request(`burst-${i}@example.com`))).status).toBe(200);
    const limited = await postForm(server, request("too-many@example.com"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(server.leads().map((l) => l.fields.email)).not.toContain("too-many@example.com");
    for (let i = 0; i < 20; i++) expect((await send(`${server.url}/`)).status).toBe(200);
  });
});

describe("the broker's CSV export", () => {
  it("round-trips every lead, quoting commas, quotes and line breaks and defusing formulas", async () => {
    const server = await start();
    const awkward = 'Line one, with "quotes"\nline two';
    await postForm(server, request("first@example.com", { name: "=HYPERLINK(\"http://evil\")" }));
    await postForm(server, { "form-name": "contact", firstName: "Second", lastName: "Visitor", email: "second@example.com", phone: "0412345678", message: awkward, "captcha-verified": "true" });
    await postForm(server, { "form-name": "enquiry", email: "third@example.com", phone: "+61 2 9876 5432" });
    const { stdout } = await run(TSX, ["scripts/leads.ts", "--csv"], { env: { ...process.env, LEADS_DB: server.dbFile } });
    expect(stdout).toContain("\r\n");
    const rows = parse(stdout, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.email)).toEqual(["first@example.com", "second@example.com", "third@example.com"]);
    expect(rows[0]?.name).toBe("'=HYPERLINK(\"http://evil\")");
    // Free text keeps its line break; the CSV quotes it.
    expect(rows[1]?.message).toBe(awkward);
    expect(rows[2]?.phone).toBe("'+61 2 9876 5432");
    expect(rows[2]?.form_name).toBe("enquiry");

    const listing = await run(TSX, ["scripts/leads.ts", "--limit", "2"], { env: { ...process.env, LEADS_DB: server.dbFile } });
    expect(listing.stdout).toContain("third@example.com");
    expect(listing.stdout).toContain("second@example.com");
    expect(listing.stdout).not.toContain("first@example.com");
  });

  it("the terminal listing never writes control sequences from stored values", async () => {
    const file = path.join(scratch(), "leads.sqlite");
    const db = new LeadsDb(file);
    // As an older server could have stored them: escapes in the page, a field name and a value.
    db.insertBatch([
      {
        lead: { formName: "contact", pagePath: "/x\u001b[2J\u001b[H", fields: { "na\u001b[31mme": "Eve\u001b]0;owned\u0007\u009b2J\u202e" }, remoteAddress: undefined, userAgent: undefined },
        receivedAt: new Date().toISOString(),
      },
    ]);
    db.close();
    const { stdout } = await run(TSX, ["scripts/leads.ts"], { env: { ...process.env, LEADS_DB: file } });
    expect(stdout).toContain("from /x [2J [H");
    // eslint-disable-next-line no-control-regex
    expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  });

  it("says plainly when there is no database or the arguments are wrong", async () => {
    const missing = run(TSX, ["scripts/leads.ts"], { env: { ...process.env, LEADS_DB: path.join(scratch(), "none.sqlite") } });
    await expect(missing).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("There is no leads database") as unknown });
    const wrong = run(TSX, ["scripts/leads.ts", "--limit", "many"], { env: { ...process.env, LEADS_DB: path.join(scratch(), "none.sqlite") } });
    await expect(wrong).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("--limit must be a whole number") as unknown });
  });
});

describe("start-up configuration", () => {
  it("reports bad settings in plain words and exits", async () => {
    const error = await startServer({ PORT: "eighty", SMTP_URL: "http://mail.example", RATE_LIMIT_PER_MINUTE: "-1" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerExit);
    const { code, output } = error as ServerExit;
    expect(code).toBe(2);
    expect(output).toContain('PORT must be a whole number from 0 to 65535, not "eighty"');
    expect(output).toContain("SMTP_URL must be a smtp:// or smtps:// address");
    expect(output).toContain("RATE_LIMIT_PER_MINUTE must be a whole number");
  });

  it("says so when the leads database cannot be created", async () => {
    for (const file of ["/proc/no-such-place/leads.sqlite", "/etc/hostname/leads.sqlite"]) {
      const error = (await startServer({}, file).catch((e: unknown) => e)) as ServerExit;
      expect(error.code).toBe(2);
      expect(error.output).toContain(`The leads database ${file} cannot be opened or created`);
    }
  });
});

describe("notifications", () => {
  it("the lead is stored and answered at once while the mail server is down, and a webhook that fails is retried", async () => {
    const received: unknown[] = [];
    let calls = 0;
    const hook = createServer((req: IncomingMessage, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        calls++;
        if (calls === 1) return res.writeHead(503).end();
        received.push(JSON.parse(body));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    onCleanup(() => hook.close());
    const port = (hook.address() as { port: number }).port;
    const server = await start({
      SMTP_URL: "smtp://127.0.0.1:1",
      LEADS_NOTIFY_TO: "broker@example.com",
      WEBHOOK_URL: `http://127.0.0.1:${port}/leads`,
    });
    const response = await postForm(server, request("notify@example.com"));
    expect(response.status).toBe(200);
    // Answered before the announcement got through: the visitor never waits for the broker's systems.
    expect(received).toEqual([]);
    expect(server.leads().map((l) => l.fields.email)).toContain("notify@example.com");
    await expect.poll(() => received, { timeout: 10_000 }).toEqual([
      expect.objectContaining({ form: "suburb-request", fields: expect.objectContaining({ email: "notify@example.com" }) as unknown }),
    ]);
    expect(calls).toBe(2);
    expect(server.output()).toMatch(/"channel":"email".*lead notification failed/);
  });
});

describe("the notification email", () => {
  it("names the form and lead, lists every field and the page, and has one Message-ID per lead", async () => {
    const messages: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      onData(stream, _session, done) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
        stream.on("end", () => {
          messages.push(raw);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    onCleanup(() => smtp.close());
    const port = (smtp.server.address() as { port: number }).port;
    const server = await start({ SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_NOTIFY_TO: "broker@example.com", LEADS_NOTIFY_FROM: "Leads <leads@example.com>" });
    const response = await postForm(server, request("mailed@example.com", { name: "Mai Led" }), { kind: "native", headers: { Referer: `${server.origin}/resources/suburb-reports` } });
    expect(response.status).toBe(303);
    await expect.poll(() => messages.length, { timeout: 10_000 }).toBe(1);
    const [lead] = server.leads();
    const message = messages[0]?.replace(/\r\n/g, "\n") ?? "";
    const blank = message.indexOf("\n\n");
    const headers = message.slice(0, blank);
    const body = message.slice(blank + 2);
    expect(headers).toContain(`Subject: New suburb-request lead #${lead?.id}`);
    expect(headers).toContain("To: broker@example.com");
    expect(headers).toContain(`Message-ID: <${lead?.lead_key}@leads.invalid>`);
    expect(body.trim().split("\n")).toEqual([
      "Form: suburb-request",
      `Received: ${lead?.received_at}`,
      "Page: /resources/suburb-reports",
      "",
      "name: Mai Led",
      "email: mailed@example.com",
      "phone: 0298765432",
      "requested_suburb: Merrylands",
    ]);
    await expect.poll(() => server.leads()[0]?.notified_at).not.toBeNull();
  });
});

describe("crash safety", () => {
  it("every post answered 2xx is in the database after the server is killed mid-burst", async () => {
    const dbFile = path.join(scratch(), "leads.sqlite");
    const server = await start({ LOG_LEVEL: "warn" }, dbFile);
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    let exited = false;
    let inFlight = 0;
    let inFlightAtKill = 0;
    server.process.once("exit", () => (exited = true));
    // Posts keep going until the process is gone, so some are cut off in flight.
    const worker = async () => {
      while (!exited) {
        const email = `crash-${sent++}@example.com`;
        inFlight++;
        try {
          const response = await postForm(server, request(email));
          if (response.ok) acknowledged.push(email);
        } catch {
          // Connections cut by the kill: those posts were never acknowledged.
        } finally {
          inFlight--;
        }
        if (acknowledged.length >= 150 && !killed) {
          killed = true;
          inFlightAtKill = inFlight;
          server.process.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(server.process.signalCode).toBe("SIGKILL");
    expect(inFlightAtKill).toBeGreaterThan(0);

    const restarted = await start({ LOG_LEVEL: "warn" }, dbFile);
    const stored = new Set(restarted.leads().map((l) => l.fields.email));
    const lost = acknowledged.filter((email) => !stored.has(email));
    expect(lost).toEqual([]);
    expect((await send(`${restarted.url}/healthz`)).status).toBe(200);
  });
});

describe("behind an HTTPS proxy", () => {
  it("sends HSTS only when the proxy says the visitor came over HTTPS, and accepts the public origin", async () => {
    const server = await start({ TRUSTED_PROXIES: "127.0.0.1", ALLOWED_ORIGINS: "https://leads.westline.example" });
    const overHttps = await send(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect((await send(`${server.url}/`, { headers: { "X-Forwarded-Proto": "http" } })).headers.get("strict-transport-security")).toBeNull();
    const fromPublicSite = await postForm({ ...server, origin: "https://leads.westline.example" }, request("proxied@example.com"), { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(fromPublicSite.status).toBe(200);
  });
});

describe("a database that cannot take the lead", () => {
  it("gets a 503 telling the visitor to try again or call, never a false success", async () => {
    const server = await start();
    const blocker = new DatabaseSync(server.dbFile);
    blocker.exec("BEGIN EXCLUSIVE");
    try {
      const response = await postForm(server, request("blocked@example.com"), { kind: "native" });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("your message was not saved");
    } finally {
      blocker.exec("ROLLBACK");
      blocker.close();
    }
    expect(server.leads().map((l) => l.fields.email)).not.toContain("blocked@example.com");
    expect((await postForm(server, request("after@example.com"))).status).toBe(200);
  });
});

describe("graceful shutdown", () => {
  it("SIGTERM lets the process finish and exit cleanly with the database closed", async () => {
    const server = await start();
    await postForm(server, request("before-stop@example.com"));
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("shutting down");
  });
});
