/**
 * The broker's view of the leads: `npm run leads` lists the most recent ones in the terminal,
 * `npm run leads -- --csv > leads.csv` writes all of them, spam too, as the back office exports
 * them (the same columns). Reads the store the server is configured with: PostgreSQL when DATABASE_URL is set, else the SQLite file LEADS_DB (default
 * data/leads.sqlite). `npm run leads -- --migrate-to <postgres:// address or SQLite file>` copies
 * everything the site keeps (src/storage/copy.ts) into another database, either way; the database
 * the site uses now is the source (the SQLite file when the target is DATABASE_URL itself). A
 * target that already holds data is refused unless `--force`, which replaces it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { exportLeads } from "../src/admin/inbox/export.ts";
import { statusWords } from "../src/admin/inbox/status-words.ts";
import { fieldLabel, ownFormInbox, ownFormTitles, type OwnFormInbox, type OwnFormTitles } from "../src/admin/inbox/words.ts";
import { contentRoot, SITE_FILE } from "../src/content/content-files.ts";
import { SITE_FORMS_DIR } from "../src/content/site-forms.ts";
import type { SubmissionForm } from "../src/forms/validate-submission.ts";
import type { SiteConfig } from "../src/generated/content-types.ts";
import { isFormName } from "../src/generated/forms.ts";
import { isTimeZone, keepOfficeTimeIn, UNREAD_SITE_TIME_ZONE } from "../src/lib/dates.ts";
import { LeadStoreError, type StoredLead } from "../src/storage/lead-store.ts";
import { openLeadStore } from "../src/server/open-lead-store.ts";
import type { Storage } from "../src/storage/storage.ts";
import { copyDatabase, isDatabaseUrl, openDatabase, tablesWithData, type OpenDatabase, type TableCounts } from "../src/storage/copy.ts";

const USAGE = `Usage: npm run leads [-- --limit N]
       npm run leads -- --csv > leads.csv
       npm run leads -- --migrate-to postgres://user:password@host/database [--force]
       DATABASE_URL=postgres://… npm run leads -- --migrate-to data/leads.sqlite [--force]`;

/** The office's time zone: the times a broker reads are theirs, each with its zone and offset. */
const TIME_ZONE = "Australia/Sydney";
const LOCAL = new Intl.DateTimeFormat("en-AU", { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
const ZONE = new Intl.DateTimeFormat("en-AU", { timeZone: TIME_ZONE, timeZoneName: "short" });
const OFFSET = new Intl.DateTimeFormat("en-AU", { timeZone: TIME_ZONE, timeZoneName: "longOffset" });

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let options: { csv?: boolean; limit?: string; "migrate-to"?: string; force?: boolean; help?: boolean };
try {
  ({ values: options } = parseArgs({
    options: {
      csv: { type: "boolean" },
      limit: { type: "string", short: "n" },
      "migrate-to": { type: "string" },
      force: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
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
if (migrateTo !== undefined && !migrateTo.trim()) fail(`--migrate-to needs a postgres:// address or an SQLite file's path.\n${USAGE}`);
if (options.force && migrateTo === undefined) fail(`--force goes with --migrate-to only.\n${USAGE}`);

const file = process.env.LEADS_DB?.trim() || "data/leads.sqlite";
const configuredUrl = process.env.DATABASE_URL?.trim() || undefined;
// Moving to the database DATABASE_URL names: the source is the SQLite file the site used until now.
const databaseUrl = migrateTo === configuredUrl ? undefined : configuredUrl;
if (migrateTo !== undefined && !isDatabaseUrl(migrateTo) && path.resolve(migrateTo) === path.resolve(file) && !databaseUrl)
  fail(`--migrate-to names ${file}, the database the leads are read from: give another file, or a postgres:// address.`);
// Opening would create an empty database; a wrong path should say so instead.
if (!databaseUrl && !existsSync(file))
  fail(`There is no leads database at ${file} yet: the server creates it on its first start. Set LEADS_DB if it lives elsewhere.`);

const open = async (settings: { databaseUrl: string | undefined; leadsDb: string }): Promise<Storage> => {
  try {
    return await openLeadStore(settings, { sameThread: true });
  } catch (error) {
    if (error instanceof LeadStoreError) fail(error.message);
    throw error;
  }
};

if (migrateTo) {
  await migrate(databaseUrl ?? file, migrateTo, options.force ?? false);
  process.exit(0);
}

let site: SiteConfig = {} as SiteConfig;
try {
  site = JSON.parse(readFileSync(path.join(contentRoot(), SITE_FILE), "utf8")) as SiteConfig;
} catch {
  // No site here (a copy of the database elsewhere): the kernel's words and Sydney's clock.
}
const own = ownForms(site);

const store = await open({ databaseUrl, leadsDb: file });
try {
  if (options.csv) await writeCsv(store);
  else printRecent(await store.list(limit), await store.count(), store.description);
} finally {
  await store.close();
}

/**
 * The site's own forms (its forms/ folder) as the server has them from its build: their fields'
 * titles and their inbox wording, so the leads read here as in the back office. A form whose
 * schema is missing or unreadable is named in words (words.ts), as the inbox names an unknown one.
 */
function ownForms(settings: SiteConfig): { titles: OwnFormTitles; inbox: OwnFormInbox } {
  const forms = new Map<string, SubmissionForm>();
  for (const name of (settings.forms ?? []).filter((form) => !isFormName(form))) {
    try {
      const schema = JSON.parse(readFileSync(path.join(contentRoot(), SITE_FORMS_DIR, `${name}.schema.json`), "utf8")) as SubmissionForm["schema"] & {
        inbox?: SubmissionForm["inbox"];
      };
      forms.set(name, { name, schema, validators: {} as SubmissionForm["validators"], ...(schema.inbox && { inbox: schema.inbox }) });
    } catch {
      // `npm run validate` says what is wrong with it; the leads are still listed.
    }
  }
  return { titles: ownFormTitles(forms), inbox: ownFormInbox(forms) };
}

/**
 * Every lead, spam too, as the back office's export writes them (the same columns and cells), a page
 * at a time: the times in the office's zone and the statuses in the site's words, read from the
 * site's settings as the server reads them (the kernel's, when there is no site file here).
 */
async function writeCsv(store: Storage): Promise<void> {
  if (site.timeZone !== undefined && !isTimeZone(site.timeZone))
    fail(`${SITE_FILE}: timeZone "${site.timeZone}" is not a time zone: run \`npm run validate\`.`);
  keepOfficeTimeIn(site.timeZone ?? UNREAD_SITE_TIME_ZONE);
  const { body } = await exportLeads(store.inbox(), { includeSpam: true }, () => {}, {
    statusWords: statusWords(site),
    ownTitles: own.titles,
    ownInbox: own.inbox,
  });
  for await (const chunk of body) if (!process.stdout.write(chunk)) await new Promise((resolve) => process.stdout.once("drain", resolve));
}

async function openOrFail(where: string): Promise<OpenDatabase> {
  try {
    return await openDatabase(where);
  } catch (error) {
    fail((error as Error).message);
  }
}

/** Copies every table into the target, which must hold nothing yet unless `force` says to replace what it holds. */
async function migrate(source: string, target: string, force: boolean): Promise<void> {
  const from = await openOrFail(source);
  const to = await openOrFail(target).catch(async (error: unknown) => {
    await from.engine.close();
    throw error;
  });
  try {
    const held = await tablesWithData(to.db);
    if (held.length && !force)
      fail(
        `${to.engine.description} already holds data (${held.join(", ")}); nothing was copied. ` +
          "Give an empty database, or add --force to replace what it holds with the copy.",
      );
    const copied = await copyDatabase(from, to, { replace: force });
    console.log(`Copied from ${from.engine.description} to ${to.engine.description}${held.length ? " (its earlier rows replaced)" : ""}:`);
    for (const [table, count] of Object.entries(copied) as [keyof TableCounts, number][]) console.log(`  ${table.padEnd(24)} ${count}`);
  } finally {
    await Promise.all([from.engine.close(), to.engine.close()]);
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
    // Each field by its form's label, as the inbox shows it; control characters from a visitor could otherwise drive the broker's terminal.
    for (const [name, value] of Object.entries(lead.fields))
      console.log(`    ${printable(fieldLabel(lead.form_name, name, own.titles), 50)}: ${printable(value)}`);
    console.log("");
  }
}
