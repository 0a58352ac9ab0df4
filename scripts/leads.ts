/**
 * The broker's view of the leads: `npm run leads` lists the most recent ones in the terminal,
 * `npm run leads -- --csv > leads.csv` writes all of them as CSV. Reads LEADS_DB
 * (default data/leads.sqlite).
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { leadsToCsv } from "../src/server/leads-csv.ts";
import { LeadsDb, LeadsDbError, type StoredLead } from "../src/server/leads-db.ts";

const USAGE = "Usage: npm run leads [-- --limit N]   or   npm run leads -- --csv > leads.csv";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let options: { csv?: boolean; limit?: string; help?: boolean };
try {
  ({ values: options } = parseArgs({
    options: { csv: { type: "boolean" }, limit: { type: "string", short: "n" }, help: { type: "boolean", short: "h" } },
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

const file = process.env.LEADS_DB?.trim() || "data/leads.sqlite";
// Opening would create an empty database; a wrong path should say so instead.
if (!existsSync(file)) fail(`There is no leads database at ${file} yet: the server creates it on its first start. Set LEADS_DB if it lives elsewhere.`);

let db: LeadsDb;
try {
  db = new LeadsDb(file);
} catch (error) {
  if (error instanceof LeadsDbError) fail(error.message);
  throw error;
}

try {
  if (options.csv) process.stdout.write(leadsToCsv(db.list()));
  else printRecent(db.list(limit), db.count());
} finally {
  db.close();
}

function printRecent(leads: StoredLead[], total: number): void {
  if (!leads.length) {
    console.log(`No leads yet in ${file}.`);
    return;
  }
  console.log(`${total} lead${total === 1 ? "" : "s"} in ${file}; the ${leads.length} most recent first:\n`);
  for (const lead of leads) {
    const when = new Date(lead.received_at).toLocaleString("en-AU", { timeZone: "Australia/Sydney", dateStyle: "medium", timeStyle: "short" });
    console.log(`#${lead.id}  ${when}  ${lead.form_name}${lead.page_path ? `  from ${lead.page_path}` : ""}`);
    // Control characters from a visitor could otherwise drive the broker's terminal.
    for (const [name, value] of Object.entries(lead.fields)) console.log(`    ${name}: ${value.replace(/[\s\p{Cc}]+/gu, " ").slice(0, 300)}`);
    console.log("");
  }
}
