/**
 * The record of publishes, kept in the leads database beside the back office's other tables: who
 * published, when, with what note, and each file's whole text before and after, so that any
 * earlier version can be put back (a restore is itself a publish, naming the one it restores).
 */
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";
export interface PublishedFile {
  /** Posix path from the project root, e.g. "pages.config/pages/about.json". */
  path: string;
  /** The text before the publish; null when the publish created the file. */
  before: string | null;
  /** The text after; null when the publish deleted the file. */
  after: string | null;
}

/** How a restore put an earlier version back: the words a publish replaced, or the files as they were right after it. */
export type RestoreKind = "undo" | "version";

export interface NewPublish {
  at: string;
  actor: string;
  note: string | null;
  /** The publish whose version this one put back, when it is a restore. */
  restoredFrom: number | null;
  /** With restoredFrom: which version of it ("undo" when not said, as before restores of a version existed). */
  restoreKind?: RestoreKind | null;
  files: PublishedFile[];
  /**
   * The built site (site-archive.ts), kept with the record so other instances can serve it
   * (PostgreSQL, several instances); only the newest few are kept (KEPT_BUILDS).
   */
  archive?: Uint8Array;
}

/** Archives kept: the newest is the one instances fetch; the others are for an instance a little behind. */
export const KEPT_BUILDS = 3;

/** What an instance following another's publishes asks the log (docs/deploying.md, "Several instances"). */
export interface SharedBuilds {
  /** The newest publish that kept its build. */
  newestBuild(): Promise<number | undefined>;
  archive(id: number): Promise<Buffer | undefined>;
  /** The newest publish begun no later than `at` (0 when none): what a build made at `at` already has. */
  newestAtOrBefore(at: string): Promise<number>;
  /** The files of the publishes after `after` up to `upTo`, the oldest publish first. */
  filesBetween(after: number, upTo: number): Promise<PublishedFile[]>;
}

export interface PublishSummary {
  id: number;
  at: string;
  actor: string;
  note: string | null;
  restoredFrom: number | null;
  restoreKind: RestoreKind | null;
  paths: string[];
}

export interface PublishRecord extends NewPublish {
  id: number;
}

export interface PublishLog {
  add(publish: NewPublish): Promise<number>;
  /** Every publish after `id`, oldest first, with its files: what changed since that publish. */
  since(id: number): Promise<PublishRecord[]>;
  /** The newest first. */
  list(limit: number): Promise<PublishSummary[]>;
  get(id: number): Promise<PublishRecord | undefined>;
}

interface PublishRow {
  id: number;
  at: string;
  actor: string;
  note: string | null;
  restored_from: number | null;
  restore_kind: string | null;
}

const PUBLISH_COLUMNS = ["id", "at", "actor", "note", "restored_from", "restore_kind"] as const;
const FILE_COLUMNS = ["publish_id", "path", "before_text", "after_text"] as const;

interface PublishFileRow {
  publish_id: number;
  path: string;
  before_text: string | null;
  after_text: string | null;
}

/** Rows grouped into summaries. */
function toSummaries(rows: PublishRow[], files: Pick<PublishFileRow, "publish_id" | "path">[]): PublishSummary[] {
  const paths = new Map<number, string[]>();
  for (const file of files) paths.set(Number(file.publish_id), [...(paths.get(Number(file.publish_id)) ?? []), file.path]);
  return rows.map((row) => ({ ...toHead(row), paths: paths.get(Number(row.id)) ?? [] }));
}

function toRecord(row: PublishRow, files: PublishFileRow[]): PublishRecord {
  return { ...toHead(row), files: files.map((file) => ({ path: file.path, before: file.before_text, after: file.after_text })) };
}

function toHead(row: PublishRow): Omit<PublishSummary, "paths"> {
  const restoredFrom = row.restored_from === null ? null : Number(row.restored_from);
  return {
    id: Number(row.id),
    at: row.at,
    actor: row.actor,
    note: row.note,
    restoredFrom,
    restoreKind: restoredFrom === null ? null : row.restore_kind === "version" ? "version" : "undo",
  };
}

/** Groups file rows under their publishes, in the publishes' order. */
function toRecords(rows: PublishRow[], files: PublishFileRow[]): PublishRecord[] {
  return rows.map((row) =>
    toRecord(
      row,
      files.filter((file) => Number(file.publish_id) === Number(row.id)),
    ),
  );
}

/** The publish log on either database, with the builds other instances fetch (SharedBuilds). */
export function publishRepository(db: Kysely<Database>): PublishLog & SharedBuilds {
  const files = (q: Kysely<Database>) => q.selectFrom("content_publish_files").select(FILE_COLUMNS);
  return {
    add({ at, actor, note, restoredFrom, restoreKind = null, files: changed, archive }) {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("content_publishes")
          .values({ at, actor, note, restored_from: restoredFrom, restore_kind: restoredFrom === null ? null : (restoreKind ?? "undo") })
          .returning("id")
          .executeTakeFirstOrThrow();
        for (const file of changed)
          await trx.insertInto("content_publish_files").values({ publish_id: id, path: file.path, before_text: file.before, after_text: file.after }).execute();
        // In the same transaction: no instance ever finds this publish without its build.
        if (archive) {
          await trx.insertInto("content_publish_builds").values({ publish_id: id, archive }).execute();
          const kept = await trx.selectFrom("content_publish_builds").select("publish_id").orderBy("publish_id", "desc").limit(KEPT_BUILDS).execute();
          await trx
            .deleteFrom("content_publish_builds")
            .where(
              "publish_id",
              "not in",
              kept.map((row) => row.publish_id),
            )
            .execute();
        }
        return Number(id);
      });
    },
    async list(limit) {
      const rows = await db.selectFrom("content_publishes").select(PUBLISH_COLUMNS).orderBy("id", "desc").limit(limit).execute();
      if (!rows.length) return [];
      const paths = await db
        .selectFrom("content_publish_files")
        .select(["publish_id", "path"])
        .where(
          "publish_id",
          "in",
          rows.map((row) => row.id),
        )
        .orderBy("publish_id")
        .orderBy("path")
        .execute();
      return toSummaries(rows, paths);
    },
    async since(id) {
      const rows = await db.selectFrom("content_publishes").select(PUBLISH_COLUMNS).where("id", ">", id).orderBy("id").execute();
      return toRecords(rows, await files(db).where("publish_id", ">", id).orderBy("publish_id").orderBy("path").execute());
    },
    async get(id) {
      const row = await db.selectFrom("content_publishes").select(PUBLISH_COLUMNS).where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      return toRecord(row, await files(db).where("publish_id", "=", id).orderBy("path").execute());
    },
    async newestBuild() {
      const row = await db.selectFrom("content_publish_builds").select("publish_id").orderBy("publish_id", "desc").limit(1).executeTakeFirst();
      return row ? Number(row.publish_id) : undefined;
    },
    async archive(id) {
      const row = await db.selectFrom("content_publish_builds").select("archive").where("publish_id", "=", id).executeTakeFirst();
      return row ? Buffer.from(row.archive) : undefined;
    },
    async newestAtOrBefore(at) {
      const row = await db
        .selectFrom("content_publishes")
        .select((eb) => eb.fn.max("id").as("id"))
        .where("at", "<=", at)
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    async filesBetween(after, upTo) {
      const rows = await files(db).where("publish_id", ">", after).where("publish_id", "<=", upTo).orderBy("publish_id").orderBy("path").execute();
      return rows.map((row) => ({ path: row.path, before: row.before_text, after: row.after_text }));
    },
  };
}
