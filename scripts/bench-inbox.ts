/**
 * `npm run bench:inbox`: how long the lead inbox's queries take with 10,000 leads, on SQLite (through
 * the store's worker thread, as the server runs it) and on PostgreSQL (a throwaway server from
 * Debian's package, as in the tests). It prints figures; it asserts nothing.
 *
 * Each question is asked 200 times after 20 to warm up: the first page of the inbox, a search, a
 * filter by form and campaign, a page deep in the list, and a lead with its timeline; then the
 * inbox's first page as the server answers it (GET /admin/leads, signed in, rendered to HTML,
 * in-process so the figure is the server's time, not the network's).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createAdminApp } from "../src/admin/admin-app.tsx";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Hono } from "hono";
import { inboxArea } from "../src/admin/inbox/area.tsx";
import { hashPassword } from "../src/admin/passwords.ts";
import { addPerson } from "../src/admin/people.ts";
import { hashToken } from "../src/admin/tokens.ts";
import { createApp } from "../src/server/app.ts";
import { TrustedProxies } from "../src/server/client-address.ts";
import type { NewLead } from "../src/storage/lead-store.ts";
import { openLeadStore } from "../src/server/open-lead-store.ts";
import type { AccountStore } from "../src/storage/account-store.ts";
import type { Storage } from "../src/storage/storage.ts";
import { startPostgres } from "./lib/postgres-server.ts";

const { values } = parseArgs({ options: { leads: { type: "string", default: "10000" } } });
const LEADS = Number(values.leads);
if (!Number.isInteger(LEADS) || LEADS < 1 || LEADS > 1_000_000) {
  console.error(`bench:inbox: --leads must be a whole number from 1 to 1000000, not "${values.leads}".`);
  process.exit(2);
}
// The broker's forms: the leads are those of the default site, whose inbox is measured.
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
    fields: {
      name: `Person ${i}`,
      email: `person${i}@example.com`,
      phone,
      utm_campaign: CAMPAIGNS[i % CAMPAIGNS.length] as string,
      message: "Looking to refinance",
    },
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
  console.log(
    `  ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   max ${(times.at(-1) ?? NaN).toFixed(1).padStart(6)} ms`,
  );
}

async function bench(name: string, store: Storage): Promise<void> {
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
  const app = createApp({
    root: "tests/fixtures/site",
    backOffice: createAdminApp,
    admin: { accounts: store.accounts(), throttles: store.throttles(), trustedProxies: new TrustedProxies([]), areas: [inboxArea(inbox)] },
  });
  const cookie = await signIn(app, store.accounts());
  await measure("GET /admin/leads (the whole page)", async () => {
    const answer = await app.request("http://localhost/admin/leads", { headers: { cookie, accept: "text/html" } });
    if (answer.status !== 200) throw new Error(`the inbox answered ${answer.status}`);
    await answer.text();
  });
}

/** A leads person, signed in as a browser would be: the cookies that sign-in sets. */
async function signIn(app: Hono, accounts: AccountStore): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = "a long enough passphrase";
  const added = await addPerson(accounts, { email, role: "leads", now: new Date(), by: null, address: null });
  if (!added.ok) throw new Error(added.problem);
  await accounts.usePasswordToken(hashToken(added.token), await hashPassword(password), new Date());
  const form = await app.request("http://localhost/admin/sign-in", { headers: { accept: "text/html" } });
  const cookies = form.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const token = /name="form_token" value="([^"]+)"/.exec(await form.text())?.[1] ?? "";
  const signedIn = await app.request("http://localhost/admin/sign-in", {
    method: "POST",
    headers: { cookie: cookies, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ form_token: token, email, password }),
  });
  // Sign-in clears the old session cookie and sets the new one: the last setting of each name counts.
  const jar = new Map(signedIn.headers.getSetCookie().map((line) => (line.split(";")[0] ?? "").split("=") as [string, string]));
  const session = [...jar].filter(([, value]) => value).map(([name, value]) => `${name}=${value}`);
  if (signedIn.status !== 303 || !session.length) throw new Error(`signing in answered ${signedIn.status}`);
  return session.join("; ");
}

const folder = mkdtempSync(path.join(tmpdir(), "bench-inbox-"));
try {
  const file = path.join(folder, "leads.sqlite");
  // Seeded directly in batches (the store takes leads one post at a time, as visitors send them).
  const seed = await openLeadStore({ databaseUrl: undefined, leadsDb: file }, { sameThread: true });
  // Stored together, they go in as one batch (the store's group commit).
  await Promise.all(Array.from({ length: LEADS }, (_, i) => seed.store(sampleLead(i), receivedAt(i))));
  const sqliteLeads = await seed.list();
  await seed.close();
  const sqlite = await openLeadStore({ databaseUrl: undefined, leadsDb: file });
  await bench("SQLite", sqlite);
  await sqlite.close();

  const postgres = await startPostgres();
  if ("skipped" in postgres) console.log(`PostgreSQL: skipped (${postgres.skipped})`);
  else {
    try {
      const pgStore = await openLeadStore({ databaseUrl: await postgres.createDatabase(), leadsDb: "" });
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
