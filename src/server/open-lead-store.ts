/**
 * Opens the configured storage (src/storage) with the server's rule for visitors' addresses:
 * PostgreSQL when DATABASE_URL is set, else the SQLite file at LEADS_DB. Used by the server and by
 * `npm run leads` and `npm run admin`, so all of them always read the same place.
 */
import { openStorage, type StorageOptions, type StoreSettings } from "../storage/open.ts";
import type { Storage } from "../storage/storage.ts";
import { storedNetwork } from "./client-address.ts";

export type { StoreSettings };

export function openLeadStore(settings: StoreSettings, options: Omit<StorageOptions, "storedNetwork"> = {}): Promise<Storage> {
  return openStorage(settings, { ...options, storedNetwork });
}

/** The SQLite file's storage, for the tools and tests that name the file. */
export const openSqliteLeadStore = (file: string, options: Omit<StorageOptions, "storedNetwork"> = {}): Promise<Storage> =>
  openLeadStore({ databaseUrl: undefined, leadsDb: file }, options);

/** PostgreSQL's storage, for the tools and tests that name the database. */
export const openPgLeadStore = (url: string, options: Omit<StorageOptions, "storedNetwork"> = {}): Promise<Storage> =>
  openLeadStore({ databaseUrl: url, leadsDb: "" }, options);
