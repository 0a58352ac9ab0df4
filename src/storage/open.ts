/**
 * Opens the storage layer on either database: PostgreSQL when a DATABASE_URL is given, else the
 * SQLite file at LEADS_DB. Used by the server and by `npm run leads` and `npm run admin`, so all
 * of them always read the same place.
 */
import { besideModule } from "../lib/worker-thread.ts";
import { LeadStoreError } from "./lead-store.ts";
import { openPostgres, type PostgresOptions } from "./postgres.ts";
import { openSqlite } from "./sqlite.ts";
import { startSqliteThread } from "./sqlite-thread.ts";
import { createStores, Storage, type StorageParts } from "./storage.ts";

export interface StorageOptions extends PostgresOptions {
  /** What is kept of a visitor's address: the caller's rule (the server keeps the network only). */
  storedNetwork: StorageParts["storedNetwork"];
  /** Milliseconds an SQLite write waits for another process's lock before giving up. */
  busyTimeoutMs?: number;
  /** Run SQLite on the calling thread (command-line tools); the server never does. */
  sameThread?: boolean;
  /**
   * The SQLite thread's module, when not the one beside this module: the tests give the bundled
   * server's, which the thread loads without first loading tsx and transforming its imports.
   */
  worker?: URL;
}

/** Beside this module: sqlite-worker.ts in the source, sqlite-worker.mjs beside the bundled server. */
const defaultWorker = () => besideModule(import.meta.url, "sqlite-worker");

/** Fills the inbox's columns of leads stored before it existed, then hands the storage over. */
async function ready(storage: Storage, stores: StorageParts["stores"]): Promise<Storage> {
  try {
    await stores.leads.indexOlderLeads();
    return storage;
  } catch (error) {
    await storage.close().catch(() => undefined);
    throw new LeadStoreError(`The leads database ${storage.description} cannot be opened (${(error as Error).message}).`);
  }
}

export async function openSqliteStorage(file: string, { storedNetwork, busyTimeoutMs = 5000, sameThread = false, worker }: StorageOptions): Promise<Storage> {
  const engine = { description: `SQLite ${file}`, singleServer: true };
  if (!sameThread) {
    const thread = await startSqliteThread(worker ?? defaultWorker(), { file, busyTimeoutMs });
    return ready(new Storage({ stores: thread.stores, engine, storedNetwork, close: thread.close }), thread.stores);
  }
  let opened: Awaited<ReturnType<typeof openSqlite>>;
  try {
    opened = await openSqlite(file, { busyTimeoutMs });
  } catch (error) {
    throw new LeadStoreError((error as Error).message);
  }
  const stores = createStores(opened.db, opened.engine);
  return ready(new Storage({ stores, engine, storedNetwork, close: () => opened.engine.close() }), stores);
}

export async function openPostgresStorage(url: string, options: StorageOptions): Promise<Storage> {
  let opened: Awaited<ReturnType<typeof openPostgres>>;
  try {
    opened = await openPostgres(url, options);
  } catch (error) {
    throw new LeadStoreError((error as Error).message);
  }
  const stores = createStores(opened.db, opened.engine);
  return ready(new Storage({ stores, engine: opened.engine, storedNetwork: options.storedNetwork, close: () => opened.engine.close() }), stores);
}

export interface StoreSettings {
  databaseUrl: string | undefined;
  leadsDb: string;
}

export function openStorage(settings: StoreSettings, options: StorageOptions): Promise<Storage> {
  return settings.databaseUrl ? openPostgresStorage(settings.databaseUrl, options) : openSqliteStorage(settings.leadsDb, options);
}
