/**
 * The hosted editor's drafts, kept in the leads database beside the accounts (SQLite or
 * PostgreSQL, whichever the leads are in), so a draft survives a closed tab and is seen from every
 * instance. Publishing reads them through DraftSource; the editor also reads one, saves one in the
 * name of the person, and discards one.
 */
import type pg from "pg";
import type { LeadStore } from "../../server/lead-store.ts";
import { PgLeadStore } from "../../server/pg-store.ts";
import { SqliteLeadStore } from "../../server/sqlite-store.ts";
export type { DraftStore };
import type { Draft } from "./draft-source.ts";
import { DRAFT_COLUMNS, toDraft, type DraftRow, type DraftStore } from "./draft-store.ts";
import type { DraftCall } from "./sqlite-drafts.ts";

/** The drafts of an SQLite file, through whatever carries calls to it (the database thread, or none). */
export function sqliteDraftStore(send: (call: DraftCall) => Promise<unknown>): DraftStore {
  return {
    pending: async () => (await send({ method: "pending", args: [] })) as Draft[],
    get: async (path) => (await send({ method: "get", args: [path] })) as Draft | undefined,
    put: async (draft) => void (await send({ method: "put", args: [draft] })),
    discard: async (path) => (await send({ method: "discard", args: [path] })) as boolean,
    clearPublished: async (published) => void (await send({ method: "clearPublished", args: [published] })),
  };
}

export function pgDraftStore(pool: pg.Pool): DraftStore {
  return {
    async pending() {
      const { rows } = await pool.query<DraftRow>(`SELECT ${DRAFT_COLUMNS} FROM content_drafts ORDER BY updated_at, path`);
      return rows.map(toDraft);
    },
    async get(path) {
      const { rows } = await pool.query<DraftRow>(`SELECT ${DRAFT_COLUMNS} FROM content_drafts WHERE path = $1`, [path]);
      return rows[0] && toDraft(rows[0]);
    },
    async put({ path, text, author, updatedAt }) {
      await pool.query(
        `INSERT INTO content_drafts (path, text, author, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (path) DO UPDATE SET text = excluded.text, author = excluded.author, updated_at = excluded.updated_at`,
        [path, text, author, updatedAt],
      );
    },
    async discard(path) {
      return ((await pool.query("DELETE FROM content_drafts WHERE path = $1", [path])).rowCount ?? 0) > 0;
    },
    async clearPublished(published) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        for (const { path, text } of published) await client.query("DELETE FROM content_drafts WHERE path = $1 AND text IS NOT DISTINCT FROM $2", [path, text]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

export function draftStoreFor(store: LeadStore): DraftStore {
  if (store instanceof SqliteLeadStore) return sqliteDraftStore((call) => store.draftCall(call));
  if (store instanceof PgLeadStore) return pgDraftStore(store.pool);
  throw new Error(`The editor cannot keep drafts in ${store.description}: it needs the SQLite or PostgreSQL lead store.`);
}
