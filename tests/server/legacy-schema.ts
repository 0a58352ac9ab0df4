/**
 * The schema steps as the server shipped them before the storage layer (src/storage/migrations.ts),
 * frozen: the tests make databases in these earlier formats, as a site running an older server has
 * them, and check that opening one upgrades it in place with every row kept.
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
