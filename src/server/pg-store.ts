/**
 * The PostgreSQL lead store (DATABASE_URL): for several server instances sharing one database.
 * The same schema steps as the SQLite file, version for version, run under an advisory lock so
 * instances starting together migrate once. A lead is acknowledged only after its INSERT has
 * committed, and PostgreSQL's default synchronous_commit=on makes a commit durable.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { storedNetwork } from "./client-address.ts";
import {
  FLAGGED_ACTOR,
  initialStatus,
  LeadStoreError,
  NOTIFY_CLAIM_MS,
  repeatKey,
  storedUserAgent,
  type LeadStore,
  type NewLead,
  type StoreHealth,
  type StoredLead,
  type StoreOutcome,
} from "./lead-store.ts";
import { inboxColumns, type InboxSource, type LeadInbox } from "./lead-inbox.ts";
import { PgInbox } from "./lead-inbox-pg.ts";
import { SQLITE_MIGRATIONS } from "./leads-db.ts";

/** The steps of SQLITE_MIGRATIONS in PostgreSQL's dialect; the two lists always have one length. */
export const PG_MIGRATIONS: string[] = [
  `CREATE TABLE submissions (
     id BIGSERIAL PRIMARY KEY,
     received_at TEXT NOT NULL,
     form_name TEXT NOT NULL,
     page_path TEXT,
     fields TEXT NOT NULL,
     remote_hash TEXT,
     user_agent TEXT
   );
   CREATE INDEX submissions_received_at ON submissions (received_at);
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  `ALTER TABLE submissions ADD COLUMN notified_at TEXT;`,
  `ALTER TABLE submissions ADD COLUMN lead_key TEXT;
   UPDATE submissions SET lead_key = md5(random()::text || id::text);
   CREATE UNIQUE INDEX submissions_lead_key ON submissions (lead_key);
   ALTER TABLE submissions DROP COLUMN remote_hash;
   ALTER TABLE submissions ADD COLUMN remote_network TEXT;
   ALTER TABLE submissions ADD COLUMN claimed_until TEXT;
   DELETE FROM settings WHERE key = 'address_salt';`,
  `ALTER TABLE submissions ADD COLUMN submission_key TEXT;
   CREATE UNIQUE INDEX submissions_submission_key ON submissions (submission_key);`,
  `CREATE TABLE admin_users (
     id BIGSERIAL PRIMARY KEY,
     email TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'leads')),
     password_hash TEXT,
     totp_secret TEXT,
     totp_last_step BIGINT,
     created_at TEXT NOT NULL,
     disabled_at TEXT
   );
   CREATE UNIQUE INDEX admin_users_email ON admin_users (lower(email));
   CREATE TABLE admin_password_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id BIGINT NOT NULL REFERENCES admin_users (id),
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     used_at TEXT
   );
   CREATE TABLE admin_sessions (
     token_hash TEXT PRIMARY KEY,
     user_id BIGINT NOT NULL REFERENCES admin_users (id),
     stage TEXT NOT NULL,
     csrf_token TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_seen_at TEXT NOT NULL
   );
   CREATE INDEX admin_sessions_user ON admin_sessions (user_id);
   CREATE TABLE admin_audit (
     id BIGSERIAL PRIMARY KEY,
     at TEXT NOT NULL,
     actor TEXT,
     action TEXT NOT NULL,
     detail TEXT,
     address TEXT
   );`,
  `ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
   ALTER TABLE submissions ADD COLUMN follow_up_on TEXT;
   ALTER TABLE submissions ADD COLUMN first_viewed_at TEXT;
   ALTER TABLE submissions ADD COLUMN search_text TEXT;
   ALTER TABLE submissions ADD COLUMN campaign TEXT;
   CREATE INDEX submissions_status ON submissions (status, id);
   CREATE INDEX submissions_unread ON submissions (first_viewed_at, status);
   CREATE TABLE lead_events (
     id BIGSERIAL PRIMARY KEY,
     lead_id BIGINT NOT NULL,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     kind TEXT NOT NULL,
     detail TEXT NOT NULL
   );
   CREATE INDEX lead_events_lead ON lead_events (lead_id, id);`,
  `CREATE TABLE content_drafts (
     path TEXT PRIMARY KEY,
     text TEXT,
     author TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );`,
  `CREATE TABLE content_publishes (
     id BIGSERIAL PRIMARY KEY,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     note TEXT,
     restored_from BIGINT
   );
   CREATE TABLE content_publish_files (
     publish_id BIGINT NOT NULL REFERENCES content_publishes (id),
     path TEXT NOT NULL,
     before_text TEXT,
     after_text TEXT,
     PRIMARY KEY (publish_id, path)
   );`,
  `CREATE TABLE content_publish_builds (
     publish_id BIGINT PRIMARY KEY REFERENCES content_publishes (id),
     archive BYTEA NOT NULL
   );`,
  `ALTER TABLE content_publishes ADD COLUMN restore_kind TEXT;`,
];
if (PG_MIGRATIONS.length !== SQLITE_MIGRATIONS.length) throw new Error("pg-store.ts and leads-db.ts must list the same schema steps");

const COLUMNS = "id, lead_key, received_at, form_name, page_path, fields, remote_network, user_agent, notified_at";
/** Any constant number: the advisory lock that makes concurrent start-ups migrate one at a time. */
const MIGRATION_LOCK = 4_215_001;
/**
 * The health probe's limits: a lock on the submissions table makes it fail at once with the reason,
 * well within /healthz's 80 ms, rather than wait as a lead would.
 */
const PROBE_LOCK_TIMEOUT_MS = 40;
const PROBE_STATEMENT_TIMEOUT_MS = 1000;
/** PostgreSQL's error code for lock_timeout. */
const LOCK_NOT_AVAILABLE = "55P03";

interface LeadRow extends Omit<StoredLead, "fields" | "id"> {
  id: string;
  fields: string;
}
const toLead = (row: LeadRow): StoredLead => ({ ...row, id: Number(row.id), fields: JSON.parse(row.fields) as Record<string, string> });

/** host:port/database, never the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || "localhost"}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "(unreadable DATABASE_URL)";
  }
}

export class PgLeadStore implements LeadStore, InboxSource {
  readonly description: string;

  private constructor(
    /** Also the back office's (src/admin/pg-accounts.ts): its tables are in the same database. */
    readonly pool: pg.Pool,
    url: string,
  ) {
    this.description = `PostgreSQL ${describeDatabaseUrl(url)}`;
  }

  static async open(url: string, { onPoolError }: { onPoolError?: (error: Error) => void } = {}): Promise<PgLeadStore> {
    // Loaded only by a server that uses PostgreSQL, not by every start.
    const { Pool } = (await import("pg")).default;
    const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, statement_timeout: 10_000, idleTimeoutMillis: 30_000 });
    // A connection dropped by the server must not crash the process; the next query reconnects. The
    // pool hears an idle connection's error; a connection handed out by pool.connect() (a health probe,
    // a transaction) has no listener of the pool's while it is out, and an 'error' with no listener
    // ends the process: the lead server died so when its database was dropped during a probe.
    pool.on("error", (error) => onPoolError?.(error));
    pool.on("connect", (client) => client.on("error", (error) => onPoolError?.(error)));
    const store = new PgLeadStore(pool, url);
    try {
      await store.migrate();
      await new PgInbox(pool).indexOlderLeads();
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new LeadStoreError(
        `The leads database ${store.description} cannot be opened (${(error as Error).message}). Check DATABASE_URL and that the server is reachable.`,
      );
    }
    return store;
  }

  private async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await client.query("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
      const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_version");
      const version = rows[0]?.version ?? 0;
      if (version > PG_MIGRATIONS.length)
        throw new Error(`it was written by a newer version of this server (schema ${version}, this one knows ${PG_MIGRATIONS.length})`);
      for (let next = version; next < PG_MIGRATIONS.length; next++) await client.query(PG_MIGRATIONS[next] ?? "");
      if (!rows.length) await client.query("INSERT INTO schema_version (version) VALUES ($1)", [PG_MIGRATIONS.length]);
      else await client.query("UPDATE schema_version SET version = $1", [PG_MIGRATIONS.length]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async store(lead: NewLead, receivedAt: Date = new Date()): Promise<StoreOutcome> {
    const row = {
      lead_key: randomUUID(),
      received_at: receivedAt.toISOString(),
      form_name: lead.formName,
      page_path: lead.pagePath ?? null,
      fields: lead.fields,
      remote_network: storedNetwork(lead.remoteAddress) ?? null,
      user_agent: storedUserAgent(lead.userAgent),
      notified_at: null,
    };
    const claimedUntil = new Date(receivedAt.getTime() + NOTIFY_CLAIM_MS).toISOString();
    const key = repeatKey(lead);
    // A copy arriving while the first is being stored waits on the unique index, then finds it.
    const { rows } = await this.pool.query<{ id: string }>(
      // A flagged lead's timeline entry goes in with it, in the same statement.
      `WITH stored AS (
         INSERT INTO submissions (lead_key, received_at, form_name, page_path, fields, remote_network, user_agent, claimed_until, submission_key, status, search_text, campaign)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $13, $14) ON CONFLICT (submission_key) DO NOTHING RETURNING id),
       flagged AS (
         INSERT INTO lead_events (lead_id, at, actor, kind, detail)
         SELECT id, $2, $11, 'flagged', $12 FROM stored WHERE $12::text IS NOT NULL)
       SELECT id FROM stored`,
      [
        row.lead_key,
        row.received_at,
        row.form_name,
        row.page_path,
        JSON.stringify(row.fields),
        row.remote_network,
        row.user_agent,
        claimedUntil,
        key,
        initialStatus(lead),
        FLAGGED_ACTOR,
        lead.flagged ?? null,
        inboxColumns(lead.fields).search_text,
        inboxColumns(lead.fields).campaign,
      ],
    );
    if (rows[0]) return { id: Number(rows[0].id), ...row, repeat: false };
    const first = await this.pool.query<LeadRow>(`SELECT ${COLUMNS} FROM submissions WHERE submission_key = $1`, [key]);
    if (!first.rows[0]) throw new LeadStoreError("a repeated post's first copy could not be found");
    return { ...toLead(first.rows[0]), repeat: true };
  }

  /**
   * What a lead needs: an INSERT into submissions, rolled back, so it leaves nothing behind (not even
   * a used id: the row names its own). A lock on the table is reported as such at once.
   */
  async health(): Promise<StoreHealth> {
    let client: pg.PoolClient | undefined;
    let broken = false;
    // Its own id and key, so probes from several instances never wait on one another.
    const id = -1 - Math.floor(Math.random() * 2 ** 52);
    try {
      client = await this.pool.connect();
      await client.query(
        `BEGIN;
         SET LOCAL lock_timeout = ${PROBE_LOCK_TIMEOUT_MS};
         SET LOCAL statement_timeout = ${PROBE_STATEMENT_TIMEOUT_MS};
         INSERT INTO submissions (id, lead_key, received_at, form_name, fields) VALUES (${id}, 'health-probe:${randomUUID()}', '', 'health-probe', '{}');
         ROLLBACK;`,
      );
      return { ok: true };
    } catch (error) {
      broken = !(await client?.query("ROLLBACK").then(
        () => true,
        () => false,
      ));
      const { code, message } = error as Error & { code?: string };
      if (code === LOCK_NOT_AVAILABLE) return { ok: false, reason: "the submissions table is locked by another session, so a lead would have to wait" };
      return { ok: false, reason: `PostgreSQL cannot take a write (${message})` };
    } finally {
      // A connection that cannot even roll back is dropped rather than handed to the next lead.
      client?.release(broken);
    }
  }

  async markNotified(id: number, at: Date = new Date()): Promise<void> {
    await this.pool.query("UPDATE submissions SET notified_at = $1 WHERE id = $2", [at.toISOString(), id]);
  }

  async claimUnnotified(since: Date, claimMs: number, now: Date = new Date()): Promise<StoredLead[]> {
    // SKIP LOCKED: a lead another instance is claiming at this moment is simply left to it.
    const { rows } = await this.pool.query<LeadRow>(
      `UPDATE submissions SET claimed_until = $3 WHERE id IN (
         SELECT id FROM submissions
          WHERE notified_at IS NULL AND status <> 'spam' AND received_at >= $1 AND (claimed_until IS NULL OR claimed_until < $2)
          ORDER BY id FOR UPDATE SKIP LOCKED)
       RETURNING ${COLUMNS}`,
      [since.toISOString(), now.toISOString(), new Date(now.getTime() + claimMs).toISOString()],
    );
    return rows.map(toLead).sort((a, b) => a.id - b.id);
  }

  async list(limit?: number): Promise<StoredLead[]> {
    const { rows } =
      limit === undefined
        ? await this.pool.query<LeadRow>(`SELECT ${COLUMNS} FROM submissions ORDER BY id DESC`)
        : await this.pool.query<LeadRow>(`SELECT ${COLUMNS} FROM submissions ORDER BY id DESC LIMIT $1`, [limit]);
    return rows.map(toLead);
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>("SELECT count(*) AS n FROM submissions");
    return Number(rows[0]?.n ?? 0);
  }

  async importLeads(leads: StoredLead[]): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      let added = 0;
      for (const l of [...leads].sort((a, b) => a.id - b.id)) {
        const result = await client.query(
          `INSERT INTO submissions (lead_key, received_at, form_name, page_path, fields, remote_network, user_agent, notified_at, search_text, campaign)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (lead_key) DO NOTHING`,
          [
            l.lead_key,
            l.received_at,
            l.form_name,
            l.page_path,
            JSON.stringify(l.fields),
            l.remote_network,
            l.user_agent,
            l.notified_at,
            inboxColumns(l.fields).search_text,
            inboxColumns(l.fields).campaign,
          ],
        );
        added += result.rowCount ?? 0;
      }
      await client.query("COMMIT");
      return added;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  inbox(): LeadInbox {
    return new PgInbox(this.pool);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
