/** The publish log in PostgreSQL (DATABASE_URL), on the lead store's pool: the same answers as sqlite-log.ts. */
import type pg from "pg";
import { PUBLISH_COLUMNS, toRecord, toRecords, toSummaries, type NewPublish, type PublishFileRow, type PublishLog, type PublishRecord, type PublishRow, type PublishSummary } from "./publish-log.ts";

export class PgPublishLog implements PublishLog {
  constructor(private readonly pool: pg.Pool) {}

  async add({ at, actor, note, restoredFrom, restoreKind = null, files }: NewPublish): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query<{ id: string }>("INSERT INTO content_publishes (at, actor, note, restored_from, restore_kind) VALUES ($1, $2, $3, $4, $5) RETURNING id", [
        at,
        actor,
        note,
        restoredFrom,
        restoredFrom === null ? null : (restoreKind ?? "undo"),
      ]);
      const id = Number(rows[0]?.id);
      for (const file of files) await client.query("INSERT INTO content_publish_files (publish_id, path, before_text, after_text) VALUES ($1, $2, $3, $4)", [id, file.path, file.before, file.after]);
      await client.query("COMMIT");
      return id;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async list(limit: number): Promise<PublishSummary[]> {
    const { rows } = await this.pool.query<PublishRow>(`SELECT ${PUBLISH_COLUMNS} FROM content_publishes ORDER BY id DESC LIMIT $1`, [limit]);
    if (!rows.length) return [];
    const files = await this.pool.query<Pick<PublishFileRow, "publish_id" | "path">>("SELECT publish_id, path FROM content_publish_files WHERE publish_id = ANY($1::bigint[]) ORDER BY publish_id, path", [rows.map((row) => row.id)]);
    return toSummaries(rows, files.rows);
  }

  async since(id: number): Promise<PublishRecord[]> {
    const { rows } = await this.pool.query<PublishRow>(`SELECT ${PUBLISH_COLUMNS} FROM content_publishes WHERE id > $1 ORDER BY id`, [id]);
    const files = await this.pool.query<PublishFileRow>("SELECT publish_id, path, before_text, after_text FROM content_publish_files WHERE publish_id > $1 ORDER BY publish_id, path", [id]);
    return toRecords(rows, files.rows);
  }

  async get(id: number): Promise<PublishRecord | undefined> {
    const { rows } = await this.pool.query<PublishRow>(`SELECT ${PUBLISH_COLUMNS} FROM content_publishes WHERE id = $1`, [id]);
    const row = rows[0];
    if (!row) return undefined;
    const files = await this.pool.query<PublishFileRow>("SELECT publish_id, path, before_text, after_text FROM content_publish_files WHERE publish_id = $1 ORDER BY path", [id]);
    return toRecord(row, files.rows);
  }
}
