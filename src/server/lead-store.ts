/**
 * Where leads are kept, as the server sees it: one SQLite file (the default, no set-up) or
 * PostgreSQL (DATABASE_URL, for more than one server instance). Both give the same answers and
 * the same promise: `store()` resolves only once the lead is committed to durable storage, so a
 * visitor told "sent" has a lead that survives a crash.
 */

export interface NewLead {
  formName: string;
  pagePath: string | undefined;
  fields: Record<string, string>;
  /** The visitor's address; only its network (IPv4 /24, IPv6 /48) is stored. */
  remoteAddress: string | undefined;
  userAgent: string | undefined;
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

export type StoreHealth = { ok: true } | { ok: false; reason: string };

export interface LeadStore {
  /** e.g. "SQLite data/leads.sqlite" or "PostgreSQL db.example:5432/leads", for logs and messages. */
  readonly description: string;
  /** Resolves once the lead is durably committed, with what was stored. */
  store(lead: NewLead, receivedAt?: Date): Promise<StoredLead>;
  /** A write that commits nothing a lead listing shows: can a lead be stored right now? */
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
export const storedUserAgent = (userAgent: string | undefined) => userAgent?.slice(0, 500) ?? null;
