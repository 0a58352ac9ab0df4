/** The back office's accounts in whichever database the leads are in. */
import type { LeadStore } from "../server/lead-store.ts";
import { PgLeadStore } from "../server/pg-store.ts";
import { SqliteLeadStore } from "../server/sqlite-store.ts";
import type { AccountStore } from "./account-store.ts";
import { pgAccountStore } from "./pg-accounts.ts";
import { sqliteAccountStore } from "./sqlite-accounts.ts";

export function accountStoreFor(store: LeadStore): AccountStore {
  if (store instanceof SqliteLeadStore) return sqliteAccountStore((call) => store.accountCall(call));
  if (store instanceof PgLeadStore) return pgAccountStore(store.pool);
  throw new Error(`The back office cannot keep accounts in ${store.description}: it needs the SQLite or PostgreSQL lead store.`);
}
