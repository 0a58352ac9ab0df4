/**
 * The lead inbox's data on both stores, SQLite (through its worker thread, as the server runs it)
 * and PostgreSQL: the same leads give the same answers. Each case stores its own leads in a fresh
 * database and computes what the broker should see from those leads alone.
 */
import { SQLITE_MIGRATIONS } from "./legacy-schema.ts";
import { openSqliteLeadStore, openPgLeadStore } from "../../src/server/open-lead-store.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "@photostructure/sqlite";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import type { InboxSource } from "../../src/storage/lead-inbox.ts";
import { applyRetention, retentionCutoff } from "../../src/server/lead-retention.ts";
import type { LeadStore, NewLead } from "../../src/storage/lead-store.ts";
import type { TestPostgres } from "../../scripts/lib/postgres-server.ts";
import { testPostgres } from "./fresh-stores.ts";
import { SQLITE_WORKER } from "./server-process.ts";

type Store = LeadStore & InboxSource;
const TODAY = "2026-11-25";
const opened: Store[] = [];
const folders: string[] = [];
const shared = testPostgres();
const postgres: TestPostgres | undefined = "skipped" in shared ? undefined : shared;
const skipped = "skipped" in shared ? shared.skipped : "";

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Two connections to one new database: two server instances sharing it. */
const STORES: Record<string, (ctx: TestContext) => Promise<[Store, Store]>> = {
  SQLite: async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "inbox-"));
    folders.push(folder);
    const file = path.join(folder, "leads.sqlite");
    const pair: [Store, Store] = [await openSqliteLeadStore(file, { worker: SQLITE_WORKER }), await openSqliteLeadStore(file, { worker: SQLITE_WORKER })];
    opened.push(...pair);
    return pair;
  },
  PostgreSQL: async (ctx) => {
    if (!postgres) ctx.skip(skipped);
    const url = await (postgres as TestPostgres).createDatabase();
    const pair: [Store, Store] = [await openPgLeadStore(url), await openPgLeadStore(url)];
    opened.push(...pair);
    return pair;
  },
};

const lead = (formName: string, fields: Record<string, string>, extra: Partial<NewLead> = {}): NewLead => ({
  formName,
  pagePath: "/contact",
  fields,
  remoteAddress: undefined,
  userAgent: undefined,
  ...extra,
});

/** Stores leads one minute apart, oldest first, and hands back their ids in that order. */
async function storeAll(store: Store, leads: NewLead[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, each] of leads.entries()) ids.push((await store.store(each, new Date(Date.UTC(2026, 10, 20, 0, i)))).id);
  return ids;
}

const page = { limit: 50, offset: 0, today: TODAY };

