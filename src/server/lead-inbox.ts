/**
 * The lead inbox's data: each lead's follow-up status, follow-up date, who has seen it, and its
 * timeline of views, status changes and notes, with the one query the inbox lists leads by. SQLite
 * and PostgreSQL run the same statements (built here, each store supplying its JSON accessor and
 * placeholders), so the two stores answer every question alike.
 *
 * Several people (or server instances) may work one lead at once. A status change names the status
 * its author saw; if someone else changed it meanwhile, the change is refused with who and when,
 * rather than silently overwriting theirs. Notes are only ever added, so none is lost; the
 * follow-up date is one value and the last one set wins, every setting kept in the timeline.
 */
import type { StoredLead } from "./lead-store.ts";

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

export interface InboxLead extends StoredLead {
  status: LeadStatus;
  /** YYYY-MM-DD: the day the lead comes back to the top of the inbox, if one is set. */
  follow_up_on: string | null;
  /** When anyone first opened the lead; null while it is unread. */
  first_viewed_at: string | null;
}

export type LeadEventKind = "flagged" | "viewed" | "status" | "note" | "follow-up";

export interface LeadEvent {
  at: string;
  /** The person's email, or "system" for what the server did itself. */
  actor: string;
  kind: LeadEventKind;
  /** status: "from → to"; note: the note; follow-up: the date or ""; flagged: the reason. */
  detail: string;
}

export interface InboxFilter {
  form?: string;
  /** One status; without it, every lead but spam. */
  status?: LeadStatus;
  /** ISO instants: received at or after `receivedFrom` and before `receivedBefore`. */
  receivedFrom?: string;
  receivedBefore?: string;
  /** The visit's utm_campaign, exactly. */
  campaign?: string;
  /** Part of a name, an email or a phone number (spaces in numbers ignored). */
  search?: string;
}

export interface InboxPageRequest {
  limit: number;
  offset: number;
  /** Today, YYYY-MM-DD in the office's time zone: follow-ups due by then come first. */
  today: string;
}

export interface InboxPage {
  leads: InboxLead[];
  /** Leads matching the filter, across all pages. */
  total: number;
  /** Unread leads (never opened, not spam) in the whole inbox, whatever the filter. */
  unread: number;
  /** The newest lead's id outside Spam (0 when there is none): what an open list watches for. */
  newest: number;
}

export type StatusChange =
  | { ok: true }
  | { ok: false; reason: "missing" }
  /** Someone else changed the status first: what it is now, and who made it so and when. */
  | { ok: false; reason: "conflict"; current: LeadStatus; by: string | null; at: string | null };

export interface LeadInbox {
  page(filter: InboxFilter, request: InboxPageRequest): Promise<InboxPage>;
  /** Every lead matching the filter, newest first (the CSV export). */
  all(filter: InboxFilter): Promise<InboxLead[]>;
  /** The lead and its timeline, oldest event first; undefined when there is no such lead. */
  lead(id: number): Promise<{ lead: InboxLead; events: LeadEvent[] } | undefined>;
  /** Forms and campaigns present, for the filter's choices. */
  choices(): Promise<{ forms: string[]; campaigns: string[] }>;
  /** Records that `actor` opened the lead (once per person per half hour in the timeline). */
  markViewed(id: number, actor: string, at: string): Promise<void>;
  changeStatus(id: number, change: { from: LeadStatus; to: LeadStatus; note: string; actor: string; at: string }): Promise<StatusChange>;
  addNote(id: number, note: string, actor: string, at: string): Promise<boolean>;
  setFollowUp(id: number, day: string | null, actor: string, at: string): Promise<boolean>;
  /** Deletes one lead and its timeline; false when it was not there. */
  remove(id: number): Promise<boolean>;
  /**
   * The retention rule: deletes every lead received before the instant except those that became
   * loans (won), whose records the broker must keep; resolves with how many went.
   */
  removeReceivedBefore(instant: string): Promise<number>;
}

/** A lead store that also serves the inbox's view of its leads: both stores are. */
export interface InboxSource {
  inbox(): LeadInbox;
}

/** What tells the two SQL dialects apart, for the statements below. */
export interface SqlDialect {
  /** The n-th (1-based) parameter's placeholder. */
  placeholder(n: number): string;
}

export interface Statement {
  sql: string;
  params: (string | number | null)[];
}

