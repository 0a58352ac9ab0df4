/**
 * The schema's one ordered list of steps, written once with Kysely's schema builder and run on
 * SQLite and PostgreSQL alike. Step n is the schema version n of the two hand-written lists this
 * replaced (SQLITE_MIGRATIONS and PG_MIGRATIONS, whose version each database still records: SQLite
 * in PRAGMA user_version, PostgreSQL in its schema_version table), so a database made by an earlier
 * server upgrades in place from wherever it stands. Never edit a step that has shipped; add one.
 */
import { randomBytes } from "node:crypto";
import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, type Transaction } from "kysely";
import { ROLES, type Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

/** A step changes tables that the current schema may not describe yet, so it sees no table types. */
type Db = Kysely<Record<string, never>>;

interface Step {
  /** What the step is for, for the reader of this list. */
  why: string;
  up(db: Db, dialect: Dialect): Promise<void>;
}

/** A row id: SQLite's rowid alias, PostgreSQL's 64-bit sequence. */
const idType = (dialect: Dialect): ColumnDataType => (dialect === "sqlite" ? "integer" : "bigserial");

/** SQLite adds one column per ALTER TABLE, so each goes alone. */
async function addColumns(db: Db, table: string, columns: [string, ColumnDataType][]): Promise<void> {
  for (const [name, type] of columns) await db.schema.alterTable(table).addColumn(name, type).execute();
}

const idColumn = (dialect: Dialect) => (column: ColumnDefinitionBuilder) => (dialect === "sqlite" ? column.primaryKey().autoIncrement() : column.primaryKey());

export const STEPS: readonly Step[] = [
  {
    why: "leads and the server's settings",
    async up(db, dialect) {
      await db.schema
        .createTable("submissions")
        .addColumn("id", idType(dialect), idColumn(dialect))
        .addColumn("received_at", "text", (c) => c.notNull())
        .addColumn("form_name", "text", (c) => c.notNull())
        .addColumn("page_path", "text")
        .addColumn("fields", "text", (c) => c.notNull())
        .addColumn("remote_hash", "text")
        .addColumn("user_agent", "text")
        .execute();
      await db.schema.createIndex("submissions_received_at").on("submissions").column("received_at").execute();
      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
  {
    why: "when a lead was announced",
    up: (db) => addColumns(db, "submissions", [["notified_at", "text"]]),
  },
  {
    // A salted hash kept beside its salt named every visitor to whoever held the file, so only the
    // network is kept from now on, and the old hashes and the salt are deleted.
    why: "each lead's stable key; networks instead of address hashes; notification claims",
    async up(db) {
      await addColumns(db, "submissions", [["lead_key", "text"]]);
      const { rows } = await sql<{ id: number }>`SELECT id FROM submissions`.execute(db);
      for (const { id } of rows) await sql`UPDATE submissions SET lead_key = ${randomBytes(16).toString("hex")} WHERE id = ${id}`.execute(db);
      await db.schema.createIndex("submissions_lead_key").on("submissions").column("lead_key").unique().execute();
      await db.schema.alterTable("submissions").dropColumn("remote_hash").execute();
      await addColumns(db, "submissions", [
        ["remote_network", "text"],
        ["claimed_until", "text"],
      ]);
      await sql`DELETE FROM settings WHERE key = 'address_salt'`.execute(db);
    },
  },
  {
    why: "a post sent again (its answer lost) is recognised by its form render's key and answers (repeatKey)",
    async up(db) {
      await addColumns(db, "submissions", [["submission_key", "text"]]);
      await db.schema.createIndex("submissions_submission_key").on("submissions").column("submission_key").unique().execute();
    },
  },
  {
    // Links and sessions are kept only as their tokens' SHA-256.
    why: "the back office: accounts, set-password links, sessions and the activity log",
    async up(db, dialect) {
      const roles = sql.join(ROLES.map((role) => sql.lit(role)));
      await db.schema
        .createTable("admin_users")
        .addColumn("id", idType(dialect), idColumn(dialect))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull().check(sql`role IN (${roles})`))
        .addColumn("password_hash", "text")
        .addColumn("totp_secret", "text")
        .addColumn("totp_last_step", "bigint")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("disabled_at", "text")
        .execute();
      await db.schema
        .createIndex("admin_users_email")
        .on("admin_users")
        .unique()
        .expression(sql`lower(email)`)
        .execute();
      await db.schema
        .createTable("admin_password_tokens")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "bigint", (c) => c.notNull().references("admin_users.id"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema
        .createTable("admin_sessions")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "bigint", (c) => c.notNull().references("admin_users.id"))
        .addColumn("stage", "text", (c) => c.notNull())
        .addColumn("csrf_token", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("admin_sessions_user").on("admin_sessions").column("user_id").execute();
      await db.schema
        .createTable("admin_audit")
        .addColumn("id", idType(dialect), idColumn(dialect))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("detail", "text")
        .addColumn("address", "text")
        .execute();
    },
  },
  {
    why: "the lead inbox: each lead's follow-up status, date and first view, and its timeline",
    async up(db, dialect) {
      await db.schema
        .alterTable("submissions")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .execute();
      await addColumns(db, "submissions", [
        ["follow_up_on", "text"],
        ["first_viewed_at", "text"],
        ["search_text", "text"],
        ["campaign", "text"],
      ]);
      await db.schema.createIndex("submissions_status").on("submissions").columns(["status", "id"]).execute();
      await db.schema.createIndex("submissions_unread").on("submissions").columns(["first_viewed_at", "status"]).execute();
      await db.schema
        .createTable("lead_events")
        .addColumn("id", idType(dialect), idColumn(dialect))
        .addColumn("lead_id", "bigint", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_events_lead").on("lead_events").columns(["lead_id", "id"]).execute();
    },
  },
  {
    why: "the hosted editor's drafts: one per content file, until published or discarded",
    async up(db) {
      await db.schema
        .createTable("content_drafts")
        .addColumn("path", "text", (c) => c.primaryKey())
        .addColumn("text", "text")
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  {
    why: "publishes: who, when, the note, and each file's whole text before and after, so any earlier version can be restored",
    async up(db, dialect) {
      await db.schema
        .createTable("content_publishes")
        .addColumn("id", idType(dialect), idColumn(dialect))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("note", "text")
        .addColumn("restored_from", "bigint")
        .execute();
      await db.schema
        .createTable("content_publish_files")
        .addColumn("publish_id", "bigint", (c) => c.notNull().references("content_publishes.id"))
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("before_text", "text")
        .addColumn("after_text", "text")
        .addPrimaryKeyConstraint("content_publish_files_pkey", ["publish_id", "path"])
        .execute();
    },
  },
  {
    why: "the built site kept with its publish, for other instances to serve",
    async up(db, dialect) {
      await db.schema
        .createTable("content_publish_builds")
        .addColumn("publish_id", "bigint", (c) => c.primaryKey().references("content_publishes.id"))
        .addColumn("archive", dialect === "sqlite" ? "blob" : "bytea", (c) => c.notNull())
        .execute();
    },
  },
  {
    // "undo" (the words a publish replaced) or "version" (the site's files as they were right after
    // a publish); null for an ordinary publish.
    why: "which way a restore put an earlier version back",
    up: (db) => addColumns(db, "content_publishes", [["restore_kind", "text"]]),
  },
  {
    why: "the sign-in throttle's buckets, shared by every instance and kept across restarts",
    async up(db, dialect) {
      await db.schema
        .createTable("admin_throttle")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("tokens", dialect === "sqlite" ? "real" : "double precision", (c) => c.notNull())
        .addColumn("charged_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("admin_throttle_charged_at").on("admin_throttle").column("charged_at").execute();
    },
  },
  {
    why: "failed sign-ins counted on one activity line per address, account and hour, and the activity log found by person and action",
    async up(db) {
      await db.schema
        .alterTable("admin_audit")
        .addColumn("count", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex("admin_audit_action_address").on("admin_audit").columns(["action", "address", "at"]).execute();
      await db.schema.createIndex("admin_audit_actor").on("admin_audit").columns(["actor", "id"]).execute();
    },
  },
];

/** Any constant number: the advisory lock that makes PostgreSQL start-ups migrate one at a time. */
const MIGRATION_LOCK = 4_215_001;

async function versionOf(trx: Transaction<Database>, dialect: Dialect): Promise<{ version: number; recorded: boolean }> {
  if (dialect === "sqlite") {
    const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(trx);
    return { version: Number(rows[0]?.user_version ?? 0), recorded: true };
  }
  await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
  await sql`CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`.execute(trx);
  const { rows } = await sql<{ version: number }>`SELECT version FROM schema_version`.execute(trx);
  return { version: Number(rows[0]?.version ?? 0), recorded: rows.length > 0 };
}

async function recordVersion(trx: Transaction<Database>, dialect: Dialect, version: number, recorded: boolean): Promise<void> {
  // PRAGMA takes no parameters; the version is a whole number this module computed.
  if (dialect === "sqlite") await sql`PRAGMA user_version = ${sql.lit(version)}`.execute(trx);
  else if (recorded) await sql`UPDATE schema_version SET version = ${version}`.execute(trx);
  else await sql`INSERT INTO schema_version (version) VALUES (${version})`.execute(trx);
}

/**
 * Brings the database to the newest version, in one transaction (a crash leaves the old version
 * whole). Resolves with the version it found; a database from a newer server is refused, untouched.
 */
export async function migrate(db: Kysely<Database>, dialect: Dialect): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { version, recorded } = await versionOf(trx, dialect);
    if (version > STEPS.length) throw new Error(`it was written by a newer version of this server (schema ${version}, this one knows ${STEPS.length})`);
    for (const step of STEPS.slice(version)) await step.up(trx as unknown as Db, dialect);
    if (version < STEPS.length || !recorded) await recordVersion(trx, dialect, STEPS.length, recorded);
    return version;
  });
}
