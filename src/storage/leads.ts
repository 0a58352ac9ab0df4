/**
 * The leads' own statements, for both databases: storing a batch in one transaction (one fsync),
 * announcing claims, listing and copying. lead-store.ts says what each promises.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Engine } from "./engine.ts";
import { inboxColumns } from "./lead-inbox.ts";
import {
  FLAGGED_ACTOR,
  initialStatus,
  LEAD_COLUMNS,
  NOTIFY_CLAIM_MS,
  repeatKey,
  storedUserAgent,
  type NewLead,
  type StoredLead,
  type StoreOutcome,
} from "./lead-store.ts";
import type { Database, SubmissionsTable } from "./schema.ts";

type LeadRow = Pick<Selectable<SubmissionsTable>, (typeof LEAD_COLUMNS)[number]>;

export const toLead = (row: LeadRow): StoredLead => ({ ...row, id: Number(row.id), fields: JSON.parse(row.fields) as Record<string, string> });

/** One lead to store: when it came, and its visitor's network (the only part of the address kept). */
export interface LeadToStore {
  lead: NewLead;
  receivedAt: string;
  network: string | null;
}

/** Ids per statement when claiming: well under either database's limit on parameters. */
const CLAIM_CHUNK = 500;

export function leadRepository(db: Kysely<Database>, engine: Engine) {
  return {
    /**
     * Stores leads in one transaction, and only when the open database is still the one at its
     * address: a lead written to a deleted file would be acknowledged and lost. A repeat (an earlier
     * post's submission key and answers, even earlier in the batch, or another instance's at this
     * moment: the unique index makes it wait, then find the first) is not stored again.
     */
    insertBatch(batch: LeadToStore[]): Promise<StoreOutcome[]> {
      return db.transaction().execute(async (trx) => {
        const stored: StoreOutcome[] = [];
        for (const { lead, receivedAt, network } of batch) {
          const key = repeatKey(lead);
          const row = {
            lead_key: randomUUID(),
            received_at: receivedAt,
            form_name: lead.formName,
            page_path: lead.pagePath ?? null,
            fields: lead.fields,
            remote_network: network,
            user_agent: storedUserAgent(lead.userAgent),
            notified_at: null,
          };
          // The instance that stores a lead announces it; the claim keeps start-up sweeps off it.
          const claimedUntil = new Date(Date.parse(receivedAt) + NOTIFY_CLAIM_MS).toISOString();
          const inserted = await trx
            .insertInto("submissions")
            .values({
              ...row,
              fields: JSON.stringify(row.fields),
              claimed_until: claimedUntil,
              submission_key: key,
              status: initialStatus(lead),
              ...inboxColumns(lead.fields),
            })
            .onConflict((c) => c.column("submission_key").doNothing())
            .returning("id")
            .executeTakeFirst();
          if (!inserted) {
            const first = await trx.selectFrom("submissions").select(LEAD_COLUMNS).where("submission_key", "=", key).executeTakeFirst();
            if (!first) throw new Error("a repeated post's first copy could not be found");
            stored.push({ ...toLead(first), repeat: true });
            continue;
          }
          const id = Number(inserted.id);
          if (lead.flagged)
            await trx.insertInto("lead_events").values({ lead_id: id, at: receivedAt, actor: FLAGGED_ACTOR, kind: "flagged", detail: lead.flagged }).execute();
          stored.push({ id, ...row, repeat: false });
        }
        engine.assertStillOpen();
        return stored;
      });
    },

    async markNotified(id: number, at: Date = new Date()): Promise<void> {
      await db.updateTable("submissions").set({ notified_at: at.toISOString() }).where("id", "=", id).execute();
    },

    /**
     * Leads since `since` that nobody has announced and nobody is announcing, each claimed for
     * `claimMs`; `ignoreClaims` takes over every claim (an SQLite file's first look at start-up).
     * PostgreSQL skips rows another instance is claiming at this moment, leaving them to it.
     */
    claimUnnotified(since: Date, claimMs: number, ignoreClaims: boolean, now: Date = new Date()): Promise<StoredLead[]> {
      return db.transaction().execute(async (trx) => {
        const ids = await trx
          .selectFrom("submissions")
          .select("id")
          .where("notified_at", "is", null)
          .where("status", "<>", "spam")
          .where("received_at", ">=", since.toISOString())
          .$if(!ignoreClaims, (q) => q.where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now.toISOString())])))
          .orderBy("id")
          .$if(engine.dialect === "postgres", (q) => q.forUpdate().skipLocked())
          .execute();
        const until = new Date(now.getTime() + claimMs).toISOString();
        const claimed: StoredLead[] = [];
        for (let start = 0; start < ids.length; start += CLAIM_CHUNK) {
          const chunk = ids.slice(start, start + CLAIM_CHUNK).map((row) => row.id);
          const rows = await trx.updateTable("submissions").set({ claimed_until: until }).where("id", "in", chunk).returning(LEAD_COLUMNS).execute();
          claimed.push(...rows.map(toLead));
        }
        return claimed.sort((a, b) => a.id - b.id);
      });
    },

    /** Most recent first; all of them when limit is omitted. */
    async list(limit?: number): Promise<StoredLead[]> {
      const rows = await db
        .selectFrom("submissions")
        .select(LEAD_COLUMNS)
        .orderBy("id", "desc")
        .$if(limit !== undefined, (q) => q.limit(limit ?? 0))
        .execute();
      return rows.map(toLead);
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom("submissions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Copies leads in, skipping any whose lead_key is already here; resolves with how many were new. */
    importLeads(leads: StoredLead[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let added = 0;
        for (const l of [...leads].sort((a, b) => a.id - b.id)) {
          const { lead_key, received_at, form_name, page_path, remote_network, user_agent, notified_at } = l;
          const result = await trx
            .insertInto("submissions")
            .values({
              lead_key,
              received_at,
              form_name,
              page_path,
              fields: JSON.stringify(l.fields),
              remote_network,
              user_agent,
              notified_at,
              ...inboxColumns(l.fields),
            })
            .onConflict((c) => c.column("lead_key").doNothing())
            .executeTakeFirst();
          added += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
        return added;
      });
    },

    /** Fills the filter columns of leads stored before the inbox existed. */
    indexOlderLeads(): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom("submissions").select(["id", "fields"]).where("search_text", "is", null).execute();
        for (const row of rows)
          await trx
            .updateTable("submissions")
            .set(inboxColumns(JSON.parse(row.fields) as Record<string, string>))
            .where("id", "=", row.id)
            .execute();
      });
    },
  };
}

export type LeadRepository = ReturnType<typeof leadRepository>;
