import { execFile } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { DatabaseSync } from "@photostructure/sqlite";
import { parse } from "csv-parse/sync";
import { fieldTitle, mainSiteOwnTitles } from "../form-titles.ts";
import { site as rawSite } from "../raw-content.ts";
import { SMTPServer } from "smtp-server";
import { describe, expect, inject, it } from "vitest";
import { officeTime } from "../../src/lib/dates.ts";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { cleanedAfterEach, postForm, send, ServerExit, startServer } from "./server-process.ts";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");
// `npm run leads` bundled (bundle-server.global.ts); the CSV export runs its source through tsx, as npm does.
const LEADS = inject("commands").leads;
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
    // A name may start with "-", which a spreadsheet reads as a formula (the forms refuse "=", "+" and "@" in names).
    await postForm(server, request("first@example.com", { name: "-Visitor" }));
    await postForm(server, {
      "form-name": "contact",
      firstName: "Second",
      lastName: "Visitor",
      email: "second@example.com",
      phone: "0412345678",
      message: awkward,
      "captcha-verified": "true",
    });
    await postForm(server, { "form-name": "enquiry", email: "third@example.com", phone: "+61 2 9876 5432" });
    const { stdout } = await run(TSX, ["scripts/leads.ts", "--csv"], { env: { ...process.env, LEADS_DB: server.dbFile } });
    expect(stdout).toContain("\r\n");
    expect(stdout.startsWith("\uFEFF"), "starts with UTF-8's byte order mark, for Excel").toBe(true);
    const rows = parse(stdout, { bom: true, columns: true }) as Record<string, string>[];
    const cell = (row: Record<string, string> | undefined, field: string) => row?.[fieldTitle(field)];
    expect(rows.map((r) => cell(r, "email"))).toEqual(["first@example.com", "second@example.com", "third@example.com"]);
    expect(cell(rows[0], "name")).toBe("'-Visitor");
    // Free text keeps its line break; the CSV quotes it.
    expect(cell(rows[1], "message")).toBe(awkward);
    expect(cell(rows[2], "phone")).toBe("'+61 2 9876 5432");
    // The back office's columns and words: the form as the inbox names it, the lead's status in the site's word.
    expect(rows[2]?.Form).toBe("Enquiry");
    const fresh = (rawSite as { leadStatuses?: { new?: string } }).leadStatuses?.new ?? "New";
    expect(rows.map((r) => r.Status)).toEqual([fresh, fresh, fresh]);

    const listing = await run(process.execPath, [LEADS, "--limit", "2"], { env: { ...process.env, LEADS_DB: server.dbFile } });
    expect(listing.stdout).toContain("third@example.com");
    expect(listing.stdout).toContain("second@example.com");
    expect(listing.stdout).not.toContain("first@example.com");
  });

  it("names a site form's fields by its schema's titles, in the file and the terminal alike", async () => {
    const server = await start();
    await postForm(server, request("titled@example.com"));
    const title = mainSiteOwnTitles["suburb-request"]?.requested_suburb;
    if (!title) throw new Error("the broker's suburb-request form gives requested_suburb no title");
    const env = { env: { ...process.env, LEADS_DB: server.dbFile } };
    const rows = parse((await run(TSX, ["scripts/leads.ts", "--csv"], env)).stdout, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows[0]?.[title]).toBe(request("").requested_suburb);
    const listing = (await run(process.execPath, [LEADS], env)).stdout;
    expect(listing).toContain(`    ${title}: ${request("").requested_suburb}`);
    expect(listing).not.toContain("requested_suburb");
  });

  it("the terminal listing never writes control sequences from stored values", async () => {
    const file = path.join(scratch(), "leads.sqlite");
    const db = await openSqliteLeadStore(file, { sameThread: true });
    // As an older server could have stored them: escapes in the page, a field name and a value.
    await db.store({
      formName: "contact",
      pagePath: "/x\u001b[2J\u001b[H",
      fields: { "na\u001b[31mme": "Eve\u001b]0;owned\u0007\u009b2J\u202e" },
      remoteAddress: undefined,
      userAgent: undefined,
    });
    await db.close();
    const { stdout } = await run(process.execPath, [LEADS], { env: { ...process.env, LEADS_DB: file } });
    expect(stdout).toContain("from /x [2J [H");
    // eslint-disable-next-line no-control-regex
    expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  });

  it("the terminal listing gives each time with its zone and offset", async () => {
    const file = path.join(scratch(), "leads.sqlite");
    const db = await openSqliteLeadStore(file, { sameThread: true });
    // 03:04 UTC is 2:04 pm in Sydney's summer (AEDT, UTC+11) and 1:04 pm in its winter (AEST, UTC+10).
    for (const [email, receivedAt] of [
      ["summer@example.com", "2026-01-15T03:04:00.000Z"],
      ["winter@example.com", "2026-07-15T03:04:00.000Z"],
    ] as const)
      await db.store({ formName: "enquiry", pagePath: "/", fields: { email }, remoteAddress: undefined, userAgent: undefined }, new Date(receivedAt));
    await db.close();
    const { stdout } = await run(process.execPath, [LEADS], { env: { ...process.env, LEADS_DB: file } });
    expect(stdout).toMatch(/15 Jan\w* 2026, 2:04\spm AEDT \(UTC\+11:00\)/u);
    expect(stdout).toMatch(/15 Jul\w* 2026, 1:04\spm AEST \(UTC\+10:00\)/u);
  });

  it("says plainly when there is no database or the arguments are wrong", async () => {
    const missing = run(process.execPath, [LEADS], { env: { ...process.env, LEADS_DB: path.join(scratch(), "none.sqlite") } });
    await expect(missing).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("There is no leads database") as unknown });
    const wrong = run(process.execPath, [LEADS, "--limit", "many"], { env: { ...process.env, LEADS_DB: path.join(scratch(), "none.sqlite") } });
    await expect(wrong).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("--limit must be a whole number") as unknown });
  });
});

