/**
 * `npm run bench:inbox`: how long the lead inbox's queries take with 10,000 leads, on SQLite (through
 * the store's worker thread, as the server runs it) and on PostgreSQL (a throwaway server from
 * Debian's package, as in the tests). It prints figures; it asserts nothing.
 *
 * Each question is asked 200 times after 20 to warm up: the first page of the inbox, a search, a
 * filter by form and campaign, a page deep in the list, and a lead with its timeline.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { InboxSource } from "../src/server/lead-inbox.ts";
import type { LeadStore, NewLead } from "../src/server/lead-store.ts";
import { LeadsDb } from "../src/server/leads-db.ts";
import { PgLeadStore } from "../src/server/pg-store.ts";
import { SqliteLeadStore } from "../src/server/sqlite-store.ts";
import { startPostgres } from "./lib/postgres-server.ts";

const { values } = parseArgs({ options: { leads: { type: "string", default: "10000" } } });
const LEADS = Number(values.leads);
if (!Number.isInteger(LEADS) || LEADS < 1 || LEADS > 1_000_000) {
  console.error(`bench:inbox: --leads must be a whole number from 1 to 1000000, not "${values.leads}".`);
  process.exit(2);
}
const FORMS = ["contact", "enquiry", "suburb-reports", "suburb-request"];
const CAMPAIGNS = ["", "spring", "refinance", "first-home"];
const ROUNDS = 200;
const WARM_UP = 20;

/** A plausible spread of leads: four forms, some campaigns, a few flagged, over about a year. */
function sampleLead(i: number): NewLead {
  const phone = `04${String(10_000_000 + ((i * 7919) % 89_999_999)).padStart(8, "0")}`;
  return {
    formName: FORMS[i % FORMS.length] as string,
    pagePath: "/contact",
    fields: { name: `Person ${i}`, email: `person${i}@example.com`, phone, utm_campaign: CAMPAIGNS[i % CAMPAIGNS.length] as string, message: "Looking to refinance" },
    remoteAddress: undefined,
    userAgent: undefined,
    ...(i % 50 === 0 ? { flagged: "a hidden field that only robots see was filled in" } : {}),
  };
}
const receivedAt = (i: number) => new Date(Date.UTC(2025, 10, 25) + i * 50 * 60 * 1000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(label: string, ask: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < WARM_UP; i++) await ask();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await ask();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   max ${(times.at(-1) ?? NaN).toFixed(1).padStart(6)} ms`);
}

async function bench(name: string, store: LeadStore & InboxSource): Promise<void> {
  const inbox = store.inbox();
  const today = "2026-11-25";
  const first = { limit: 50, offset: 0, today };
  const some = await inbox.page({}, first);
  const id = some.leads[0]?.id ?? 1;
  console.log(`${name}: ${await store.count()} leads`);
  await measure("first page (50, newest first)", () => inbox.page({}, first));
  await measure("search by phone", () => inbox.page({ search: "0412 3" }, first));
  await measure("search by name", () => inbox.page({ search: "person 99" }, first));
  await measure("form + campaign filter", () => inbox.page({ form: "enquiry", campaign: "spring" }, first));
  await measure("page 100", () => inbox.page({}, { ...first, offset: 99 * 50 }));
  await measure("one lead with its timeline", () => inbox.lead(id));
}

const folder = mkdtempSync(path.join(tmpdir(), "bench-inbox-"));
try {
  const file = path.join(folder, "leads.sqlite");
  // Seeded directly in batches (the store takes leads one post at a time, as visitors send them).
  const seed = new LeadsDb(file);
  for (let start = 0; start < LEADS; start += 1000)
    seed.insertBatch(Array.from({ length: Math.min(1000, LEADS - start) }, (_, k) => ({ lead: sampleLead(start + k), receivedAt: receivedAt(start + k).toISOString() })));
  const sqliteLeads = seed.list();
  seed.close();
  const sqlite = await SqliteLeadStore.open(file);
  await bench("SQLite", sqlite);
  await sqlite.close();

  const postgres = await startPostgres();
  if ("skipped" in postgres) console.log(`PostgreSQL: skipped (${postgres.skipped})`);
  else {
    try {
      const pgStore = await PgLeadStore.open(await postgres.createDatabase());
      await pgStore.importLeads(sqliteLeads);
      await bench("PostgreSQL", pgStore);
      await pgStore.close();
    } finally {
      postgres.stop();
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
