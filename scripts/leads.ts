/**
 * The broker's view of the leads: `npm run leads` lists the most recent ones in the terminal,
 * `npm run leads -- --csv > leads.csv` writes all of them as CSV. Reads the store the server is
 * configured with: PostgreSQL when DATABASE_URL is set, else the SQLite file LEADS_DB (default
 * data/leads.sqlite). `npm run leads -- --migrate-to "$DATABASE_URL"` copies the SQLite file's
 * leads into PostgreSQL; running it again copies nothing twice.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { leadsToCsv } from "../src/server/leads-csv.ts";
import { LeadStoreError, type LeadStore, type StoredLead } from "../src/storage/lead-store.ts";
import { openLeadStore, openPgLeadStore } from "../src/server/open-lead-store.ts";
import { describeDatabaseUrl } from "../src/storage/postgres.ts";

const USAGE = `Usage: npm run leads [-- --limit N]
       npm run leads -- --csv > leads.csv
       npm run leads -- --migrate-to postgres://user:password@host/database`;

/** The office's time zone: the times a broker reads are theirs, each with its zone and offset. */
const TIME_ZONE = "Australia/Sydney";
const LOCAL = new Intl.DateTimeFormat("en-AU", { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
const ZONE = new Intl.DateTimeFormat("en-AU", { timeZone: TIME_ZONE, timeZoneName: "short" });
const OFFSET = new Intl.DateTimeFormat("en-AU", { timeZone: TIME_ZONE, timeZoneName: "longOffset" });

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let options: { csv?: boolean; limit?: string; "migrate-to"?: string; help?: boolean };
try {
  ({ values: options } = parseArgs({
    options: { csv: { type: "boolean" }, limit: { type: "string", short: "n" }, "migrate-to": { type: "string" }, help: { type: "boolean", short: "h" } },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const limit = options.limit === undefined ? 20 : Number(options.limit);
if (!Number.isInteger(limit) || limit < 1) fail(`--limit must be a whole number of at least 1, not "${options.limit}".\n${USAGE}`);
const migrateTo = options["migrate-to"];
if (migrateTo !== undefined && !/^postgres(ql)?:\/\//.test(migrateTo)) fail(`--migrate-to must be a postgres:// address.\n${USAGE}`);

const file = process.env.LEADS_DB?.trim() || "data/leads.sqlite";
const databaseUrl = migrateTo ? undefined : process.env.DATABASE_URL?.trim() || undefined;
// Opening would create an empty database; a wrong path should say so instead.
if (!databaseUrl && !existsSync(file))
  fail(`There is no leads database at ${file} yet: the server creates it on its first start. Set LEADS_DB if it lives elsewhere.`);

const open = async (settings: { databaseUrl: string | undefined; leadsDb: string }): Promise<LeadStore> => {
  try {
    return await openLeadStore(settings, { sameThread: true });
  } catch (error) {
    if (error instanceof LeadStoreError) fail(error.message);
    throw error;
  }
};

const store = await open({ databaseUrl, leadsDb: file });
try {
  if (migrateTo) await copyInto(migrateTo, await store.list());
  else if (options.csv) process.stdout.write(leadsToCsv(await store.list()));
  else printRecent(await store.list(limit), await store.count(), store.description);
} finally {
  await store.close();
}

async function copyInto(url: string, leads: StoredLead[]): Promise<void> {
  let target: LeadStore;
  try {
    target = await openPgLeadStore(url);
  } catch (error) {
    fail((error as Error).message);
  }
  try {
    const added = await target.importLeads(leads);
    console.log(`Copied ${added} of ${leads.length} leads from ${file} into ${describeDatabaseUrl(url)}; ${leads.length - added} were there already.`);
  } finally {
    await target.close();
  }
}

/** "15 Jan 2026, 2:04 pm AEDT (UTC+11:00)": a time nobody can read in the wrong zone. */
function receivedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return printable(iso, 40);
  const part = (format: Intl.DateTimeFormat) => format.formatToParts(date).find((p) => p.type === "timeZoneName")?.value ?? "";
  return `${LOCAL.format(date)} ${part(ZONE)} (${part(OFFSET).replace(/^GMT$/, "GMT+00:00").replace("GMT", "UTC")})`;
}

/** Stored text as one inert line: no control or formatting characters reach the terminal. */
function printable(text: string, max = 200): string {
  return text.replace(/[\s\p{Cc}\p{Cf}]+/gu, " ").slice(0, max);
}

function printRecent(leads: StoredLead[], total: number, where: string): void {
  if (!leads.length) {
    console.log(`No leads yet in ${where}.`);
    return;
  }
  console.log(`${total} lead${total === 1 ? "" : "s"} in ${where}; the ${leads.length} most recent first:\n`);
  for (const lead of leads) {
    const when = receivedAt(lead.received_at);
    console.log(`#${lead.id}  ${when}  ${printable(lead.form_name)}${lead.page_path ? `  from ${printable(lead.page_path, 300)}` : ""}`);
    // Control characters from a visitor could otherwise drive the broker's terminal.
    for (const [name, value] of Object.entries(lead.fields)) console.log(`    ${printable(name, 50)}: ${printable(value)}`);
    console.log("");
  }
}
