/**
 * The lead inbox's data: each lead's follow-up status, follow-up date, who has seen it, and its
 * timeline of views, status changes and notes, with the one query the inbox lists leads by. SQLite
 * and PostgreSQL run the same statements (built here with Kysely), so the two answer every question
 * alike.
 *
 * Several people (or server instances) may work one lead at once. A status change names the status
 * its author saw; if someone else changed it meanwhile, the change is refused with who and when,
 * rather than silently overwriting theirs. Notes are only ever added, so none is lost; the
 * follow-up date is one value and the last one set wins, every setting kept in the timeline.
 */
import { sql, type ExpressionBuilder, type Kysely, type SqlBool, type Expression } from "kysely";
import { LEAD_COLUMNS, type StoredLead } from "./lead-store.ts";
import type { Database } from "./schema.ts";

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

/** A lead as the export writes it: with its notes, oldest first. */
export interface ExportedLead extends InboxLead {
  notes: string[];
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
  /** One status; without it, every lead but spam (or every lead, with `includeSpam`). */
  status?: LeadStatus;
  /** Without a status, spam too: the command line's export keeps every lead. */
  includeSpam?: boolean;
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

/**
 * A page of an export: leads after `afterId` up to `upToId`, at most `limit`. Each page is a short
 * query of its own, so leads stored meanwhile take their turn between pages (on SQLite, whose one
 * thread answers one call at a time) and a PostgreSQL export holds one pooled connection for
 * milliseconds at a time, never a transaction open for the whole download.
 */
export interface ExportPage {
  afterId: number;
  upToId: number;
  limit: number;
}

export type StatusChange =
  | { ok: true }
  | { ok: false; reason: "missing" }
  /** Someone else changed the status first: what it is now, and who made it so and when. */
  | { ok: false; reason: "conflict"; current: LeadStatus; by: string | null; at: string | null };

export interface LeadInbox {
  page(filter: InboxFilter, request: InboxPageRequest): Promise<InboxPage>;
  /** Every lead matching the filter, newest first. */
  all(filter: InboxFilter): Promise<InboxLead[]>;
  /** The newest lead's id (0 when there is none): where an export stops, so both its passes see the same leads. */
  newestId(): Promise<number>;
  /**
   * The export's first pass, one page at a time: of the leads matching the filter with an id in
   * (afterId, upToId], the first `limit` by id, how many there were, the last one's id, and their
   * field names in the order they first appear. Only that comes back, not the leads.
   */
  exportScan(filter: InboxFilter, page: ExportPage): Promise<{ count: number; lastId: number; fieldNames: string[] }>;
  /** The export's second pass: the same page's leads, oldest first, each with its timeline's notes in order. */
  exportPage(filter: InboxFilter, page: ExportPage): Promise<ExportedLead[]>;
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
   * loans (won), whose records the business must keep; resolves with how many went.
   */
  removeReceivedBefore(instant: string): Promise<number>;
}

/** A lead store that also serves the inbox's view of its leads: both stores are. */
export interface InboxSource {
  inbox(): LeadInbox;
}

const INBOX_COLUMNS = [...LEAD_COLUMNS, "status", "follow_up_on", "first_viewed_at"] as const;

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

/** The leads a filter matches (every lead but spam when it names no status). */
const matching =
  (filter: InboxFilter) =>
  (eb: ExpressionBuilder<Database, "submissions">): Expression<SqlBool> => {
    const clauses: Expression<SqlBool>[] = [];
    if (filter.status) clauses.push(eb("status", "=", filter.status));
    else if (!filter.includeSpam) clauses.push(eb("status", "<>", "spam"));
    if (filter.form) clauses.push(eb("form_name", "=", filter.form));
    if (filter.receivedFrom) clauses.push(eb("received_at", ">=", filter.receivedFrom));
    if (filter.receivedBefore) clauses.push(eb("received_at", "<", filter.receivedBefore));
    if (filter.campaign) clauses.push(eb("campaign", "=", filter.campaign));
    const search = filter.search?.trim().toLowerCase();
    if (search) {
      // A number typed with spaces or dashes, or starting +61, matches the stored one however written.
      const term = /^[\d\s+()-]+$/.test(search) ? phoneDigits(search) : search;
      clauses.push(sql<SqlBool>`search_text LIKE ${likePattern(term)} ESCAPE '\\'`);
    }
    return eb.and(clauses);
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

/**
 * The inbox on either database. The inbox's order: follow-ups due by today first (earliest due at
 * the top), then the rest newest first, asked as two queries so the long second part walks the id
 * index instead of sorting every lead. Each change is one transaction, so two instances changing
 * one lead at once are ordered by the database, not by luck.
 */
export function inboxRepository(db: Kysely<Database>): LeadInbox {
  const leads = (filter: InboxFilter) => db.selectFrom("submissions").select(INBOX_COLUMNS).where(matching(filter));
  const exportRows = <C extends (typeof INBOX_COLUMNS)[number]>(filter: InboxFilter, { afterId, upToId, limit }: ExportPage, columns: readonly C[]) =>
    db
      .selectFrom("submissions")
      .select(columns)
      .where(matching(filter))
      .where("id", ">", afterId)
      .where("id", "<=", upToId)
      .orderBy("id")
      .limit(limit)
      .execute();
  const count = async (query: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }) => Number((await query.executeTakeFirst())?.n ?? 0);
  const addEvent = (trx: Kysely<Database>, id: number, event: LeadEvent) =>
    trx
      .insertInto("lead_events")
      .values({ lead_id: id, ...event })
      .execute();
  const exists = async (trx: Kysely<Database>, id: number) =>
    (await trx.selectFrom("submissions").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
  const changes = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined) => Number(result?.numUpdatedRows ?? result?.numDeletedRows ?? 0);

  return {
    async page(filter, request) {
      const [due, total, unread, newest] = await Promise.all([
        leads(filter).where("follow_up_on", "<=", request.today).orderBy("follow_up_on").orderBy("id", "desc").execute(),
        count(
          db
            .selectFrom("submissions")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where(matching(filter)),
        ),
        count(
          db
            .selectFrom("submissions")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("first_viewed_at", "is", null)
            .where("status", "<>", "spam"),
        ),
        count(
          db
            .selectFrom("submissions")
            .select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("n"))
            .where("status", "<>", "spam"),
        ),
      ]);
      const w = pageWindow(due.length, request);
      const rest =
        w.restLimit > 0
          ? await leads(filter)
              .where((eb) => eb.or([eb("follow_up_on", "is", null), eb("follow_up_on", ">", request.today)]))
              .orderBy("id", "desc")
              .limit(w.restLimit)
              .offset(w.restOffset)
              .execute()
          : [];
      return { leads: [...due.slice(w.dueStart, w.dueEnd), ...rest].map(toInboxLead), total, unread, newest };
    },

    async all(filter) {
      return (await leads(filter).orderBy("id", "desc").execute()).map(toInboxLead);
    },

    async newestId() {
      return count(db.selectFrom("submissions").select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("n")));
    },

