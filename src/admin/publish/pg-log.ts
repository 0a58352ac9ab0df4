/**
 * The publish log in PostgreSQL (DATABASE_URL), on the lead store's pool: the same answers as
 * sqlite-log.ts, and the builds other instances fetch (SharedBuilds).
 */
import type pg from "pg";
import {
  KEPT_BUILDS,
  PUBLISH_COLUMNS,
  toRecord,
  toRecords,
  toSummaries,
  type NewPublish,
  type PublishedFile,
  type PublishFileRow,
  type PublishLog,
  type PublishRecord,
  type PublishRow,
  type PublishSummary,
  type SharedBuilds,
} from "./publish-log.ts";

export class PgPublishLog implements PublishLog, SharedBuilds {
  constructor(private readonly pool: pg.Pool) {}

  async add({ at, actor, note, restoredFrom, restoreKind = null, files, archive }: NewPublish): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query<{ id: string }>(
        "INSERT INTO content_publishes (at, actor, note, restored_from, restore_kind) VALUES ($1, $2, $3, $4, $5) RETURNING id",
        [at, actor, note, restoredFrom, restoredFrom === null ? null : (restoreKind ?? "undo")],
      );
      const id = Number(rows[0]?.id);
      for (const file of files)
        await client.query("INSERT INTO content_publish_files (publish_id, path, before_text, after_text) VALUES ($1, $2, $3, $4)", [
          id,
          file.path,
          file.before,
          file.after,
        ]);
      // In the same transaction: no instance ever finds this publish without its build.
      if (archive) {
        await client.query("INSERT INTO content_publish_builds (publish_id, archive) VALUES ($1, $2)", [id, Buffer.from(archive)]);
        await client.query(
          "DELETE FROM content_publish_builds WHERE publish_id NOT IN (SELECT publish_id FROM content_publish_builds ORDER BY publish_id DESC LIMIT $1)",
          [KEPT_BUILDS],
        );
      }
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
    const files = await this.pool.query<Pick<PublishFileRow, "publish_id" | "path">>(
      "SELECT publish_id, path FROM content_publish_files WHERE publish_id = ANY($1::bigint[]) ORDER BY publish_id, path",
      [rows.map((row) => row.id)],
    );
    return toSummaries(rows, files.rows);
  }

  async since(id: number): Promise<PublishRecord[]> {
    const { rows } = await this.pool.query<PublishRow>(`SELECT ${PUBLISH_COLUMNS} FROM content_publishes WHERE id > $1 ORDER BY id`, [id]);
    const files = await this.pool.query<PublishFileRow>(
      "SELECT publish_id, path, before_text, after_text FROM content_publish_files WHERE publish_id > $1 ORDER BY publish_id, path",
      [id],
    );
    return toRecords(rows, files.rows);
  }

  async get(id: number): Promise<PublishRecord | undefined> {
    const { rows } = await this.pool.query<PublishRow>(`SELECT ${PUBLISH_COLUMNS} FROM content_publishes WHERE id = $1`, [id]);
    const row = rows[0];
    if (!row) return undefined;
    const files = await this.pool.query<PublishFileRow>(
      "SELECT publish_id, path, before_text, after_text FROM content_publish_files WHERE publish_id = $1 ORDER BY path",
      [id],
    );
    return toRecord(row, files.rows);
  }

  async newestBuild(): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ publish_id: string }>("SELECT publish_id FROM content_publish_builds ORDER BY publish_id DESC LIMIT 1");
    return rows[0] ? Number(rows[0].publish_id) : undefined;
  }

  async archive(id: number): Promise<Buffer | undefined> {
    const { rows } = await this.pool.query<{ archive: Buffer }>("SELECT archive FROM content_publish_builds WHERE publish_id = $1", [id]);
    return rows[0]?.archive;
  }

  async newestAtOrBefore(at: string): Promise<number> {
    const { rows } = await this.pool.query<{ id: string | null }>("SELECT max(id) AS id FROM content_publishes WHERE at <= $1", [at]);
    return Number(rows[0]?.id ?? 0);
  }

  async filesBetween(after: number, upTo: number): Promise<PublishedFile[]> {
    const { rows } = await this.pool.query<PublishFileRow>(
      "SELECT publish_id, path, before_text, after_text FROM content_publish_files WHERE publish_id > $1 AND publish_id <= $2 ORDER BY publish_id, path",
      [after, upTo],
    );
    return rows.map((row) => ({ path: row.path, before: row.before_text, after: row.after_text }));
  }
}
