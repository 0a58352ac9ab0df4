/** The publish log in whichever database the leads are in. */
import type { LeadStore } from "../../server/lead-store.ts";
import { PgLeadStore } from "../../server/pg-store.ts";
import { SqliteLeadStore } from "../../server/sqlite-store.ts";
import { PgPublishLog } from "./pg-log.ts";
import type { PublishLog } from "./publish-log.ts";

export function publishLogFor(store: LeadStore): PublishLog {
  if (store instanceof SqliteLeadStore) return store.publishes();
  if (store instanceof PgLeadStore) return new PgPublishLog(store.pool);
  throw new Error(`Publishes cannot be recorded in ${store.description}: they need the SQLite or PostgreSQL lead store.`);
}
