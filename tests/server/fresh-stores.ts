/**
 * A fresh lead store on each database the server supports, for tests that run the same cases on
 * both: SQLite in a temporary folder, and a new database on the run's throwaway PostgreSQL (the
 * test is skipped, with the reason, when none could be started). Call once per test file, at its top.
 */
import { openSqliteLeadStore, openPgLeadStore } from "../../src/server/open-lead-store.ts";
import { inject, type TestContext } from "vitest";
import { postgresAt, type TestPostgres } from "../../scripts/lib/postgres-server.ts";
import type { Storage } from "../../src/storage/storage.ts";
import { SQLITE_WORKER, tempDir } from "./server-process.ts";

/** `url` is the PostgreSQL database's, for a server process to share it (several-instances.test.ts). */
export type FreshStore = (ctx: TestContext) => Promise<{ store: Storage; done: () => Promise<void>; url?: string }>;

/** The publish log with the builds instances share: PostgreSQL's. */
export function sharedLog(store: Storage) {
  const log = store.sharedBuilds();
  if (!log) throw new Error(`${store.description} shares no builds between instances`);
  return log;
}

/** The run's one throwaway PostgreSQL (bundle-server.global.ts starts and stops it), or why there is none. */
export function testPostgres(): TestPostgres | { skipped: string } {
  const given = inject("postgres");
  return "skipped" in given ? given : postgresAt(given.admin);
}

/**
 * `sameThread` opens SQLite on the test's own thread, for files about the back office rather than
 * the store: in a test the database thread first loads tsx and transforms its imports, about 1.5
 * CPU-seconds for each store. The store's own tests (admin-store, admin-drafts, lead-inbox) and
 * every server process keep the thread.
 */
export function freshStores({ sameThread = false }: { sameThread?: boolean } = {}): Record<"SQLite" | "PostgreSQL", FreshStore> {
  const shared = testPostgres();
  const postgres = "skipped" in shared ? undefined : shared;
  const skipped = "skipped" in shared ? shared.skipped : "";
  return {
    SQLite: async () => {
      const dir = tempDir();
      const store = await openSqliteLeadStore(`${dir.dir}/leads.sqlite`, { sameThread, worker: SQLITE_WORKER });
      return { store, done: async () => (await store.close(), dir.remove()) };
    },
    PostgreSQL: async (ctx) => {
      if (!postgres) ctx.skip(skipped);
      const url = await (postgres as TestPostgres).createDatabase();
      const store = await openPgLeadStore(url);
      return { store, url, done: () => store.close() };
    },
  };
}