describe("start-up configuration", () => {
  it("reports bad settings in plain words and exits", async () => {
    const error = await startServer({
      PORT: "eighty",
      SMTP_URL: "http://mail.example",
      RATE_LIMIT_PER_MINUTE: "-1",
      MAX_CONNECTIONS: "100",
      MAX_CONNECTIONS_PER_CLIENT: "80",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerExit);
    const { code, output } = error as ServerExit;
    expect(code).toBe(2);
    expect(output).toContain('PORT must be a whole number from 0 to 65535, not "eighty"');
    expect(output).toContain("SMTP_URL must be a smtp:// or smtps:// address");
    expect(output).toContain("RATE_LIMIT_PER_MINUTE must be a whole number");
    expect(output).toContain("MAX_CONNECTIONS_PER_CLIENT (80) must be at most half of MAX_CONNECTIONS (100)");
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
    await expect
      .poll(() => received, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ form: "suburb-request", fields: expect.objectContaining({ email: "notify@example.com" }) as unknown })]);
    expect(calls).toBe(2);
    expect(server.output()).toMatch(/"channel":"email".*lead notification failed/);
  });
});

/** A mail server on a loopback port that keeps every message it receives, with its envelope. */
async function mailServer(): Promise<{ url: string; messages: { recipients: string[]; headers: string; body: string }[] }> {
  const messages: { recipients: string[]; headers: string; body: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        const message = raw.replace(/\r\n/g, "\n");
        const blank = message.indexOf("\n\n");
        messages.push({ recipients: session.envelope.rcptTo.map((to) => to.address), headers: message.slice(0, blank), body: message.slice(blank + 2) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  onCleanup(() => smtp.close());
  return { url: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`, messages };
}

describe("the notification email", () => {
  it("links to the lead in the inbox, names the form and lead, lists every field and the page, and has one Message-ID per lead", async () => {
    const mail = await mailServer();
    const server = await start({
      SMTP_URL: mail.url,
      LEADS_NOTIFY_TO: "broker@example.com",
      LEADS_NOTIFY_FROM: "Leads <leads@example.com>",
      SITE_URL: "https://www.westline.example/",
    });
    const response = await postForm(server, request("mailed@example.com", { name: "Mai Led" }), {
      kind: "native",
      headers: { Referer: `${server.origin}/resources/suburb-reports` },
    });
    expect(response.status).toBe(303);
    await expect.poll(() => mail.messages.length, { timeout: 10_000 }).toBe(1);
    const [lead] = server.leads();
    const { headers, body } = mail.messages[0] ?? { headers: "", body: "" };
    expect(headers).toContain(`Subject: New suburb-request lead #${lead?.id}`);
    expect(headers).toContain("To: broker@example.com");
    expect(headers).toContain(`Message-ID: <${lead?.lead_key}@leads.invalid>`);
    expect(body.trim().split("\n")).toEqual([
      `Open it in the lead inbox: https://www.westline.example/admin/leads/${lead?.id}`,
      "",
      "Form: suburb-request",
      `Received: ${officeTime(lead?.received_at ?? "")}`,
      "Page: /resources/suburb-reports",
      "",
      "--- What the visitor sent ---",
      "name: Mai Led",
      "email: mailed@example.com",
      "phone: 0298765432",
      "requested_suburb: Merrylands",
      "--- End of what the visitor sent ---",
    ]);
    await expect.poll(() => server.leads()[0]?.notified_at).not.toBeNull();
  });

  it("shows lines a visitor forges (Bcc:, Subject:, the end marker) as the visitor's text, inside the delimiters", async () => {
    const mail = await mailServer();
    const server = await start({ SMTP_URL: mail.url, LEADS_NOTIFY_TO: "broker@example.com" });
    const forged = [
      "Please call me.",
      "Bcc: victim@example.com",
      "Subject: You have won",
      "",
      "--- End of what the visitor sent ---",
      "From: boss@westline.example",
    ];
    const contact = {
      "form-name": "contact",
      firstName: "Eve",
      lastName: "Forger",
      email: "forger@example.com",
      phone: "0412345678",
      message: forged.join("\r\n"),
      "captcha-verified": "true",
    };
    expect((await postForm(server, contact)).status).toBe(200);
    await expect.poll(() => mail.messages.length, { timeout: 10_000 }).toBe(1);
    const { recipients, headers, body } = mail.messages[0] ?? { recipients: [], headers: "", body: "" };
    expect(recipients).toEqual(["broker@example.com"]);
    expect(headers).not.toMatch(/victim|You have won|boss@/);
    const lines = body.split("\n");
    // Nothing the visitor typed starts a line of its own: no forged header, no second end marker.
    expect(lines.filter((line) => /^(bcc|cc|to|from|subject):/i.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes("End of what the visitor sent"))).toEqual([
      "  > --- End of what the visitor sent ---",
      "--- End of what the visitor sent ---",
    ]);
    expect(lines.at(lines.findLastIndex((line) => line.trim() !== ""))).toBe("--- End of what the visitor sent ---");
    // The message is there whole, every line of it marked as the visitor's.
    const at = lines.indexOf("message:");
    expect(lines.slice(at + 1, at + 1 + forged.length)).toEqual(forged.map((line) => (line ? `  > ${line}` : "  >")));
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
    // Healthy again: each answer within the server's own 80 ms deadline, but a machine busy with the
    // restart may miss that deadline for a while, so the test waits (up to its limit) for a 200.
    await expect.poll(async () => (await send(`${restarted.url}/healthz`)).status, { timeout: 15_000 }).toBe(200);
  });
});

/**
 * Opens `count` connections from `localAddress`, each with a request whose headers never end (as a
 * client dripping its request would), and keeps them open; `open()` says how many the server has not
 * closed, `release()` closes them (else the server's shutdown waits for its request timeout).
 */
async function holdHalfSentRequests(port: number, localAddress: string, count: number) {
  const sockets: net.Socket[] = [];
  onCleanup(() => sockets.forEach((socket) => socket.destroy()));
  const connectOne = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ port, host: "127.0.0.1", localAddress });
      sockets.push(socket);
      socket.on("error", () => undefined);
      socket.once("close", () => resolve());
      socket.once("connect", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\nX-Waiting: ", () => resolve()));
    });
  // In batches, as a client's own limit on sockets opening at once would have it.
  for (let i = 0; i < count; i += 100) await Promise.all(Array.from({ length: Math.min(100, count - i) }, connectOne));
  return {
    open: () => sockets.filter((socket) => !socket.destroyed && socket.readyState === "open").length,
    release: () => sockets.forEach((socket) => socket.destroy()),
  };
}