describe.each(Object.keys(STORES))("the lead inbox on %s", (name) => {
  const open = (ctx: TestContext) => (STORES[name] as (ctx: TestContext) => Promise<[Store, Store]>)(ctx);

  it("lists newest first with counts, keeps spam apart, and filters by form, status, campaign and dates", async (ctx) => {
    const [store] = await open(ctx);
    const ids = await storeAll(store, [
      lead("contact", { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "0412 345 678", utm_campaign: "spring" }),
      lead("enquiry", { name: "Bo Chen", email: "bo@example.com", phone: "", utm_campaign: "" }),
      lead("suburb-reports", { name: "Cy Dee", email: "cy@example.com", mobile: "0498765432", utm_campaign: "spring" }),
      lead("contact", { firstName: "Robo", lastName: "T", email: "bot@example.com", phone: "0400000000" }, { flagged: "hidden field filled" }),
    ]);
    const inbox = store.inbox();
    const all = await inbox.page({}, page);
    expect(all.leads.map((l) => l.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(all.total).toBe(3);
    expect(all.unread).toBe(3);
    expect((await inbox.page({ status: "spam" }, page)).leads.map((l) => l.id)).toEqual([ids[3]]);
    expect((await inbox.page({ form: "contact" }, page)).leads.map((l) => l.id)).toEqual([ids[0]]);
    expect((await inbox.page({ campaign: "spring" }, page)).leads.map((l) => l.id)).toEqual([ids[2], ids[0]]);
    // Received at 00:00, 00:01 and 00:02 UTC: from 00:01 up to (not including) 00:02 is the second.
    expect((await inbox.page({ receivedFrom: "2026-11-20T00:01:00.000Z", receivedBefore: "2026-11-20T00:02:00.000Z" }, page)).leads.map((l) => l.id)).toEqual([
      ids[1],
    ]);
    expect(await inbox.choices()).toEqual({ forms: ["contact", "enquiry", "suburb-reports"], campaigns: ["spring"] });
    const second = await inbox.page({}, { ...page, limit: 2, offset: 2 });
    expect(second.leads.map((l) => l.id)).toEqual([ids[0]]);
    expect(second.total).toBe(3);
  });

  it("finds a lead by part of a name, an email, or a phone number however it is typed", async (ctx) => {
    const [store] = await open(ctx);
    const [ada, bo, cy] = await storeAll(store, [
      lead("contact", { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "0412 345 678" }),
      lead("enquiry", { name: "Bo Chen", email: "bo.chen@mail.example", phone: "0298765432" }),
      lead("suburb-reports", { name: "Cy 100% Dee", email: "cy@example.com", mobile: "0498-765-432" }),
    ]);
    const found = async (search: string) => (await store.inbox().page({ search }, page)).leads.map((l) => l.id).sort();
    expect(await found("lovelace")).toEqual([ada]);
    expect(await found("ADA LOVE")).toEqual([ada]);
    expect(await found("Ada Chen")).toEqual([]);
    expect(await found("Ada")).toEqual([ada]);
    expect(await found("mail.example")).toEqual([bo]);
    expect(await found("0412345678")).toEqual([ada]);
    expect(await found("0298 765 432")).toEqual([bo]);
    expect(await found("+61 498 765 432")).toEqual([cy]);
    // LIKE's wildcards typed by a person are plain characters.
    expect(await found("100%")).toEqual([cy]);
    expect(await found("_")).toEqual([]);
  });

  it("brings a lead whose follow-up is due back to the top, and not before", async (ctx) => {
    const [store] = await open(ctx);
    const [first, second, third] = await storeAll(store, [
      lead("contact", { email: "a@x.example" }),
      lead("contact", { email: "b@x.example" }),
      lead("contact", { email: "c@x.example" }),
    ]);
    const inbox = store.inbox();
    expect(await inbox.setFollowUp(first as number, TODAY, "kim@office.example", "2026-11-21T00:00:00.000Z")).toBe(true);
    expect(await inbox.setFollowUp(second as number, "2026-12-01", "kim@office.example", "2026-11-21T00:00:00.000Z")).toBe(true);
    expect((await inbox.page({}, page)).leads.map((l) => l.id)).toEqual([first, third, second]);
    expect((await inbox.page({}, { ...page, today: "2026-12-01" })).leads.map((l) => l.id)).toEqual([first, second, third]);
    expect(await inbox.setFollowUp(-5, TODAY, "kim@office.example", "2026-11-21T00:00:00.000Z")).toBe(false);
  });

  it("marks a lead read when opened, and keeps one view per person per half hour in its timeline", async (ctx) => {
    const [store] = await open(ctx);
    const [id] = await storeAll(store, [lead("contact", { email: "a@x.example" })]);
    const inbox = store.inbox();
    await inbox.markViewed(id as number, "kim@office.example", "2026-11-21T01:00:00.000Z");
    await inbox.markViewed(id as number, "kim@office.example", "2026-11-21T01:10:00.000Z");
    await inbox.markViewed(id as number, "sam@office.example", "2026-11-21T01:11:00.000Z");
    await inbox.markViewed(id as number, "kim@office.example", "2026-11-21T02:00:00.000Z");
    const opened = await inbox.lead(id as number);
    expect(opened?.lead.first_viewed_at).toBe("2026-11-21T01:00:00.000Z");
    expect(opened?.events.map((e) => [e.kind, e.actor, e.at])).toEqual([
      ["viewed", "kim@office.example", "2026-11-21T01:00:00.000Z"],
      ["viewed", "sam@office.example", "2026-11-21T01:11:00.000Z"],
      ["viewed", "kim@office.example", "2026-11-21T02:00:00.000Z"],
    ]);
    expect((await inbox.page({}, page)).unread).toBe(0);
    expect(await inbox.lead(-1)).toBeUndefined();
  });

  it("two instances on one database: a stale status change is refused naming who changed it, and both notes are kept", async (ctx) => {
    const [one, two] = await open(ctx);
    const [id] = await storeAll(one, [lead("enquiry", { name: "Bo", email: "bo@x.example" })]);
    const leadId = id as number;
    expect(
      await one
        .inbox()
        .changeStatus(leadId, { from: "new", to: "contacted", note: "Left a voicemail", actor: "kim@office.example", at: "2026-11-21T03:00:00.000Z" }),
    ).toEqual({ ok: true });
    // The other instance's person still sees "new".
    expect(await two.inbox().changeStatus(leadId, { from: "new", to: "lost", note: "", actor: "sam@office.example", at: "2026-11-21T03:01:00.000Z" })).toEqual({
      ok: false,
      reason: "conflict",
      current: "contacted",
      by: "kim@office.example",
      at: "2026-11-21T03:00:00.000Z",
    });
    expect(await two.inbox().addNote(leadId, "Called back, no answer", "sam@office.example", "2026-11-21T03:02:00.000Z")).toBe(true);
    const seen = await one.inbox().lead(leadId);
    expect(seen?.lead.status).toBe("contacted");
    expect(seen?.events.map((e) => [e.kind, e.actor, e.detail])).toEqual([
      ["status", "kim@office.example", "new → contacted"],
      ["note", "kim@office.example", "Left a voicemail"],
      ["note", "sam@office.example", "Called back, no answer"],
    ]);
    expect(await one.inbox().changeStatus(-1, { from: "new", to: "won", note: "", actor: "kim@office.example", at: "2026-11-21T03:00:00.000Z" })).toEqual({
      ok: false,
      reason: "missing",
    });
  });

  it("moves a flagged lead out of Spam, and deletes by hand or by age (a won lead is kept) with the timeline", async (ctx) => {
    const [store] = await open(ctx);
    const [won, old, spam, recent] = await storeAll(store, [
      lead("contact", { email: "won@x.example" }),
      lead("contact", { email: "old@x.example" }),
      lead("contact", { email: "spam@x.example" }, { flagged: "hidden field filled" }),
      lead("contact", { email: "recent@x.example" }),
    ]);
    const inbox = store.inbox();
    expect((await inbox.lead(spam as number))?.events.map((e) => [e.kind, e.detail])).toEqual([["flagged", "hidden field filled"]]);
    expect(
      await inbox.changeStatus(spam as number, { from: "spam", to: "new", note: "A real person", actor: "kim@office.example", at: "2026-11-21T00:00:00.000Z" }),
    ).toEqual({ ok: true });
    expect((await inbox.page({}, page)).leads.map((l) => l.id)).toEqual([recent, spam, old, won]);
    expect(await inbox.remove(spam as number)).toBe(true);
    expect(await inbox.remove(spam as number)).toBe(false);
    expect(await inbox.lead(spam as number)).toBeUndefined();
    await inbox.changeStatus(won as number, { from: "new", to: "won", note: "", actor: "kim@office.example", at: "2026-11-21T00:00:00.000Z" });
    // Received 00:00, 00:01 and 00:03: a retention period ending at 00:02 takes the second only.
    const logged: unknown[] = [];
    const logger = { info: (entry: unknown) => logged.push(entry), error: (entry: unknown) => logged.push(entry) };
    expect(await applyRetention(inbox, 24, logger, new Date("2028-11-20T00:02:00.000Z"))).toBe(1);
    expect(logged).toEqual([expect.objectContaining({ outcome: "retention", deleted: 1, receivedBefore: "2026-11-20T00:02:00.000Z" })]);
    expect((await inbox.all({})).map((l) => l.id)).toEqual([recent, won]);
    expect(await inbox.lead(old as number)).toBeUndefined();
    expect(await applyRetention(inbox, 0, logger, new Date("2099-01-01T00:00:00.000Z"))).toBe(0);
    expect((await inbox.all({})).map((l) => l.id)).toEqual([recent, won]);
  });
});

describe("the retention period", () => {
  it("counts calendar months back, landing on the month's last day when the day does not exist", () => {
    expect(retentionCutoff(new Date("2026-11-25T10:00:00.000Z"), 24).toISOString()).toBe("2024-11-25T10:00:00.000Z");
    expect(retentionCutoff(new Date("2026-03-31T00:00:00.000Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(retentionCutoff(new Date("2028-02-29T00:00:00.000Z"), 12).toISOString()).toBe("2027-02-28T00:00:00.000Z");
    expect(retentionCutoff(new Date("2026-01-15T00:00:00.000Z"), 13).toISOString()).toBe("2024-12-15T00:00:00.000Z");
  });
});

describe("a leads file from before the inbox", () => {
  it("opens with its leads new, unread and searchable", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "inbox-old-"));
    folders.push(folder);
    const file = path.join(folder, "leads.sqlite");
    const before = new DatabaseSync(file);
    for (const step of SQLITE_MIGRATIONS.slice(0, 4)) before.exec(step);
    before.exec("PRAGMA user_version = 4");
    before
      .prepare("INSERT INTO submissions (lead_key, received_at, form_name, fields) VALUES (?, ?, ?, ?)")
      .run(
        "k1",
        "2026-01-01T00:00:00.000Z",
        "contact",
        JSON.stringify({ firstName: "Ada", lastName: "Lovelace", phone: "0412 345 678", utm_campaign: "spring" }),
      );
    before.close();
    const db = await openSqliteLeadStore(file, { sameThread: true });
    try {
      const found = await db.inbox().page({ search: "0412345678", campaign: "spring" }, page);
      expect(found.leads.map((l) => [l.fields.firstName, l.status, l.first_viewed_at])).toEqual([["Ada", "new", null]]);
      expect(found.unread).toBe(1);
    } finally {
      await db.close();
    }
  });
});
