/**
 * The SQLite store's engine: one file, synchronous calls. The server never calls it on its main
 * thread (sqlite-store.ts runs it in a worker); the leads command and the tests use it directly.
 * WAL with synchronous=FULL means a write has reached the disk before the commit returns. The
 * schema is versioned with PRAGMA user_version; a file from a newer server is refused.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, enhance, type DatabaseSyncInstance, type EnhancedDatabaseSync } from "@photostructure/sqlite";
import { writeTransaction } from "./sqlite-transaction.ts";
import { SqliteAccounts } from "../admin/sqlite-accounts.ts";
import { SqlitePublishLog } from "../admin/publish/sqlite-log.ts";
import { SqliteDrafts } from "../admin/content/sqlite-drafts.ts";
import { storedNetwork } from "./client-address.ts";
import { inboxColumns } from "./lead-inbox.ts";
import { SqliteInbox } from "./lead-inbox-sqlite.ts";
import {
  FLAGGED_ACTOR,
  initialStatus,
  NOTIFY_CLAIM_MS,
  repeatKey,
  storedUserAgent,
  type NewLead,
  type StoreHealth,
  type StoredLead,
  type StoreOutcome,
} from "./lead-store.ts";

interface LeadRow extends Omit<StoredLead, "fields"> {
  fields: string;
}

/**
 * Each entry moves the schema one version on; never edit one that has shipped, add a new one.
 * pg-store.ts holds the same steps in PostgreSQL's dialect, version for version.
 */