export const INBOX_COLUMNS =
  "id, lead_key, received_at, form_name, page_path, fields, remote_network, user_agent, notified_at, status, follow_up_on, first_viewed_at";

/** Statements written with `?` get the dialect's placeholders, numbered in order. */
function statement(dialect: SqlDialect, sql: string, params: Statement["params"]): Statement {
  let n = 0;
  return { sql: sql.replace(/\?/g, () => dialect.placeholder(++n)), params };
}

/** A phone number as digits, with +61 written as the leading 0 people dial. */
const phoneDigits = (text: string) => text.replace(/[\s()-]/g, "").replace(/^\+61/, "0");

/**
 * What the inbox's search looks in, kept beside each lead when it is stored: name, email and phone
 * in lowercase, numbers as digits. The four forms call these fields differently.
 */
export function searchText(fields: Record<string, string | undefined>): string {
  const text = (name: string) => (fields[name] ?? "").trim();
  const name = text("name") || `${text("firstName")} ${text("lastName")}`.trim();
  return [name, text("email"), phoneDigits(text("phone")), phoneDigits(text("mobile"))].filter(Boolean).join(" ").toLowerCase();
}

/** The visit's campaign, kept beside each lead for the inbox's filter. */
export const campaignOf = (fields: Record<string, string | undefined>): string | null => fields.utm_campaign?.trim() || null;

/** The columns the inbox filters on, for a lead being stored. */
export const inboxColumns = (fields: Record<string, string | undefined>) => ({ search_text: searchText(fields), campaign: campaignOf(fields) });

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(d: SqlDialect, filter: InboxFilter): { sql: string; params: Statement["params"] } {
  const clauses: string[] = [];
  const params: Statement["params"] = [];
  if (filter.status) {
    clauses.push("status = ?");
    params.push(filter.status);
  } else clauses.push("status <> 'spam'");
  if (filter.form) {
    clauses.push("form_name = ?");
    params.push(filter.form);
  }
  if (filter.receivedFrom) {
    clauses.push("received_at >= ?");
    params.push(filter.receivedFrom);
  }
  if (filter.receivedBefore) {
    clauses.push("received_at < ?");
    params.push(filter.receivedBefore);
  }
  if (filter.campaign) {
    clauses.push("campaign = ?");
    params.push(filter.campaign);
  }
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    // A number typed with spaces or dashes, or starting +61, matches the stored one however written.
    const term = /^[\d\s+()-]+$/.test(search) ? phoneDigits(search) : search;
    clauses.push("search_text LIKE ? ESCAPE '\\'");
    params.push(likePattern(term));
  }
  return { sql: clauses.join(" AND "), params };
}

/**
 * The inbox's order: follow-ups due by today first (earliest due at the top), then the rest newest
 * first. Asked as two queries, so the long second part walks the id index instead of sorting
 * every lead; `window` says which rows of each a page takes.
 */
