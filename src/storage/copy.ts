/**
 * Copies everything a running site keeps from one database to another, either way between SQLite
 * and PostgreSQL (`npm run leads -- --migrate-to`): leads with their status, follow-ups, read state,
 * submission keys and timelines; accounts, set-password links, sessions and the activity log;
 * drafts; publishes with their files and builds. Rows keep their ids, so every reference between
 * them (a timeline's lead, a session's person, a restore's publish) still holds.
 */
import { sql, type Kysely } from "kysely";
import type { Engine } from "./engine.ts";
import { openPostgres } from "./postgres.ts";
import { TABLES, type Database } from "./schema.ts";
import { openSqlite } from "./sqlite.ts";

export type Table = (typeof TABLES)[number];
export type TableCounts = Record<Table, number>;

/** What the copy works on: a database opened with its schema up to date. */
export interface OpenDatabase {
  db: Kysely<Database>;
  engine: Engine;
}

export const isDatabaseUrl = (target: string) => /^postgres(ql)?:\/\//.test(target);

/** A postgres:// address or an SQLite file's path, opened (and created or migrated) on this thread. */
export async function openDatabase(target: string): Promise<OpenDatabase> {
  return isDatabaseUrl(target) ? openPostgres(target) : openSqlite(target);
}

/** Tables whose id is a sequence PostgreSQL must be moved past after rows arrive with their ids. */
const SERIAL_TABLES: readonly Table[] = ["submissions", "lead_events", "admin_users", "admin_audit", "content_publishes"];
/** The server's own rows (the health probe's), which a fresh database may already hold: not data. */
const NOT_DATA: readonly Table[] = ["settings"];

/** Rows read and written at a time: a few builds (megabytes each) or a thousand leads. */
const PAGE = 200;

/** How many rows each table holds. */
export async function countRows(db: Kysely<Database>): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The tables of the target that already hold data (the server's own settings rows aside). */
export async function tablesWithData(db: Kysely<Database>): Promise<Table[]> {
  const counts = await countRows(db);
  return TABLES.filter((table) => !NOT_DATA.includes(table) && counts[table] > 0);
}

/** The columns a table's rows are read in order of, so pages neither skip nor repeat a row. */
const ORDER: Record<Table, string[]> = {
  settings: ["key"],
  submissions: ["id"],
  lead_events: ["id"],
  admin_users: ["id"],
  admin_password_tokens: ["token_hash"],
  admin_sessions: ["token_hash"],
  admin_audit: ["id"],
  content_drafts: ["path"],
  content_publishes: ["id"],
  content_publish_files: ["publish_id", "path"],
  content_publish_builds: ["publish_id"],
};

type Row = Record<string, unknown>;

/** PostgreSQL takes bytes as a Buffer; SQLite gives them as a Uint8Array. */
const forTarget = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value) : value]));

async function copyTable(from: Kysely<Database>, to: Kysely<Database>, table: Table): Promise<number> {
  // The tables' names and columns come from the schema; Kysely's typed builder cannot name "any table" here.
  const source = from as unknown as Kysely<Record<string, Row>>;
  const target = to as unknown as Kysely<Record<string, Row>>;
  let copied = 0;
  for (;;) {
    const rows = await ORDER[table]
      .reduce((query, column) => query.orderBy(column), source.selectFrom(table).selectAll())
      .limit(PAGE)
      .offset(copied)
      .execute();
    if (!rows.length) return copied;
    await target.insertInto(table).values(rows.map(forTarget)).execute();
    copied += rows.length;
  }
}

/**
 * Copies every table, in one transaction on the target: it holds all of the source's rows, or
 * (a failure part way) none. With `replace`, the target's own rows are deleted first.
 */
export async function copyDatabase(from: OpenDatabase, to: OpenDatabase, { replace = false }: { replace?: boolean } = {}): Promise<TableCounts> {
  return to.db.transaction().execute(async (trx) => {
    if (replace) for (const table of [...TABLES].reverse()) await trx.deleteFrom(table).execute();
    // The server's own rows (the health probe's) are the source's to give.
    else await trx.deleteFrom("settings").execute();
    const copied = {} as TableCounts;
    for (const table of TABLES) copied[table] = await copyTable(from.db, trx, table);
    if (to.engine.dialect === "postgres")
      for (const table of SERIAL_TABLES)
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(trx);
    return copied;
  });
}
