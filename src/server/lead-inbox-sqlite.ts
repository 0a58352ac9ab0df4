/**
 * The lead inbox on SQLite: the statements of lead-inbox.ts run synchronously, on the thread that
 * owns the connection (the store's worker, or a command-line tool's own thread).
 */
import type { DatabaseSyncInstance, EnhancedDatabaseSync } from "@photostructure/sqlite";
import { writeTransaction } from "./sqlite-transaction.ts";
import {
  inboxSql,
  pageWindow,
  statusDetail,
  toInboxLead,
  viewWindowStart,
  type InboxFilter,
  type InboxLead,
  type InboxPage,
  type InboxPageRequest,
  type LeadEvent,
  type LeadInbox,
  type LeadStatus,
  type SqlDialect,
  type Statement,
  type StatusChange,
} from "./lead-inbox.ts";

type Db = EnhancedDatabaseSync<DatabaseSyncInstance>;
type Row = Record<string, unknown>;

export const SQLITE_DIALECT: SqlDialect = { placeholder: () => "?" };
const d = SQLITE_DIALECT;

/** LeadInbox's methods answering at once instead of with a promise. */
export type SyncInbox = { [M in keyof LeadInbox]: (...args: Parameters<LeadInbox[M]>) => Awaited<ReturnType<LeadInbox[M]>> };

export class SqliteInbox implements SyncInbox {
  constructor(private readonly db: Db) {}

  private rows(s: Statement): Row[] {
    return this.db.prepare(s.sql).all(...s.params) as Row[];
  }
  private get(s: Statement): Row | undefined {
    return this.db.prepare(s.sql).get(...s.params) as Row | undefined;
  }
  private run(s: Statement): number {
    return Number(this.db.prepare(s.sql).run(...s.params).changes);
  }
  private count(s: Statement): number {
    return Number(this.get(s)?.n ?? 0);
  }

  page(filter: InboxFilter, request: InboxPageRequest): InboxPage {
    const s = inboxSql.page(d, filter, request.today);
    const due = this.rows(s.due);
    const w = pageWindow(due.length, request);
    const rest = w.restLimit > 0 ? this.rows(s.rest(w.restOffset, w.restLimit)) : [];
    return {
      leads: [...due.slice(w.dueStart, w.dueEnd), ...rest].map(toInboxLead),
      total: this.count(s.total),
      unread: this.count(s.unread),
      newest: this.count(s.newest),
    };
  }

  /** Fills the filter columns of leads stored before the inbox existed. */
  indexOlderLeads(): void {
    writeTransaction(this.db, () => {
      for (const row of this.rows(inboxSql.unindexed(d))) this.run(inboxSql.index(d, Number(row.id), JSON.parse(String(row.fields)) as Record<string, string>));
    });
  }

  all(filter: InboxFilter): InboxLead[] {
    return this.rows(inboxSql.all(d, filter)).map(toInboxLead);
  }

  lead(id: number): { lead: InboxLead; events: LeadEvent[] } | undefined {
    const row = this.get(inboxSql.lead(d, id));
    if (!row) return undefined;
    return { lead: toInboxLead(row), events: this.rows(inboxSql.events(d, id)) as unknown as LeadEvent[] };
  }

  choices(): { forms: string[]; campaigns: string[] } {
    const values = (s: Statement) => this.rows(s).map((row) => String(row.value));
    return { forms: values(inboxSql.forms(d)), campaigns: values(inboxSql.campaigns(d)) };
  }

  markViewed(id: number, actor: string, at: string): void {
    writeTransaction(this.db, () => {
      if (!this.run(inboxSql.firstView(d, id, at)) && this.count(inboxSql.exists(d, id)) === 0) return;
      if (this.count(inboxSql.recentView(d, id, actor, viewWindowStart(at))) === 0) this.run(inboxSql.event(d, id, { at, actor, kind: "viewed", detail: "" }));
    });
  }

  changeStatus(id: number, change: { from: LeadStatus; to: LeadStatus; note: string; actor: string; at: string }): StatusChange {
    return writeTransaction(this.db, (): StatusChange => {
      if (this.run(inboxSql.setStatus(d, id, change.from, change.to)) === 0) {
        const row = this.get(inboxSql.lead(d, id));
        if (!row) return { ok: false, reason: "missing" };
        const last = this.get(inboxSql.lastStatusEvent(d, id));
        return { ok: false, reason: "conflict", current: toInboxLead(row).status, by: last ? String(last.actor) : null, at: last ? String(last.at) : null };
      }
      this.run(inboxSql.event(d, id, { at: change.at, actor: change.actor, kind: "status", detail: statusDetail(change.from, change.to) }));
      if (change.note.trim()) this.run(inboxSql.event(d, id, { at: change.at, actor: change.actor, kind: "note", detail: change.note.trim() }));
      return { ok: true };
    });
  }

  addNote(id: number, note: string, actor: string, at: string): boolean {
    return writeTransaction(this.db, () => {
      if (this.count(inboxSql.exists(d, id)) === 0) return false;
      this.run(inboxSql.event(d, id, { at, actor, kind: "note", detail: note.trim() }));
      return true;
    });
  }

  setFollowUp(id: number, day: string | null, actor: string, at: string): boolean {
    return writeTransaction(this.db, () => {
      if (this.run(inboxSql.setFollowUp(d, id, day)) === 0) return false;
      this.run(inboxSql.event(d, id, { at, actor, kind: "follow-up", detail: day ?? "" }));
      return true;
    });
  }

  remove(id: number): boolean {
    return writeTransaction(this.db, () => {
      this.run(inboxSql.removeEvents(d, id));
      return this.run(inboxSql.remove(d, id)) > 0;
    });
  }

  removeReceivedBefore(instant: string): number {
    return writeTransaction(this.db, () => {
      this.run(inboxSql.removeEventsBefore(d, instant));
      return this.run(inboxSql.removeBefore(d, instant));
    });
  }
}
