/**
 * The database's tables as Kysely sees them: one description for SQLite and PostgreSQL alike, so a
 * query that names a column the schema lacks, or compares it with the wrong type, fails to compile.
 * migrations.ts builds these tables; times are ISO strings in both databases, so they sort as text.
 */
import type { Generated } from "kysely";

/** The back office's roles; the admin_users table refuses any other (its CHECK constraint). */
export const ROLES = ["owner", "editor", "leads"] as const;
export type Role = (typeof ROLES)[number];

export interface SubmissionsTable {
  id: Generated<number>;
  /** Unique per lead and stable for ever: the idempotency key of its notifications and copies. */
  lead_key: string;
  received_at: string;
  form_name: string;
  page_path: string | null;
  /** The answers, as JSON text. */
  fields: string;
  remote_network: string | null;
  user_agent: string | null;
  notified_at: string | null;
  /** Until when the instance that stored or claimed the lead keeps it to itself for announcing. */
  claimed_until: string | null;
  /** repeatKey(): a post sent again finds its first copy by it. */
  submission_key: string | null;
  status: Generated<string>;
  follow_up_on: string | null;
  first_viewed_at: string | null;
  search_text: string | null;
  campaign: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  role: Role;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  created_at: string;
  /** Set when the person is removed; the row stays so the activity log keeps its meaning. */
  disabled_at: string | null;
}

export interface AdminPasswordTokensTable {
  /** The link's token, as its SHA-256: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AdminSessionsTable {
  /** The session's token, as its SHA-256. */
  token_hash: string;
  user_id: number;
  stage: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

export interface AdminAuditTable {
  id: Generated<number>;
  at: string;
  actor: string | null;
  action: string;
  detail: string | null;
  address: string | null;
  /** How many tries one line stands for: failed sign-ins are one line per address, account and hour. */
  count: Generated<number>;
}

export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  at: string;
  actor: string;
  kind: string;
  detail: string;
}

export interface AdminThrottleTable {
  key: string;
  tokens: number;
  /** When a token was last taken, in milliseconds since 1970. */
  charged_at: number;
}

export interface ContentDraftsTable {
  path: string;
  /** Null when the draft deletes the file. */
  text: string | null;
  author: string;
  updated_at: string;
}

export interface ContentPublishesTable {
  id: Generated<number>;
  at: string;
  actor: string;
  note: string | null;
  restored_from: number | null;
  restore_kind: string | null;
}

export interface ContentPublishFilesTable {
  publish_id: number;
  path: string;
  before_text: string | null;
  after_text: string | null;
}

export interface ContentPublishBuildsTable {
  publish_id: number;
  archive: Uint8Array;
}

export interface Database {
  submissions: SubmissionsTable;
  settings: SettingsTable;
  admin_users: AdminUsersTable;
  admin_password_tokens: AdminPasswordTokensTable;
  admin_sessions: AdminSessionsTable;
  admin_audit: AdminAuditTable;
  lead_events: LeadEventsTable;
  content_drafts: ContentDraftsTable;
  content_publishes: ContentPublishesTable;
  content_publish_files: ContentPublishFilesTable;
  content_publish_builds: ContentPublishBuildsTable;
  admin_throttle: AdminThrottleTable;
}

/** Every table, in an order that copies parents before the rows that refer to them (copy.ts). */
export const TABLES = [
  "settings",
  "submissions",
  "lead_events",
  "admin_users",
  "admin_password_tokens",
  "admin_sessions",
  "admin_audit",
  "content_drafts",
  "content_publishes",
  "content_publish_files",
  "content_publish_builds",
  "admin_throttle",
] as const satisfies readonly (keyof Database)[];
