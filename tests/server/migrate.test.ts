/**
 * Moving a site's database, either way: `npm run leads -- --migrate-to` copies everything a running
 * site keeps from SQLite into PostgreSQL and back, and a database made by the previous server (the
 * hand-written schema lists, frozen in legacy-schema.ts) opens with every row kept, on both.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { DatabaseSync } from "@photostructure/sqlite";
import pg from "pg";
import { describe, expect, inject, it, type TestContext } from "vitest";
import { openPgLeadStore, openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { STEPS } from "../../src/storage/migrations.ts";
import { TABLES } from "../../src/storage/schema.ts";
import type { Storage } from "../../src/storage/storage.ts";
import { testPostgres } from "./fresh-stores.ts";
import { PG_MIGRATIONS, SQLITE_MIGRATIONS } from "./legacy-schema.ts";
import { tempDir } from "./server-process.ts";

const run = promisify(execFile);
const LEADS = inject("commands").leads;
const postgres = testPostgres();

type Row = Record<string, unknown>;

async function database(ctx: TestContext): Promise<string> {
  if ("skipped" in postgres) ctx.skip(postgres.skipped);
  return (postgres as Exclude<typeof postgres, { skipped: string }>).createDatabase();
}

/** The 64-bit integer columns, which PostgreSQL's client gives as text. */
const INTEGERS = new Set(["id", "lead_id", "user_id", "publish_id", "restored_from", "totp_last_step"]);

/** A table's rows as plain values (bytes as hex, whole numbers as numbers, columns in name order), sorted: the same from both databases. */
const plain = (rows: Row[]) =>
  rows
    .map((row) =>
      Object.fromEntries(
        Object.keys(row)
          .sort()
          .map((name) => {
            const value = row[name];
            return [name, value instanceof Uint8Array ? Buffer.from(value).toString("hex") : INTEGERS.has(name) && value !== null ? Number(value) : value];
          }),
      ),
    )
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

function sqliteRows(file: string): Record<string, Row[]> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Object.fromEntries(TABLES.map((table) => [table, plain(db.prepare(`SELECT * FROM ${table}`).all() as Row[])]));
  } finally {
    db.close();
  }
}

async function pgRows(url: string): Promise<Record<string, Row[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables: [string, Row[]][] = [];
    for (const table of TABLES) tables.push([table, plain((await client.query<Row>(`SELECT * FROM ${table}`)).rows)]);
    return Object.fromEntries(tables);
  } finally {
    await client.end();
  }
}

/** What a site that has run a while holds: every kind of row the stores write, through the stores themselves. */
async function fillSite(store: Storage): Promise<void> {
  const lead = (email: string, extra: object = {}) => ({
    formName: "contact",
    pagePath: "/contact",
    fields: { email, name: `Person ${email}` },
    remoteAddress: "203.0.113.9",
    userAgent: "ua",
    ...extra,
  });
  const won = await store.store(lead("won@example.com", { submissionKey: "0123456789abcdef0123456789abcdef" }));
  const spam = await store.store(lead("spam@example.com", { flagged: "the hidden field was filled" }));
  const waiting = await store.store(lead("waiting@example.com"));
  await store.markNotified(won.id, new Date("2026-11-01T00:00:00.000Z"));
  const inbox = store.inbox();
  await inbox.markViewed(won.id, "ann@example.com", "2026-11-01T01:00:00.000Z");
  expect(
    await inbox.changeStatus(won.id, { from: "new", to: "won", note: "Settled with Bank A", actor: "ann@example.com", at: "2026-11-02T00:00:00.000Z" }),
  ).toEqual({ ok: true });
  await inbox.setFollowUp(waiting.id, "2026-12-01", "ann@example.com", "2026-11-03T00:00:00.000Z");
  await inbox.addNote(spam.id, "Checked: spam", "ann@example.com", "2026-11-03T00:00:00.000Z");

  const accounts = store.accounts();
  const ann = await accounts.addPerson("ann@example.com", "owner", new Date("2026-10-01T00:00:00.000Z"));
  const bob = await accounts.addPerson("bob@example.com", "editor", new Date("2026-10-02T00:00:00.000Z"));
  await accounts.addPasswordToken(ann!.id, "token-hash-ann", new Date("2026-10-01T00:00:00.000Z"), new Date("2030-01-01T00:00:00.000Z"));
  await accounts.usePasswordToken("token-hash-ann", "scrypt$hash", new Date("2026-10-01T00:05:00.000Z"));
  await accounts.addPasswordToken(bob!.id, "token-hash-bob", new Date("2026-10-02T00:00:00.000Z"), new Date("2030-01-01T00:00:00.000Z"));
  await accounts.setTotpSecret(ann!.id, "JBSWY3DPEHPK3PXP");
  await accounts.useTotpStep(ann!.id, 58_000_000);
  await accounts.addSession("session-hash", ann!.id, "full", "csrf", new Date("2026-11-01T00:00:00.000Z"));
  await accounts.audit({ at: "2026-11-01T00:00:00.000Z", actor: "ann@example.com", action: "signed in", detail: null, address: "203.0.113.0/24" });

  const drafts = store.drafts();
  await drafts.put({ path: "pages.config/pages/about.json", text: '{ "title": "About" }\n', author: "bob@example.com", updatedAt: "2026-11-04T00:00:00.000Z" });
  await drafts.put({ path: "pages.config/pages/old.json", text: null, author: "bob@example.com", updatedAt: "2026-11-04T00:01:00.000Z" });

  const publishes = store.publishes();
  const first = await publishes.add({
    at: "2026-11-05T00:00:00.000Z",
    actor: "bob@example.com",
    note: "New about page",
    restoredFrom: null,
    files: [{ path: "pages.config/pages/about.json", before: null, after: "{}\n" }],
    archive: new Uint8Array([0x1f, 0x8b, 0, 1, 2, 255]),
  });
  await publishes.add({
    at: "2026-11-06T00:00:00.000Z",
    actor: "ann@example.com",
    note: null,
    restoredFrom: first,
    restoreKind: "version",
    files: [{ path: "pages.config/pages/about.json", before: "{}\n", after: null }],
  });
}