export const inboxSql = {
  page(d: SqlDialect, filter: InboxFilter, today: string) {
    const w = where(d, filter);
    return {
      due: statement(d, `SELECT ${INBOX_COLUMNS} FROM submissions WHERE ${w.sql} AND follow_up_on <= ? ORDER BY follow_up_on, id DESC`, [...w.params, today]),
      rest: (offset: number, limit: number) =>
        statement(
          d,
          `SELECT ${INBOX_COLUMNS} FROM submissions WHERE ${w.sql} AND (follow_up_on IS NULL OR follow_up_on > ?) ORDER BY id DESC LIMIT ? OFFSET ?`,
          [...w.params, today, limit, offset],
        ),
      total: statement(d, `SELECT count(*) AS n FROM submissions WHERE ${w.sql}`, w.params),
      unread: statement(d, "SELECT count(*) AS n FROM submissions WHERE first_viewed_at IS NULL AND status <> 'spam'", []),
      newest: statement(d, "SELECT coalesce(max(id), 0) AS n FROM submissions WHERE status <> 'spam'", []),
    };
  },
  all(d: SqlDialect, filter: InboxFilter): Statement {
    const w = where(d, filter);
    return statement(d, `SELECT ${INBOX_COLUMNS} FROM submissions WHERE ${w.sql} ORDER BY id DESC`, w.params);
  },
  lead: (d: SqlDialect, id: number) => statement(d, `SELECT ${INBOX_COLUMNS} FROM submissions WHERE id = ?`, [id]),
  events: (d: SqlDialect, id: number) => statement(d, "SELECT at, actor, kind, detail FROM lead_events WHERE lead_id = ? ORDER BY id", [id]),
  forms: (d: SqlDialect) => statement(d, "SELECT DISTINCT form_name AS value FROM submissions ORDER BY form_name", []),
  campaigns: (d: SqlDialect) => statement(d, "SELECT DISTINCT campaign AS value FROM submissions WHERE campaign IS NOT NULL ORDER BY campaign", []),
  /** Leads stored before the inbox existed, whose filter columns are still to be filled. */
  unindexed: (d: SqlDialect) => statement(d, "SELECT id, fields FROM submissions WHERE search_text IS NULL", []),
  index: (d: SqlDialect, id: number, fields: Record<string, string>) => {
    const { search_text, campaign } = inboxColumns(fields);
    return statement(d, "UPDATE submissions SET search_text = ?, campaign = ? WHERE id = ?", [search_text, campaign, id]);
  },
  firstView: (d: SqlDialect, id: number, at: string) =>
    statement(d, "UPDATE submissions SET first_viewed_at = ? WHERE id = ? AND first_viewed_at IS NULL", [at, id]),
  recentView: (d: SqlDialect, id: number, actor: string, since: string) =>
    statement(d, "SELECT count(*) AS n FROM lead_events WHERE lead_id = ? AND actor = ? AND kind = 'viewed' AND at >= ?", [id, actor, since]),
  event: (d: SqlDialect, id: number, event: LeadEvent) =>
    statement(d, "INSERT INTO lead_events (lead_id, at, actor, kind, detail) VALUES (?, ?, ?, ?, ?)", [id, event.at, event.actor, event.kind, event.detail]),
  /** Changes the status only if it is still what its author saw. */
  setStatus: (d: SqlDialect, id: number, from: LeadStatus, to: LeadStatus) =>
    statement(d, "UPDATE submissions SET status = ? WHERE id = ? AND status = ?", [to, id, from]),
  lastStatusEvent: (d: SqlDialect, id: number) =>
    statement(d, "SELECT at, actor FROM lead_events WHERE lead_id = ? AND kind IN ('status', 'flagged') ORDER BY id DESC LIMIT 1", [id]),
  setFollowUp: (d: SqlDialect, id: number, day: string | null) => statement(d, "UPDATE submissions SET follow_up_on = ? WHERE id = ?", [day, id]),
  exists: (d: SqlDialect, id: number) => statement(d, "SELECT count(*) AS n FROM submissions WHERE id = ?", [id]),
  removeEvents: (d: SqlDialect, id: number) => statement(d, "DELETE FROM lead_events WHERE lead_id = ?", [id]),
  remove: (d: SqlDialect, id: number) => statement(d, "DELETE FROM submissions WHERE id = ?", [id]),
  removeEventsBefore: (d: SqlDialect, instant: string) =>
    statement(d, "DELETE FROM lead_events WHERE lead_id IN (SELECT id FROM submissions WHERE received_at < ? AND status <> 'won')", [instant]),
  removeBefore: (d: SqlDialect, instant: string) => statement(d, "DELETE FROM submissions WHERE received_at < ? AND status <> 'won'", [instant]),
};

/** Which of the due leads and from where in the rest one page takes. */
export function pageWindow(dueCount: number, { offset, limit }: Pick<InboxPageRequest, "offset" | "limit">) {
  const dueStart = Math.min(offset, dueCount);
  const dueEnd = Math.min(offset + limit, dueCount);
  return { dueStart, dueEnd, restOffset: Math.max(0, offset - dueCount), restLimit: limit - (dueEnd - dueStart) };
}

/** A view is kept in the timeline once per person per this long, so reopening does not flood it. */
export const VIEW_EVENT_GAP_MS = 30 * 60 * 1000;

export const viewWindowStart = (at: string) => new Date(Date.parse(at) - VIEW_EVENT_GAP_MS).toISOString();

/** A status change's timeline entry. */
export const statusDetail = (from: LeadStatus, to: LeadStatus) => `${from} → ${to}`;

/** The row of a store, with its JSON fields read and its id a number. */
export function toInboxLead(row: Record<string, unknown>): InboxLead {
  return {
    ...(row as unknown as InboxLead),
    id: Number(row.id),
    fields: JSON.parse(String(row.fields)) as Record<string, string>,
    status: isLeadStatus(row.status) ? row.status : "new",
  };
}
