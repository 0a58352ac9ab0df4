/**
 * The SQLite file under Kysely: one connection, synchronous calls. The server never makes them on
 * its main thread (sqlite-thread.ts runs this in a worker); the command-line tools and some tests
 * do. WAL with synchronous=FULL means a write has reached the disk before the commit returns.
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type DatabaseSyncInstance } from "@photostructure/sqlite";
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import type { StoreHealth } from "./lead-store.ts";
import { migrate } from "./migrations.ts";
import type { Database } from "./schema.ts";
import type { Engine } from "./engine.ts";

export class LeadsDbError extends Error {}

/**
 * mkdir -p, one level at a time: Node's recursive mkdirSync never returns for some paths
 * (e.g. below /proc), and a start-up must fail with a message rather than hang.
 */
function makeFolders(dir: string): void {
  const missing: string[] = [];
  for (let current = dir; !existsSync(current); current = path.dirname(current)) {
    if (current === path.dirname(current)) break;
    missing.unshift(current);
  }
  for (const folder of missing) mkdirSync(folder);
}

// SQLite's primary result codes (https://sqlite.org/rescode.html); an error carries the extended
// code, whose low byte is the primary one.
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_READONLY = 8;
const SQLITE_IOERR = 10;
const SQLITE_FULL = 13;

/** A plain reason for an SQLite failure, for /healthz, logs and the start-up message. */
export function describeSqliteError(error: unknown): string {
  const errcode = (error as { errcode?: unknown }).errcode;
  const message = (error as Error).message;
  switch (typeof errcode === "number" ? errcode & 0xff : undefined) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return "the database is locked by another process";
    case SQLITE_READONLY:
      return "the database file is read-only";
    case SQLITE_FULL:
      return "the disk is full";
    case SQLITE_IOERR:
      return `the database file cannot be written (${message}; is the disk full?)`;
    default:
      return message;
  }
}

/** Statements prepared once and kept: the store asks the same few dozen again and again. */
const KEPT_STATEMENTS = 200;

class SyncConnection implements DatabaseConnection {
  private readonly prepared = new Map<string, { statement: ReturnType<DatabaseSyncInstance["prepare"]>; reads: boolean }>();

  constructor(readonly db: DatabaseSyncInstance) {}

