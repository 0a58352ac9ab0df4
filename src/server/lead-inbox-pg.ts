/**
 * The lead inbox on PostgreSQL: the statements of lead-inbox.ts, each change in one transaction so
 * that two instances changing one lead at once are ordered by the database, not by luck.
 */
import type pg from "pg";
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

type Row = Record<string, unknown>;
type Queryable = Pick<pg.Pool, "query"> | pg.PoolClient;

export const PG_DIALECT: SqlDialect = { placeholder: (n) => `$${n}` };
const d = PG_DIALECT;

const rows = async (q: Queryable, s: Statement): Promise<Row[]> => (await q.query<Row>(s.sql, s.params)).rows;
const count = async (q: Queryable, s: Statement): Promise<number> => Number((await rows(q, s))[0]?.n ?? 0);
const run = async (q: Queryable, s: Statement): Promise<number> => (await q.query(s.sql, s.params)).rowCount ?? 0;

export class PgInbox implements LeadInbox {
  constructor(private readonly pool: pg.Pool) {}

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async page(filter: InboxFilter, request: InboxPageRequest): Promise<InboxPage> {
    const s = inboxSql.page(d, filter, request.today);
    const [due, total, unread, newest] = await Promise.all([
      rows(this.pool, s.due),
      count(this.pool, s.total),
      count(this.pool, s.unread),
      count(this.pool, s.newest),
    ]);
    const w = pageWindow(due.length, request);
    const rest = w.restLimit > 0 ? await rows(this.pool, s.rest(w.restOffset, w.restLimit)) : [];
    return { leads: [...due.slice(w.dueStart, w.dueEnd), ...rest].map(toInboxLead), total, unread, newest };
  }

  /** Fills the filter columns of leads stored before the inbox existed. */
  async indexOlderLeads(): Promise<void> {
    await this.transaction(async (c) => {
      for (const row of await rows(c, inboxSql.unindexed(d)))
        await run(c, inboxSql.index(d, Number(row.id), JSON.parse(String(row.fields)) as Record<string, string>));
    });
  }

  async all(filter: InboxFilter): Promise<InboxLead[]> {
    return (await rows(this.pool, inboxSql.all(d, filter))).map(toInboxLead);
  }

  async lead(id: number): Promise<{ lead: InboxLead; events: LeadEvent[] } | undefined> {
    const [row] = await rows(this.pool, inboxSql.lead(d, id));
    if (!row) return undefined;
    return { lead: toInboxLead(row), events: (await rows(this.pool, inboxSql.events(d, id))) as unknown as LeadEvent[] };
  }

  async choices(): Promise<{ forms: string[]; campaigns: string[] }> {
    const values = async (s: Statement) => (await rows(this.pool, s)).map((row) => String(row.value));
    const [forms, campaigns] = await Promise.all([values(inboxSql.forms(d)), values(inboxSql.campaigns(d))]);
    return { forms, campaigns };
  }

  async markViewed(id: number, actor: string, at: string): Promise<void> {
    await this.transaction(async (c) => {
      if (!(await run(c, inboxSql.firstView(d, id, at))) && (await count(c, inboxSql.exists(d, id))) === 0) return;
      if ((await count(c, inboxSql.recentView(d, id, actor, viewWindowStart(at)))) === 0)
        await run(c, inboxSql.event(d, id, { at, actor, kind: "viewed", detail: "" }));
    });
  }

  async changeStatus(id: number, change: { from: LeadStatus; to: LeadStatus; note: string; actor: string; at: string }): Promise<StatusChange> {
    return this.transaction(async (c): Promise<StatusChange> => {
      // The UPDATE's row lock makes a second instance's change wait, then find the status moved on.
      if ((await run(c, inboxSql.setStatus(d, id, change.from, change.to))) === 0) {
        const [row] = await rows(c, inboxSql.lead(d, id));
        if (!row) return { ok: false, reason: "missing" };
        const [last] = await rows(c, inboxSql.lastStatusEvent(d, id));
        return { ok: false, reason: "conflict", current: toInboxLead(row).status, by: last ? String(last.actor) : null, at: last ? String(last.at) : null };
      }
      await run(c, inboxSql.event(d, id, { at: change.at, actor: change.actor, kind: "status", detail: statusDetail(change.from, change.to) }));
      if (change.note.trim()) await run(c, inboxSql.event(d, id, { at: change.at, actor: change.actor, kind: "note", detail: change.note.trim() }));
      return { ok: true };
    });
  }

  async addNote(id: number, note: string, actor: string, at: string): Promise<boolean> {
    return this.transaction(async (c) => {
      if ((await count(c, inboxSql.exists(d, id))) === 0) return false;
      await run(c, inboxSql.event(d, id, { at, actor, kind: "note", detail: note.trim() }));
      return true;
    });
  }

  async setFollowUp(id: number, day: string | null, actor: string, at: string): Promise<boolean> {
    return this.transaction(async (c) => {
      if ((await run(c, inboxSql.setFollowUp(d, id, day))) === 0) return false;
      await run(c, inboxSql.event(d, id, { at, actor, kind: "follow-up", detail: day ?? "" }));
      return true;
    });
  }

  async remove(id: number): Promise<boolean> {
    return this.transaction(async (c) => {
      await run(c, inboxSql.removeEvents(d, id));
      return (await run(c, inboxSql.remove(d, id))) > 0;
    });
  }

  async removeReceivedBefore(instant: string): Promise<number> {
    return this.transaction(async (c) => {
      await run(c, inboxSql.removeEventsBefore(d, instant));
      return run(c, inboxSql.removeBefore(d, instant));
    });
  }
}
