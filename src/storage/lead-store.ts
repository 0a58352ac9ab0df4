/**
 * Where leads are kept, as the server sees it: one SQLite file (the default, no set-up) or
 * PostgreSQL (DATABASE_URL, for more than one server instance). Both give the same answers and
 * the same promise: `store()` resolves only once the lead is committed to durable storage, so a
 * visitor told "sent" has a lead that survives a crash. A post sent again (its answer lost, the
 * visitor or browser retrying) carries the same submission key and answers, and is stored once.
 */
import { createHash } from "node:crypto";

export interface NewLead {
  formName: string;
  pagePath: string | undefined;
  fields: Record<string, string>;
  /** The visitor's address; only its network (IPv4 /24, IPv6 /48) is stored. */
  remoteAddress: string | undefined;
  userAgent: string | undefined;
  /** The form render's random key (the `submission_key` field), when the page gave it one. */
  submissionKey?: string;
  /**
   * Why the lead looks like spam (a honeypot filled), if it does: it is kept in the inbox's Spam,
   * never announced, and can be moved back by a person.
   */
  flagged?: string;
}

export interface StoredLead {
  id: number;
  /** Unique per lead and stable for ever: the idempotency key of its notifications and copies. */
  lead_key: string;
  received_at: string;
  form_name: string;
  page_path: string | null;
  fields: Record<string, string>;
  remote_network: string | null;
  user_agent: string | null;
  notified_at: string | null;
}

/** The columns a StoredLead is read from. */
export const LEAD_COLUMNS = ["id", "lead_key", "received_at", "form_name", "page_path", "fields", "remote_network", "user_agent", "notified_at"] as const;

export type StoreHealth = { ok: true } | { ok: false; reason: string };

/** What store() resolves with: the lead, and whether it was already there (a post sent again). */
export type StoreOutcome = StoredLead & { repeat: boolean };

/**
 * What makes a post a repeat: the same form render's key with the same answers. The answers count
 * too, so a visitor who goes back, changes the form and sends it again is a new lead, never lost as
 * a repeat of the first. Stored in the submission_key column, which is unique.
 */
export function repeatKey(lead: Pick<NewLead, "formName" | "fields" | "submissionKey">): string | null {
  if (!lead.submissionKey) return null;
  const answers = Object.entries(lead.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify([lead.formName, lead.submissionKey, answers]))
    .digest("hex");
}

export interface LeadStore {
  /** e.g. "SQLite data/leads.sqlite" or "PostgreSQL db.example:5432/leads", for logs and messages. */
  readonly description: string;
  /** Resolves once the lead is durably committed, with what was stored (the first copy, for a repeat). */
  store(lead: NewLead, receivedAt?: Date): Promise<StoreOutcome>;
  /** Can a lead be stored right now? A write to where leads go that leaves nothing behind. */
  health(): Promise<StoreHealth>;
  markNotified(id: number, at?: Date): Promise<void>;
  /**
   * Leads received since `since` that nobody has announced and nobody is announcing: each is
   * claimed for `claimMs`, so with several instances every lead is announced by one of them.
   */
  claimUnnotified(since: Date, claimMs: number): Promise<StoredLead[]>;
  /** Most recent first; all of them when limit is omitted. */
  list(limit?: number): Promise<StoredLead[]>;
  count(): Promise<number>;
  /** Copies leads in, skipping any whose lead_key is already here; resolves with how many were new. */
  importLeads(leads: StoredLead[]): Promise<number>;
  close(): Promise<void>;
}

export class LeadStoreError extends Error {}

/** How long the instance that stored a lead keeps it to itself for announcing. */
export const NOTIFY_CLAIM_MS = 10 * 60 * 1000;

/** The stored form of a visitor's user agent. */
/** The status a new lead is stored with. */
export const initialStatus = (lead: Pick<NewLead, "flagged">) => (lead.flagged ? "spam" : "new");

/** The timeline entry of a flagged lead, written with it. */
export const FLAGGED_ACTOR = "system";

export const storedUserAgent = (userAgent: string | undefined) => userAgent?.slice(0, 500) ?? null;