export const SQLITE_MIGRATIONS: string[] = [
  `CREATE TABLE submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
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
  // Addresses: a salted hash kept beside its salt named every visitor to whoever held the file, so
  // only the network is kept from now on, and the old hashes and the salt are deleted.
  `ALTER TABLE submissions ADD COLUMN lead_key TEXT;
   UPDATE submissions SET lead_key = lower(hex(randomblob(16)));
   CREATE UNIQUE INDEX submissions_lead_key ON submissions (lead_key);
   ALTER TABLE submissions DROP COLUMN remote_hash;
   ALTER TABLE submissions ADD COLUMN remote_network TEXT;
   ALTER TABLE submissions ADD COLUMN claimed_until TEXT;
   DELETE FROM settings WHERE key = 'address_salt';`,
  // A post sent again (its answer lost) is recognised by its form render's key and answers (repeatKey).
  `ALTER TABLE submissions ADD COLUMN submission_key TEXT;
   CREATE UNIQUE INDEX submissions_submission_key ON submissions (submission_key);`,
  // The back office (src/admin): accounts, set-password links, sessions and the activity log.
  // Links and sessions are kept only as their tokens' SHA-256.
  `CREATE TABLE admin_users (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'leads')),
     password_hash TEXT,
     totp_secret TEXT,
     totp_last_step INTEGER,
     created_at TEXT NOT NULL,
     disabled_at TEXT
   );
   CREATE UNIQUE INDEX admin_users_email ON admin_users (lower(email));
   CREATE TABLE admin_password_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES admin_users (id),
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     used_at TEXT
   );
   CREATE TABLE admin_sessions (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES admin_users (id),
     stage TEXT NOT NULL,
     csrf_token TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_seen_at TEXT NOT NULL
   );
   CREATE INDEX admin_sessions_user ON admin_sessions (user_id);
   CREATE TABLE admin_audit (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     actor TEXT,
     action TEXT NOT NULL,
     detail TEXT,
     address TEXT
   );`,
  // The lead inbox (lead-inbox.ts): each lead's follow-up status, date and first view, and its timeline.
  `ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
   ALTER TABLE submissions ADD COLUMN follow_up_on TEXT;
   ALTER TABLE submissions ADD COLUMN first_viewed_at TEXT;
   ALTER TABLE submissions ADD COLUMN search_text TEXT;
   ALTER TABLE submissions ADD COLUMN campaign TEXT;
   CREATE INDEX submissions_status ON submissions (status, id);
   CREATE INDEX submissions_unread ON submissions (first_viewed_at, status);
   CREATE TABLE lead_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     lead_id INTEGER NOT NULL,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     kind TEXT NOT NULL,
     detail TEXT NOT NULL
   );
   CREATE INDEX lead_events_lead ON lead_events (lead_id, id);`,
  // The hosted editor's drafts (src/admin/content/drafts.ts): one per content file, until published or discarded.
  `CREATE TABLE content_drafts (
     path TEXT PRIMARY KEY,
     text TEXT,
     author TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );`,
  // Publishes from the back office (src/admin/publish): who, when, the note, and each file's whole
  // text before and after, so any earlier version can be restored.
  `CREATE TABLE content_publishes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     note TEXT,
     restored_from INTEGER
   );
   CREATE TABLE content_publish_files (
     publish_id INTEGER NOT NULL REFERENCES content_publishes (id),
     path TEXT NOT NULL,
     before_text TEXT,
     after_text TEXT,
     PRIMARY KEY (publish_id, path)
   );`,
  `CREATE TABLE content_publish_builds (
     publish_id INTEGER PRIMARY KEY REFERENCES content_publishes (id),
     archive BLOB NOT NULL
   );`,
  // Which way a restore put an earlier version back: "undo" (the words a publish replaced) or
  // "version" (the site's files as they were right after a publish); null for an ordinary publish.
  `ALTER TABLE content_publishes ADD COLUMN restore_kind TEXT;`,
];

const COLUMNS = "id, lead_key, received_at, form_name, page_path, fields, remote_network, user_agent, notified_at";

export class LeadsDbError extends Error {}

/**
 * mkdir -p, one level at a time: Node's recursive mkdirSync never returns for some paths
 * (e.g. below /proc), and a start-up must fail with a message rather than hang.
 */
function makeFolders(dir: string): void {
  const missing: string[] = [];
  for (let current = dir; !existsSync(current); current = path.dirname(current)) {
    if (current === path.dirname(current)) break;
    missing.unshift(current);
  }
  for (const folder of missing) mkdirSync(folder);
}

// SQLite's primary result codes (https://sqlite.org/rescode.html); an error carries the extended
// code, whose low byte is the primary one.
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_READONLY = 8;
const SQLITE_IOERR = 10;
const SQLITE_FULL = 13;

/** A plain reason for an SQLite failure, for /healthz, logs and the start-up message. */
export function describeSqliteError(error: unknown): string {
  const errcode = (error as { errcode?: unknown }).errcode;
  const message = (error as Error).message;
  switch (typeof errcode === "number" ? errcode & 0xff : undefined) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return "the database is locked by another process";
    case SQLITE_READONLY:
      return "the database file is read-only";
    case SQLITE_FULL:
      return "the disk is full";
    case SQLITE_IOERR:
      return `the database file cannot be written (${message}; is the disk full?)`;
    default:
      return message;
  }
}

const toLead = (row: LeadRow): StoredLead => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> });

export interface LeadsDbOptions {
  /** Milliseconds a write waits for another process's lock before giving up. */
  busyTimeoutMs?: number;
}

export class LeadsDb {
  private readonly db: EnhancedDatabaseSync<DatabaseSyncInstance>;
  /** The file this connection opened, to notice when the file at the path is deleted or replaced. */
  private readonly identity: { dev: number; ino: number } | undefined;
  private readonly busyTimeoutMs: number;

  constructor(
    readonly file: string,
    { busyTimeoutMs = 5000 }: LeadsDbOptions = {},
  ) {
    this.busyTimeoutMs = busyTimeoutMs;
    try {
      if (file !== ":memory:") makeFolders(path.dirname(path.resolve(file)));
      // node:sqlite's API, with better-sqlite3's pragma() and transaction() added by the package.
      this.db = enhance(new DatabaseSync(file, { timeout: busyTimeoutMs }));
      this.db.pragma("journal_mode = WAL");
      this.db.pragma("synchronous = FULL");
      this.migrate();
      this.inbox().indexOlderLeads();
    } catch (error) {
      throw new LeadsDbError(
        `The leads database ${file} cannot be opened or created (${describeSqliteError(error)}). ` +
          "Check that its folder exists and is writable by this user, or set LEADS_DB to another file.",
      );
    }
    this.identity = file === ":memory:" ? undefined : this.fileIdentity();
  }

  private fileIdentity(): { dev: number; ino: number } | undefined {
    try {
      const { dev, ino } = statSync(this.file);
      return { dev, ino };
    } catch {
      return undefined;
    }
  }

  private migrate(): void {
    const version = this.db.pragma("user_version", { simple: true }) as number;
    if (version > SQLITE_MIGRATIONS.length)
      throw new Error(`it was written by a newer version of this server (schema ${version}, this one knows ${SQLITE_MIGRATIONS.length})`);
    for (let next = version; next < SQLITE_MIGRATIONS.length; next++) {
      writeTransaction(this.db, () => {
        this.db.exec(SQLITE_MIGRATIONS[next] ?? "");
        this.db.pragma(`user_version = ${next + 1}`);
      });
    }
    // Deleted rows (the old salt and hashes) would linger in free pages until rewritten.
    if (version > 0 && version < 3) this.db.exec("VACUUM");
  }

  /** Undefined while the file at the path is the one open; otherwise what happened to it. */
  private replaced(): string | undefined {
    if (!this.identity) return undefined;
    const now = this.fileIdentity();
    if (!now) return `the database file ${this.file} was deleted while the server was running; restart the server to create or open it again`;
    if (now.dev !== this.identity.dev || now.ino !== this.identity.ino)
      return `the database file ${this.file} was replaced while the server was running; restart the server to open the new file`;
    return undefined;
  }

  /**
   * Stores leads in one transaction and so one fsync ("group commit"), and only when the open file
   * is still the file at the path: a lead written to a deleted file would be acknowledged and lost.
   * A repeat (an earlier post's submission key and answers, even earlier in the batch) is not stored
   * again: the first copy is handed back.
   */
  insertBatch(batch: { lead: NewLead; receivedAt: string }[]): StoreOutcome[] {
    const insert = this.db.prepare(
      `INSERT INTO submissions (lead_key, received_at, form_name, page_path, fields, remote_network, user_agent, claimed_until, submission_key, status, search_text, campaign)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const flag = this.db.prepare("INSERT INTO lead_events (lead_id, at, actor, kind, detail) VALUES (?, ?, ?, 'flagged', ?)");
    const earlier = this.db.prepare(`SELECT ${COLUMNS} FROM submissions WHERE submission_key = ?`);
    return writeTransaction(this.db, () => {
      const stored = batch.map(({ lead, receivedAt }): StoreOutcome => {
        const key = repeatKey(lead);
        const first = key === null ? undefined : (earlier.get(key) as LeadRow | undefined);
        if (first) return { ...toLead(first), repeat: true };
        const row = {
          lead_key: randomUUID(),
          received_at: receivedAt,
          form_name: lead.formName,
          page_path: lead.pagePath ?? null,
          fields: lead.fields,
          remote_network: storedNetwork(lead.remoteAddress) ?? null,
          user_agent: storedUserAgent(lead.userAgent),
          notified_at: null,
        };
        // The instance that stores a lead announces it; the claim keeps start-up sweeps off it.
        const claimedUntil = new Date(Date.parse(receivedAt) + NOTIFY_CLAIM_MS).toISOString();
        const values = [
          row.lead_key,
          row.received_at,
          row.form_name,
          row.page_path,
          JSON.stringify(row.fields),
          row.remote_network,
          row.user_agent,
          claimedUntil,
          key,
        ] as const;
        const { search_text, campaign } = inboxColumns(lead.fields);
        const id = Number(insert.run(...values, initialStatus(lead), search_text, campaign).lastInsertRowid);
        if (lead.flagged) flag.run(id, receivedAt, FLAGGED_ACTOR, lead.flagged);
        return { id, ...row, repeat: false };
      });
      const gone = this.replaced();
      if (gone) throw new LeadsDbError(gone);
      return stored;
    });
  }

  /** A committed write to the settings table, with a short wait for locks, plus the file check. */
  probe(lockWaitMs = 200): StoreHealth {
    const gone = this.replaced();
    if (gone) return { ok: false, reason: gone };
    try {
      this.db.pragma(`busy_timeout = ${lockWaitMs}`);
      this.db
        .prepare("INSERT INTO settings (key, value) VALUES ('health_probe', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
        .run(new Date().toISOString());
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: describeSqliteError(error) };
    } finally {
      this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
    }
  }

  markNotified(id: number, at: Date = new Date()): void {
    this.db.prepare("UPDATE submissions SET notified_at = ? WHERE id = ?").run(at.toISOString(), id);
  }

  claimUnnotified(since: Date, claimMs: number, ignoreClaims = false, now: Date = new Date()): StoredLead[] {
    return writeTransaction(this.db, () => {
      const rows = this.db
        .prepare(
          `SELECT ${COLUMNS} FROM submissions WHERE notified_at IS NULL AND status <> 'spam' AND received_at >= ? AND (? OR claimed_until IS NULL OR claimed_until < ?) ORDER BY id`,
        )
        .all(since.toISOString(), ignoreClaims ? 1 : 0, now.toISOString()) as LeadRow[];
      const claim = this.db.prepare("UPDATE submissions SET claimed_until = ? WHERE id = ?");
      const until = new Date(now.getTime() + claimMs).toISOString();
      for (const row of rows) claim.run(until, row.id);
      return rows.map(toLead);
    });
  }

  /** Most recent first; all of them when limit is omitted. */
  list(limit?: number): StoredLead[] {
    const rows = (
      limit === undefined
        ? this.db.prepare(`SELECT ${COLUMNS} FROM submissions ORDER BY id DESC`).all()
        : this.db.prepare(`SELECT ${COLUMNS} FROM submissions ORDER BY id DESC LIMIT ?`).all(limit)
    ) as LeadRow[];
    return rows.map(toLead);
  }

  count(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM submissions").get() as { n: number }).n;
  }

  importLeads(leads: StoredLead[]): number {
    const insert = this.db.prepare(
      `INSERT INTO submissions (lead_key, received_at, form_name, page_path, fields, remote_network, user_agent, notified_at, search_text, campaign)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (lead_key) DO NOTHING`,
    );
    return writeTransaction(this.db, () =>
      leads.reduce((added, l) => {
        const { search_text, campaign } = inboxColumns(l.fields);
        return (
          added +
          insert.run(
            l.lead_key,
            l.received_at,
            l.form_name,
            l.page_path,
            JSON.stringify(l.fields),
            l.remote_network,
            l.user_agent,
            l.notified_at,
            search_text,
            campaign,
          ).changes
        );
      }, 0),
    );
  }

  private accountsEngine: SqliteAccounts | undefined;

  /** The back office's tables in this file (src/admin), on the same connection as the leads. */
  accounts(): SqliteAccounts {
    return (this.accountsEngine ??= new SqliteAccounts(this.db));
  }

  /** The hosted editor's drafts on this connection. */
  drafts(): SqliteDrafts {
    return new SqliteDrafts(this.db);
  }

  /** The back office's record of publishes on this connection. */
  publishes(): SqlitePublishLog {
    return new SqlitePublishLog(this.db);
  }

  /** The lead inbox on this connection. */
  inbox(): SqliteInbox {
    return new SqliteInbox(this.db);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