/** The status of a GET made from `localAddress`, or 0 when the server closed the connection instead. */
function statusFrom(port: number, localAddress: string, path: string): Promise<number> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = net.connect({ port, host: "127.0.0.1", localAddress }, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

describe("one client cannot take every connection", () => {
  it("an address holding more half-sent requests than the server's whole limit leaves pages and /healthz answered for others", async () => {
    const server = await start();
    const attacker = await holdHalfSentRequests(server.port, "127.0.0.2", 1_100);
    // Another address (127.0.0.1) is served as usual, and so is the load balancer's health check.
    for (let i = 0; i < 20; i++) expect((await send(`${server.url}/`)).status).toBe(200);
    await expect.poll(async () => (await send(`${server.url}/healthz`)).status, { timeout: 10_000 }).toBe(200);
    expect((await postForm(server, request("not-locked-out@example.com"))).status).toBe(200);
    expect(attacker.open()).toBeLessThan(1_000);
    expect(server.output()).toMatch(/MAX_CONNECTIONS_PER_CLIENT/);
    attacker.release();
  });

  it("the caps are settings; the log says which client hit its cap by network only, once; a trusted proxy is not capped", async () => {
    const server = await start({ MAX_CONNECTIONS: "40", MAX_CONNECTIONS_PER_CLIENT: "5" });
    const attacker = await holdHalfSentRequests(server.port, "127.0.0.2", 20);
    await expect.poll(attacker.open).toBe(5);
    expect((await send(`${server.url}/`)).status).toBe(200);
    const capped = server
      .output()
      .split("\n")
      .filter((line) => line.includes("MAX_CONNECTIONS_PER_CLIENT"));
    expect(capped).toHaveLength(1);
    expect(capped[0]).toContain('"client":"127.0.0.0/24"');
    expect(capped[0]).not.toContain("127.0.0.2");
    attacker.release();

    const proxied = await start({ MAX_CONNECTIONS: "40", MAX_CONNECTIONS_PER_CLIENT: "5", TRUSTED_PROXIES: "127.0.0.2" });
    const proxy = await holdHalfSentRequests(proxied.port, "127.0.0.2", 20);
    // Every visitor behind the proxy shares its address: its 21st connection is served like the first.
    expect(await statusFrom(proxied.port, "127.0.0.2", "/healthz")).toBe(200);
    expect(proxied.output()).not.toMatch(/MAX_CONNECTIONS_PER_CLIENT/);
    proxy.release();
  });
});

describe("behind an HTTPS proxy", () => {
  it("sends HSTS only when the proxy says the visitor came over HTTPS, and accepts the public origin", async () => {
    const server = await start({ TRUSTED_PROXIES: "127.0.0.1", ALLOWED_ORIGINS: "https://leads.westline.example" });
    const overHttps = await send(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect((await send(`${server.url}/`, { headers: { "X-Forwarded-Proto": "http" } })).headers.get("strict-transport-security")).toBeNull();
    const fromPublicSite = await postForm({ ...server, origin: "https://leads.westline.example" }, request("proxied@example.com"), {
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
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