  private statement(sql: string) {
    let prepared = this.prepared.get(sql);
    if (!prepared) {
      const statement = this.db.prepare(sql);
      // A statement with result columns (a SELECT, or a write with RETURNING) is read; others are run.
      prepared = { statement, reads: statement.columns().length > 0 };
      if (this.prepared.size >= KEPT_STATEMENTS) this.prepared.clear();
      this.prepared.set(sql, prepared);
    }
    return prepared;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { statement, reads } = this.statement(query.sql);
    const parameters = query.parameters as unknown[];
    if (reads) return { rows: statement.all(...parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  // eslint-disable-next-line require-yield -- Kysely asks for it; nothing here streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("The SQLite store does not stream query results.");
  }
}

/**
 * Kysely's driver for the one connection. Calls wait their turn (a transaction holds the
 * connection until it ends). Every transaction here writes, and the server and the admin command
 * (or a second server) share the file: a plain BEGIN reads first and asks for the write lock later,
 * and if another process committed in between SQLite refuses at once with "database is locked",
 * without waiting out busy_timeout (CI saw this adding a person while the server ran). BEGIN
 * IMMEDIATE takes the write lock up front, so the second process waits its turn.
 */
class SyncDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: SyncConnection;

  constructor(db: DatabaseSyncInstance) {
    this.connection = new SyncConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release = () => {};
    const previous = this.queue;
    this.queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.releases.push(release);
    return this.connection;
  }

  private readonly releases: (() => void)[] = [];

  async beginTransaction(): Promise<void> {
    this.connection.db.exec("BEGIN IMMEDIATE");
  }

  async commitTransaction(): Promise<void> {
    this.connection.db.exec("COMMIT");
  }

  async rollbackTransaction(): Promise<void> {
    if (this.connection.db.isTransaction) this.connection.db.exec("ROLLBACK");
  }

  async releaseConnection(): Promise<void> {
    this.releases.shift()?.();
  }

  async destroy(): Promise<void> {
    if (this.connection.db.isOpen) this.connection.db.close();
  }
}

function syncDialect(db: DatabaseSyncInstance): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new SyncDriver(db),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

export interface SqliteOptions {
  /** Milliseconds a write waits for another process's lock before giving up. */
  busyTimeoutMs?: number;
}

/** The file at the path as this connection opened it, to notice when it is deleted or replaced. */
function fileIdentity(file: string): { dev: number; ino: number } | undefined {
  try {
    const { dev, ino } = statSync(file);
    return { dev, ino };
  } catch {
    return undefined;
  }
}

/** Opens (or creates) the file and brings its schema up to date. */
export async function openSqlite(file: string, { busyTimeoutMs = 5000 }: SqliteOptions = {}): Promise<{ db: Kysely<Database>; engine: Engine }> {
  let raw: DatabaseSyncInstance | undefined;
  let db: Kysely<Database> | undefined;
  try {
    if (file !== ":memory:") makeFolders(path.dirname(path.resolve(file)));
    raw = new DatabaseSync(file, { timeout: busyTimeoutMs });
    raw.exec("PRAGMA journal_mode = WAL");
    raw.exec("PRAGMA synchronous = FULL");
    db = new Kysely<Database>({ dialect: syncDialect(raw) });
    const found = await migrate(db, "sqlite");
    // Deleted rows (the old salt and hashes) would linger in free pages until rewritten.
    if (found > 0 && found < 3) raw.exec("VACUUM");
  } catch (error) {
    await db?.destroy().catch(() => undefined);
    if (raw?.isOpen) raw.close();
    throw new LeadsDbError(
      `The leads database ${file} cannot be opened or created (${describeSqliteError(error)}). ` +
        "Check that its folder exists and is writable by this user, or set LEADS_DB to another file.",
    );
  }
  const connection = raw;
  const identity = file === ":memory:" ? undefined : fileIdentity(file);

  /** Undefined while the file at the path is the one open; otherwise what happened to it. */
  const replaced = (): string | undefined => {
    if (!identity) return undefined;
    const now = fileIdentity(file);
    if (!now) return `the database file ${file} was deleted while the server was running; restart the server to create or open it again`;
    if (now.dev !== identity.dev || now.ino !== identity.ino)
      return `the database file ${file} was replaced while the server was running; restart the server to open the new file`;
    return undefined;
  };

  const kysely = db;
  const engine: Engine = {
    dialect: "sqlite",
    singleServer: true,
    description: `SQLite ${file}`,
    assertStillOpen() {
      const gone = replaced();
      if (gone) throw new LeadsDbError(gone);
    },
    // A committed write to the settings table, with a short wait for locks, plus the file check.
    async probe(lockWaitMs = 200): Promise<StoreHealth> {
      const gone = replaced();
      if (gone) return { ok: false, reason: gone };
      // On the connection held for the probe, so no other call runs with the shorter wait.
      return kysely.connection().execute(async (held) => {
        try {
          connection.exec(`PRAGMA busy_timeout = ${Math.round(lockWaitMs)}`);
          await held
            .insertInto("settings")
            .values({ key: "health_probe", value: new Date().toISOString() })
            .onConflict((c) => c.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })))
            .execute();
          return { ok: true };
        } catch (error) {
          return { ok: false, reason: describeSqliteError(error) };
        } finally {
          connection.exec(`PRAGMA busy_timeout = ${Math.round(busyTimeoutMs)}`);
        }
      });
    },
    close: () => kysely.destroy(),
  };
  return { db: kysely, engine };
}