describe("npm run leads -- --migrate-to", () => {
  it("copies every table from SQLite to PostgreSQL and back with every row the same, field by field; refuses a target holding data unless --force", async (ctx) => {
    const url = await database(ctx);
    const dir = tempDir();
    ctx.onTestFinished(() => dir.remove());
    const source = path.join(dir.dir, "leads.sqlite");
    const store = await openSqliteLeadStore(source, { sameThread: true });
    await fillSite(store);
    await store.close();
    const original = sqliteRows(source);
    for (const table of TABLES.filter((t) => t !== "settings")) expect(original[table]?.length, table).toBeGreaterThan(0);

    const there = await run(process.execPath, [LEADS, "--migrate-to", url], { env: { ...process.env, LEADS_DB: source, DATABASE_URL: "" } });
    for (const table of TABLES) expect(there.stdout).toMatch(new RegExp(`^\\s+${table}\\s+${original[table]?.length}$`, "m"));
    expect(await pgRows(url)).toEqual(original);

    // What staff and the server see after the move: the account, a Won lead with its timeline, a spam lead kept apart.
    const moved = await openPgLeadStore(url);
    try {
      expect((await moved.accounts().listPeople()).map((p) => [p.email, p.role, p.has_password, p.has_totp])).toEqual([
        ["ann@example.com", "owner", true, true],
        ["bob@example.com", "editor", false, false],
      ]);
      const won = (await moved.inbox().all({ status: "won" }))[0];
      expect(won?.fields.email).toBe("won@example.com");
      expect((await moved.inbox().lead(won?.id ?? 0))?.events.map((e) => e.kind)).toEqual(["viewed", "status", "note"]);
      expect((await moved.inbox().all({})).map((l) => l.fields.email)).not.toContain("spam@example.com");
      // A new row after the move takes an id after the copied ones, not one of theirs.
      const next = await moved.store({
        formName: "contact",
        pagePath: "/",
        fields: { email: "after@example.com" },
        remoteAddress: undefined,
        userAgent: undefined,
      });
      expect(next.id).toBeGreaterThan(Math.max(...(await moved.list()).filter((l) => l.lead_key !== next.lead_key).map((l) => l.id)));
      expect(await moved.accounts().addPerson("cat@example.com", "leads", new Date())).toBeDefined();
    } finally {
      await moved.close();
    }

    const refused = await run(process.execPath, [LEADS, "--migrate-to", url], { env: { ...process.env, LEADS_DB: source, DATABASE_URL: "" } }).catch(
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toMatch(/already holds data \(submissions, .*\); nothing was copied\. .*--force/);
    expect((await pgRows(url)).submissions).toHaveLength(original.submissions!.length + 1);

    const forced = await run(process.execPath, [LEADS, "--migrate-to", url, "--force"], { env: { ...process.env, LEADS_DB: source, DATABASE_URL: "" } });
    expect(forced.stdout).toContain("its earlier rows replaced");
    expect(await pgRows(url)).toEqual(original);

    const back = path.join(dir.dir, "back.sqlite");
    const returned = await run(process.execPath, [LEADS, "--migrate-to", back], { env: { ...process.env, LEADS_DB: source, DATABASE_URL: url } });
    for (const table of TABLES) expect(returned.stdout).toMatch(new RegExp(`^\\s+${table}\\s+${original[table]?.length}$`, "m"));
    expect(sqliteRows(back)).toEqual(original);
  });
});

describe("a database made by the previous server", () => {
  /** One row in every table, as the previous server's SQL wrote them. */
  const OLD_ROWS = [
    "INSERT INTO submissions (id, lead_key, received_at, form_name, page_path, fields, status, follow_up_on, first_viewed_at, submission_key) VALUES (7, 'k7', '2026-01-01T00:00:00.000Z', 'contact', '/contact', '{\"email\":\"old@example.com\",\"phone\":\"0412 345 678\"}', 'won', '2026-02-01', '2026-01-02T00:00:00.000Z', 'sk7')",
    "INSERT INTO lead_events (lead_id, at, actor, kind, detail) VALUES (7, '2026-01-03T00:00:00.000Z', 'ann@example.com', 'status', 'new → won')",
    "INSERT INTO admin_users (id, email, role, password_hash, created_at) VALUES (3, 'ann@example.com', 'owner', 'scrypt$x', '2025-12-01T00:00:00.000Z')",
    "INSERT INTO admin_sessions (token_hash, user_id, stage, csrf_token, created_at, last_seen_at) VALUES ('s', 3, 'full', 'c', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    "INSERT INTO admin_audit (at, actor, action) VALUES ('2026-01-01T00:00:00.000Z', 'ann@example.com', 'signed in')",
    "INSERT INTO content_drafts (path, text, author, updated_at) VALUES ('pages.config/pages/a.json', '{}', 'ann@example.com', '2026-01-01T00:00:00.000Z')",
    "INSERT INTO content_publishes (id, at, actor, note, restored_from, restore_kind) VALUES (4, '2026-01-01T00:00:00.000Z', 'ann@example.com', 'note', NULL, NULL)",
    "INSERT INTO content_publish_files (publish_id, path, before_text, after_text) VALUES (4, 'pages.config/pages/a.json', NULL, '{}')",
  ];

  /** What the stores give back of OLD_ROWS. */
  async function expectOldRows(store: Storage): Promise<void> {
    const found = await store.inbox().page({ status: "won", search: "0412345678" }, { limit: 10, offset: 0, today: "2026-01-01" });
    expect(found.leads.map((l) => [l.id, l.lead_key, l.fields.email, l.follow_up_on, l.first_viewed_at])).toEqual([
      [7, "k7", "old@example.com", "2026-02-01", "2026-01-02T00:00:00.000Z"],
    ]);
    expect((await store.inbox().lead(7))?.events).toEqual([{ at: "2026-01-03T00:00:00.000Z", actor: "ann@example.com", kind: "status", detail: "new → won" }]);
    expect(await store.accounts().personByEmail("ANN@example.com")).toMatchObject({ id: 3, role: "owner", has_password: true });
    expect((await store.accounts().auditLog(10)).map((e) => e.action)).toEqual(["signed in"]);
    expect((await store.drafts().pending()).map((d) => d.path)).toEqual(["pages.config/pages/a.json"]);
    expect(await store.publishes().get(4)).toMatchObject({ note: "note", files: [{ path: "pages.config/pages/a.json", before: null, after: "{}" }] });
    // And it goes on: new rows get ids after the old ones.
    expect((await store.store({ formName: "contact", pagePath: "/", fields: {}, remoteAddress: undefined, userAgent: undefined })).id).toBe(8);
  }

  it("SQLite: opens with every row kept and its schema at the newest version", async (ctx) => {
    const dir = tempDir();
    ctx.onTestFinished(() => dir.remove());
    const file = path.join(dir.dir, "leads.sqlite");
    const old = new DatabaseSync(file);
    for (const step of SQLITE_MIGRATIONS) old.exec(step);
    old.exec(`PRAGMA user_version = ${SQLITE_MIGRATIONS.length}`);
    for (const row of OLD_ROWS) old.exec(row);
    old.close();
    const store = await openSqliteLeadStore(file, { sameThread: true });
    try {
      await expectOldRows(store);
    } finally {
      await store.close();
    }
    const check = new DatabaseSync(file, { readOnly: true });
    expect(check.prepare("PRAGMA user_version").get()?.user_version).toBe(STEPS.length);
    check.close();
  });

  it("PostgreSQL: opens with every row kept, from the newest old version and from one part way", async (ctx) => {
    for (const version of [PG_MIGRATIONS.length, 6]) {
      const url = await database(ctx);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (const step of PG_MIGRATIONS.slice(0, version)) await client.query(step);
        await client.query("CREATE TABLE schema_version (version INTEGER NOT NULL)");
        await client.query("INSERT INTO schema_version (version) VALUES ($1)", [version]);
        // The tables a part-way database lacks get their row once the store has made them.
        for (const row of OLD_ROWS.filter((r) => version >= 8 || !/content_/.test(r))) await client.query(row);
        // Ids given by hand, as a copy does: the sequences moved past them, as PostgreSQL would after its own inserts.
        await client.query("SELECT setval('submissions_id_seq', 7)");
      } finally {
        await client.end();
      }
      const store = await openPgLeadStore(url);
      try {
        if (version < 8) {
          await store.drafts().put({ path: "pages.config/pages/a.json", text: "{}", author: "ann@example.com", updatedAt: "2026-01-01T00:00:00.000Z" });
          await pgExec(
            url,
            OLD_ROWS.filter((r) => /content_publish/.test(r)),
          );
        }
        await expectOldRows(store);
      } finally {
        await store.close();
      }
      expect((await pgRowsOf(url, "SELECT version FROM schema_version"))[0]).toEqual({ version: STEPS.length });
    }
  });
});

async function pgExec(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function pgRowsOf(url: string, query: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(query)).rows;
  } finally {
    await client.end();
  }
}
