/**
 * What differs between the two databases beyond the SQL Kysely writes for each: how a write is
 * probed for /healthz, whether the file under an open connection can vanish, and whether one
 * server has the database to itself.
 */
import type { StoreHealth } from "./lead-store.ts";
import type { Dialect } from "./migrations.ts";

export interface Engine {
  readonly dialect: Dialect;
  /** e.g. "SQLite data/leads.sqlite" or "PostgreSQL db.example:5432/leads", for logs and messages; never a password. */
  readonly description: string;
  /** One server per database (an SQLite file): at its first look, claims left by a previous run are its own. */
  readonly singleServer: boolean;
  /** Throws when the database the connection has open is no longer the one at its address. */
  assertStillOpen(): void;
  /** Can a lead be stored right now? A write to where leads go, waiting at most a moment for locks. */
  probe(lockWaitMs?: number): Promise<StoreHealth>;
  close(): Promise<void>;
}
