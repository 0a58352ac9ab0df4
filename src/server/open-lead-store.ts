/**
 * Opens the configured lead store: PostgreSQL when DATABASE_URL is set, else the SQLite file at
 * LEADS_DB. Used by the server and by `npm run leads`, so both always read the same place.
 */
import type { InboxSource } from "./lead-inbox.ts";
import type { LeadStore } from "./lead-store.ts";
import { PgLeadStore } from "./pg-store.ts";
import { SqliteLeadStore } from "./sqlite-store.ts";

export interface StoreSettings {
  databaseUrl: string | undefined;
  leadsDb: string;
}

export function openLeadStore(
  settings: StoreSettings,
  { sameThread = false, onPoolError }: { sameThread?: boolean; onPoolError?: (error: Error) => void } = {},
): Promise<LeadStore & InboxSource> {
  return settings.databaseUrl ? PgLeadStore.open(settings.databaseUrl, { onPoolError }) : SqliteLeadStore.open(settings.leadsDb, { sameThread });
}
