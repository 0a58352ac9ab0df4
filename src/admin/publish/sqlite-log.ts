/** The publish log in the SQLite file, run on the database thread like the leads' (leads-db.ts). */
import type { DatabaseSyncInstance, EnhancedDatabaseSync } from "@photostructure/sqlite";
import { writeTransaction } from "../../server/sqlite-transaction.ts";
import {
  KEPT_BUILDS,
  PUBLISH_COLUMNS,
  toRecord,
  toRecords,
  toSummaries,
  type NewPublish,
  type PublishFileRow,
  type PublishRecord,
  type PublishRow,
  type PublishSummary,
} from "./publish-log.ts";

type Db = EnhancedDatabaseSync<DatabaseSyncInstance>;

export class SqlitePublishLog {
  constructor(private readonly db: Db) {}

  add({ at, actor, note, restoredFrom, restoreKind = null, files, archive }: NewPublish): number {
    return writeTransaction(this.db, () => {
      const { lastInsertRowid } = this.db
        .prepare("INSERT INTO content_publishes (at, actor, note, restored_from, restore_kind) VALUES (?, ?, ?, ?, ?)")
        .run(at, actor, note, restoredFrom, restoredFrom === null ? null : (restoreKind ?? "undo"));
      const id = Number(lastInsertRowid);
      const insert = this.db.prepare("INSERT INTO content_publish_files (publish_id, path, before_text, after_text) VALUES (?, ?, ?, ?)");
      for (const file of files) insert.run(id, file.path, file.before, file.after);
      // One instance serves a SQLite file, so nothing asks for these; kept as PostgreSQL keeps them.
      if (archive) {
        this.db.prepare("INSERT INTO content_publish_builds (publish_id, archive) VALUES (?, ?)").run(id, archive);
        this.db
          .prepare(
            "DELETE FROM content_publish_builds WHERE publish_id NOT IN (SELECT publish_id FROM content_publish_builds ORDER BY publish_id DESC LIMIT ?)",
          )
          .run(KEPT_BUILDS);
      }
      return id;
    });
  }

  list(limit: number): PublishSummary[] {
    const rows = this.db.prepare(`SELECT ${PUBLISH_COLUMNS} FROM content_publishes ORDER BY id DESC LIMIT ?`).all(limit) as unknown as PublishRow[];
    if (!rows.length) return [];
    const files = this.db
      .prepare(`SELECT publish_id, path FROM content_publish_files WHERE publish_id >= ? ORDER BY publish_id, path`)
      .all(Math.min(...rows.map((row) => Number(row.id)))) as unknown as Pick<PublishFileRow, "publish_id" | "path">[];
    return toSummaries(rows, files);
  }

  since(id: number): PublishRecord[] {
    const rows = this.db.prepare(`SELECT ${PUBLISH_COLUMNS} FROM content_publishes WHERE id > ? ORDER BY id`).all(id) as unknown as PublishRow[];
    const files = this.db
      .prepare("SELECT publish_id, path, before_text, after_text FROM content_publish_files WHERE publish_id > ? ORDER BY publish_id, path")
      .all(id) as unknown as PublishFileRow[];
    return toRecords(rows, files);
  }

  get(id: number): PublishRecord | undefined {
    const row = this.db.prepare(`SELECT ${PUBLISH_COLUMNS} FROM content_publishes WHERE id = ?`).get(id) as PublishRow | undefined;
    if (!row) return undefined;
    const files = this.db
      .prepare("SELECT publish_id, path, before_text, after_text FROM content_publish_files WHERE publish_id = ? ORDER BY path")
      .all(id) as unknown as PublishFileRow[];
    return toRecord(row, files);
  }
}