    async exportScan(filter, { afterId, upToId, limit }) {
      const rows = await exportRows(filter, { afterId, upToId, limit }, ["id", "fields"]);
      const fieldNames: string[] = [];
      const seen = new Set<string>();
      for (const row of rows)
        for (const name of Object.keys(JSON.parse(String(row.fields)) as object))
          if (!seen.has(name)) {
            seen.add(name);
            fieldNames.push(name);
          }
      return { count: rows.length, lastId: rows.length ? Number(rows[rows.length - 1]!.id) : afterId, fieldNames };
    },

    async exportPage(filter, page) {
      const leads = (await exportRows(filter, page, INBOX_COLUMNS)).map((row) => ({ ...toInboxLead(row), notes: [] as string[] }));
      if (!leads.length) return leads;
      const byId = new Map(leads.map((lead) => [lead.id, lead]));
      // One more short query per page, not one per lead.
      const notes = await db
        .selectFrom("lead_events")
        .select(["lead_id", "detail"])
        .where("kind", "=", "note")
        .where("lead_id", "in", [...byId.keys()])
        .orderBy("id")
        .execute();
      for (const note of notes) byId.get(Number(note.lead_id))?.notes.push(note.detail);
      return leads;
    },

    async lead(id) {
      const row = await db.selectFrom("submissions").select(INBOX_COLUMNS).where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const events = await db.selectFrom("lead_events").select(["at", "actor", "kind", "detail"]).where("lead_id", "=", id).orderBy("id").execute();
      return { lead: toInboxLead(row), events: events as LeadEvent[] };
    },

