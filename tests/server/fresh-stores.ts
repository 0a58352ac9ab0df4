/**
 * A fresh lead store on each database the server supports, for tests that run the same cases on
 * both: SQLite in a temporary folder, and a new database on a throwaway PostgreSQL (the test is
 * skipped, with the reason, when none can be started). Call once per test file, at its top.
 */
import { afterAll, beforeAll, type TestContext } from "vitest";
import { startPostgres, type TestPostgres } from "../../scripts/lib/postgres-server.ts";
import type { InboxSource } from "../../src/server/lead-inbox.ts";
import type { LeadStore } from "../../src/server/lead-store.ts";
import { PgLeadStore } from "../../src/server/pg-store.ts";
import { SqliteLeadStore } from "../../src/server/sqlite-store.ts";
import { tempDir } from "./server-process.ts";

/** `url` is the PostgreSQL database's, for a server process to share it (several-instances.test.ts). */
export type FreshStore = (ctx: TestContext) => Promise<{ store: LeadStore & InboxSource; done: () => Promise<void>; url?: string }>;

export function freshStores(): Record<"SQLite" | "PostgreSQL", FreshStore> {
  let postgres: TestPostgres | undefined;
  let skipped = "";
  beforeAll(async () => {
    const result = await startPostgres();
    if ("skipped" in result) {
      skipped = result.skipped;
      console.warn(`PostgreSQL tests skipped: ${skipped}`);
    } else postgres = result;
  });
  afterAll(() => postgres?.stop());
  return {
    SQLite: async () => {
      const dir = tempDir();
      const store = await SqliteLeadStore.open(`${dir.dir}/leads.sqlite`);
      return { store, done: async () => (await store.close(), dir.remove()) };
    },
    PostgreSQL: async (ctx) => {
      if (!postgres) ctx.skip(skipped);
      const url = await (postgres as TestPostgres).createDatabase();
      const store = await PgLeadStore.open(url);
      return { store, url, done: () => store.close() };
    },
  };
}
