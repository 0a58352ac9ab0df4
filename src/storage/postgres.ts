/**
 * PostgreSQL (DATABASE_URL) under Kysely: for several server instances sharing one database. The
 * pool's 64-bit integers (ids, counts) are read as numbers, as SQLite gives them. A lead is
 * acknowledged only after its transaction has committed, and PostgreSQL's default
 * synchronous_commit=on makes a commit durable.
 */
import { randomUUID } from "node:crypto";
import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import type { Engine } from "./engine.ts";
import type { StoreHealth } from "./lead-store.ts";
import { migrate } from "./migrations.ts";
import type { Database } from "./schema.ts";

/**
 * The health probe's limits: a lock on the submissions table makes it fail at once with the reason,
 * well within /healthz's 80 ms, rather than wait as a lead would.
 */
const PROBE_LOCK_TIMEOUT_MS = 40;
const PROBE_STATEMENT_TIMEOUT_MS = 1000;
/** PostgreSQL's error code for lock_timeout. */
const LOCK_NOT_AVAILABLE = "55P03";
/** PostgreSQL's type id of int8 (bigint, bigserial, count(*)). */
const INT8 = 20;

/** host:port/database, never the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || "localhost"}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "(unreadable DATABASE_URL)";
  }
}

export class PostgresOpenError extends Error {}

export interface PostgresOptions {
  onPoolError?: (error: Error) => void;
}

/** Opens a pool on the database and brings its schema up to date; `pool` is for the tests' faults. */
export async function openPostgres(url: string, { onPoolError }: PostgresOptions = {}): Promise<{ db: Kysely<Database>; engine: Engine; pool: pg.Pool }> {
  // Loaded only by a server that uses PostgreSQL, not by every start.
  const { Pool, types } = (await import("pg")).default;
  const parseInt8 = (text: string) => Number(text);
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    statement_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    types: {
      getTypeParser: ((id: number, format?: "text" | "binary") => (id === INT8 ? parseInt8 : types.getTypeParser(id, format))) as typeof types.getTypeParser,
    },
  });
  // A connection dropped by the server must not crash the process; the next query reconnects. The
  // pool hears an idle connection's error; a connection handed out by pool.connect() (a health probe,
  // a transaction) has no listener of the pool's while it is out, and an 'error' with no listener
  // ends the process: the lead server died so when its database was dropped during a probe.
  pool.on("error", (error) => onPoolError?.(error));
  pool.on("connect", (client) => client.on("error", (error) => onPoolError?.(error)));
  const description = `PostgreSQL ${describeDatabaseUrl(url)}`;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db, "postgres");
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new PostgresOpenError(
      `The leads database ${description} cannot be opened (${(error as Error).message}). Check DATABASE_URL and that the server is reachable.`,
    );
  }
  const engine: Engine = {
    dialect: "postgres",
    singleServer: false,
    description,
    assertStillOpen() {},
    probe: () => probe(pool),
    close: () => db.destroy(),
  };
  return { db, engine, pool };
}

/**
 * What a lead needs: an INSERT into submissions, rolled back, so it leaves nothing behind (not even
 * a used id: the row names its own). A lock on the table is reported as such at once.
 */
async function probe(pool: pg.Pool): Promise<StoreHealth> {
  let client: pg.PoolClient | undefined;
  let broken = false;
  // Its own id and key, so probes from several instances never wait on one another.
  const id = -1 - Math.floor(Math.random() * 2 ** 52);
  try {
    client = await pool.connect();
    await client.query(
      `BEGIN;
       SET LOCAL lock_timeout = ${PROBE_LOCK_TIMEOUT_MS};
       SET LOCAL statement_timeout = ${PROBE_STATEMENT_TIMEOUT_MS};
       INSERT INTO submissions (id, lead_key, received_at, form_name, fields) VALUES (${id}, 'health-probe:${randomUUID()}', '', 'health-probe', '{}');
       ROLLBACK;`,
    );
    return { ok: true };
  } catch (error) {
    broken = !(await client?.query("ROLLBACK").then(
      () => true,
      () => false,
    ));
    const { code, message } = error as Error & { code?: string };
    if (code === LOCK_NOT_AVAILABLE) return { ok: false, reason: "the submissions table is locked by another session, so a lead would have to wait" };
    return { ok: false, reason: `PostgreSQL cannot take a write (${message})` };
  } finally {
    // A connection that cannot even roll back is dropped rather than handed to the next lead.
    client?.release(broken);
  }
}