    async choices() {
      const [forms, campaigns] = await Promise.all([
        db.selectFrom("submissions").select("form_name").distinct().orderBy("form_name").execute(),
        db.selectFrom("submissions").select("campaign").distinct().where("campaign", "is not", null).orderBy("campaign").execute(),
      ]);
      return { forms: forms.map((row) => row.form_name), campaigns: campaigns.map((row) => String(row.campaign)) };
    },

    async markViewed(id, actor, at) {
      await db.transaction().execute(async (trx) => {
        const first = await trx
          .updateTable("submissions")
          .set({ first_viewed_at: at })
          .where("id", "=", id)
          .where("first_viewed_at", "is", null)
          .executeTakeFirst();
        if (!changes(first) && !(await exists(trx, id))) return;
        const recent = await count(
          trx
            .selectFrom("lead_events")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("lead_id", "=", id)
            .where("actor", "=", actor)
            .where("kind", "=", "viewed")
            .where("at", ">=", viewWindowStart(at)),
        );
        if (recent === 0) await addEvent(trx, id, { at, actor, kind: "viewed", detail: "" });
      });
    },

    changeStatus(id, change) {
      return db.transaction().execute(async (trx): Promise<StatusChange> => {
        // On PostgreSQL the UPDATE's row lock makes a second instance's change wait, then find the status moved on.
        const updated = await trx
          .updateTable("submissions")
          .set({ status: change.to })
          .where("id", "=", id)
          .where("status", "=", change.from)
          .executeTakeFirst();
        if (!changes(updated)) {
          const row = await trx.selectFrom("submissions").select(INBOX_COLUMNS).where("id", "=", id).executeTakeFirst();
          if (!row) return { ok: false, reason: "missing" };
          const last = await trx
            .selectFrom("lead_events")
            .select(["at", "actor"])
            .where("lead_id", "=", id)
            .where("kind", "in", ["status", "flagged"])
            .orderBy("id", "desc")
            .limit(1)
            .executeTakeFirst();
          return { ok: false, reason: "conflict", current: toInboxLead(row).status, by: last?.actor ?? null, at: last?.at ?? null };
        }
        await addEvent(trx, id, { at: change.at, actor: change.actor, kind: "status", detail: statusDetail(change.from, change.to) });
        if (change.note.trim()) await addEvent(trx, id, { at: change.at, actor: change.actor, kind: "note", detail: change.note.trim() });
        return { ok: true };
      });
    },

    addNote(id, note, actor, at) {
      return db.transaction().execute(async (trx) => {
        if (!(await exists(trx, id))) return false;
        await addEvent(trx, id, { at, actor, kind: "note", detail: note.trim() });
        return true;
      });
    },

    setFollowUp(id, day, actor, at) {
      return db.transaction().execute(async (trx) => {
        if (!changes(await trx.updateTable("submissions").set({ follow_up_on: day }).where("id", "=", id).executeTakeFirst())) return false;
        await addEvent(trx, id, { at, actor, kind: "follow-up", detail: day ?? "" });
        return true;
      });
    },

    remove(id) {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom("lead_events").where("lead_id", "=", id).execute();
        return changes(await trx.deleteFrom("submissions").where("id", "=", id).executeTakeFirst()) > 0;
      });
    },

    removeReceivedBefore(instant) {
      return db.transaction().execute(async (trx) => {
        const going = (eb: ExpressionBuilder<Database, "submissions">) => eb.and([eb("received_at", "<", instant), eb("status", "<>", "won")]);
        await trx
          .deleteFrom("lead_events")
          .where("lead_id", "in", (eb) => eb.selectFrom("submissions").select("id").where(going))
          .execute();
        return changes(await trx.deleteFrom("submissions").where(going).executeTakeFirst());
      });
    },
  };
}
