/**
 * The drafts' statements on SQLite, synchronous like the leads' (leads-db.ts): the server runs
 * them on the database thread (sqlite-store.ts's "drafts" call).
 */
import type { DatabaseSyncInstance, EnhancedDatabaseSync } from "@photostructure/sqlite";
import { writeTransaction } from "../../server/sqlite-transaction.ts";
import type { Draft } from "./draft-source.ts";
import { DRAFT_COLUMNS, toDraft, type DraftRow } from "./draft-store.ts";

type Db = EnhancedDatabaseSync<DatabaseSyncInstance>;

export class SqliteDrafts {
  constructor(private readonly db: Db) {}

  pending(): Draft[] {
    return (this.db.prepare(`SELECT ${DRAFT_COLUMNS} FROM content_drafts ORDER BY updated_at, path`).all() as unknown as DraftRow[]).map(toDraft);
  }

  get(path: string): Draft | undefined {
    const row = this.db.prepare(`SELECT ${DRAFT_COLUMNS} FROM content_drafts WHERE path = ?`).get(path) as DraftRow | undefined;
    return row && toDraft(row);
  }

  put({ path, text, author, updatedAt }: Draft): void {
    this.db
      .prepare(
        `INSERT INTO content_drafts (path, text, author, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (path) DO UPDATE SET text = excluded.text, author = excluded.author, updated_at = excluded.updated_at`,
      )
      .run(path, text, author, updatedAt);
  }

  discard(path: string): boolean {
    return this.db.prepare("DELETE FROM content_drafts WHERE path = ?").run(path).changes > 0;
  }

  clearPublished(published: Pick<Draft, "path" | "text">[]): void {
    const remove = this.db.prepare("DELETE FROM content_drafts WHERE path = ? AND text IS ?");
    writeTransaction(this.db, () => {
      for (const { path, text } of published) remove.run(path, text);
    });
  }
}

type Method = Exclude<keyof SqliteDrafts, "db">;
type Methods = { [K in Method]: SqliteDrafts[K] extends (...args: infer A) => unknown ? A : never };

/** One call on the drafts, as it crosses to the database thread. */
export type DraftCall = { [K in Method]: { method: K; args: Methods[K] } }[Method];

export function runDraftCall(drafts: SqliteDrafts, call: DraftCall): unknown {
  return (drafts[call.method] as (...args: unknown[]) => unknown).apply(drafts, call.args);
}
