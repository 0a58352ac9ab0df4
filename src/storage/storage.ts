/**
 * The one storage layer: every store (leads, the inbox and its timeline, accounts and sessions,
 * drafts, the publish log) written once over Kysely, on SQLite or PostgreSQL. The server, the back
 * office and the command-line tools all reach them through Storage.
 *
 * On an SQLite file, leads that arrive while a commit is under way are stored together as the next
 * batch: one transaction, one fsync ("group commit"), since the disk flush, not the CPU, limits how
 * many leads a second can be taken. PostgreSQL takes each lead in its own transaction, at once: two
 * instances' batches could each hold a submission key the other's waits for, a deadlock, and
 * PostgreSQL already groups the commits of concurrent transactions into one flush.
 */
import { accountRepository, type AccountStore } from "./account-store.ts";
import { draftRepository, type DraftStore } from "./draft-store.ts";
import type { Engine } from "./engine.ts";
import { inboxRepository, type InboxSource, type LeadInbox } from "./lead-inbox.ts";
import { LeadStoreError, type LeadStore, type NewLead, type StoreHealth, type StoredLead, type StoreOutcome } from "./lead-store.ts";
import { leadRepository, type LeadRepository } from "./leads.ts";
import { publishRepository, type PublishLog, type SharedBuilds } from "./publish-log.ts";
import { throttleRepository, type ThrottleStore } from "./throttle-store.ts";
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

export interface Stores {
  leads: LeadRepository;
  inbox: LeadInbox;
  accounts: AccountStore;
  drafts: DraftStore;
  publishes: PublishLog & SharedBuilds;
  throttles: ThrottleStore;
  health: Pick<Engine, "probe">;
}

export function createStores(db: Kysely<Database>, engine: Engine): Stores {
  return {
    leads: leadRepository(db, engine),
    inbox: inboxRepository(db),
    accounts: accountRepository(db, engine.dialect),
    drafts: draftRepository(db),
    publishes: publishRepository(db),
    throttles: throttleRepository(db, engine.dialect),
    health: { probe: (lockWaitMs) => engine.probe(lockWaitMs) },
  };
}

/** Every method of every store, so a call can name one across threads (and the compiler says when one is missing). */
const METHODS: { [T in keyof Stores]: Record<keyof Stores[T], true> } = {
  leads: { insertBatch: true, markNotified: true, claimUnnotified: true, list: true, count: true, importLeads: true, indexOlderLeads: true },
  inbox: {
    page: true,
    all: true,
    newestId: true,
    exportScan: true,
    exportPage: true,
    lead: true,
    choices: true,
    markViewed: true,
    changeStatus: true,
    addNote: true,
    setFollowUp: true,
    remove: true,
    removeReceivedBefore: true,
  },
  accounts: {
    countPeople: true,
    addPerson: true,
    personByEmail: true,
    personById: true,
    listPeople: true,
    removePerson: true,
    addPasswordToken: true,
    passwordTokenPerson: true,
    usePasswordToken: true,
    changePassword: true,
    setTotpSecret: true,
    useTotpStep: true,
    addSession: true,
    touchSession: true,
    endSession: true,
    endSessionsOf: true,
    audit: true,
    auditFailure: true,
    auditLog: true,
    auditActions: true,
  },
  drafts: { pending: true, get: true, put: true, discard: true, clearPublished: true },
  publishes: { add: true, list: true, since: true, get: true, newestBuild: true, archive: true, newestAtOrBefore: true, filesBetween: true },
  throttles: { buckets: true, bucketsStartingWith: true, charge: true, forget: true, prune: true },
  health: { probe: true },
};

/** One store method's call, as it crosses to the thread that owns the database. */
export interface StoreCall {
  target: keyof Stores;
  method: string;
  args: unknown[];
}

/** Runs a call that came from another thread; an unknown store or method is refused. */
export function runStoreCall(stores: Stores, { target, method, args }: StoreCall): Promise<unknown> {
  const methods: Record<string, true> | undefined = METHODS[target];
  if (!methods || !Object.hasOwn(methods, method)) return Promise.reject(new Error(`no store method ${String(target)}.${method}`));
  const store = stores[target] as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  return store[method]!(...args);
}

/** Stores whose every method is a call sent to another thread (sqlite-thread.ts). */
export function remoteStores(send: (call: StoreCall) => Promise<unknown>): Stores {
  const remote = <T extends keyof Stores>(target: T): Stores[T] =>
    Object.fromEntries(Object.keys(METHODS[target]).map((method) => [method, (...args: unknown[]) => send({ target, method, args })])) as Stores[T];
  return {
    leads: remote("leads"),
    inbox: remote("inbox"),
    accounts: remote("accounts"),
    drafts: remote("drafts"),
    publishes: remote("publishes"),
    throttles: remote("throttles"),
    health: remote("health"),
  };
}

export interface StorageParts {
  stores: Stores;
  engine: Pick<Engine, "description" | "singleServer">;
  /** What is kept of a visitor's address (the server's rule: its network only). */
  storedNetwork: (address: string | undefined) => string | undefined;
  close: () => Promise<void>;
}

type Pending = { lead: NewLead; receivedAt: string; resolve: (lead: StoreOutcome) => void; reject: (error: unknown) => void };

export class Storage implements LeadStore, InboxSource {
  readonly description: string;
  private pending: Pending[] = [];
  private committing = false;
  private claimedBefore = false;

  constructor(private readonly parts: StorageParts) {
    this.description = parts.engine.description;
  }

  private get stores(): Stores {
    return this.parts.stores;
  }

  store(lead: NewLead, receivedAt: Date = new Date()): Promise<StoreOutcome> {
    return new Promise((resolve, reject) => {
      if (!this.parts.engine.singleServer) return void this.commit([{ lead, receivedAt: receivedAt.toISOString(), resolve, reject }]);
      this.pending.push({ lead, receivedAt: receivedAt.toISOString(), resolve, reject });
      if (!this.committing) setImmediate(() => void this.commitPending());
    });
  }

  private async commitPending(): Promise<void> {
    if (this.committing || !this.pending.length) return;
    this.committing = true;
    const batch = this.pending;
    this.pending = [];
    try {
      await this.commit(batch);
    } finally {
      this.committing = false;
      if (this.pending.length) void this.commitPending();
    }
  }

  /** Stores the leads in one transaction and answers each of them; never rejects itself. */
  private async commit(batch: Pending[]): Promise<void> {
    try {
      const stored = await this.stores.leads.insertBatch(
        batch.map(({ lead, receivedAt }) => ({ lead, receivedAt, network: this.parts.storedNetwork(lead.remoteAddress) ?? null })),
      );
      batch.forEach(({ resolve }, i) => {
        const lead = stored[i];
        if (lead) resolve(lead);
      });
    } catch (error) {
      const failure =
        error instanceof LeadStoreError ? error : Object.assign(new LeadStoreError((error as Error).message), { code: (error as { code?: unknown }).code });
      for (const { reject } of batch) reject(failure);
    }
  }

  health(): Promise<StoreHealth> {
    return this.stores.health.probe(200);
  }

  markNotified(id: number, at: Date = new Date()): Promise<void> {
    return this.stores.leads.markNotified(id, at);
  }

  claimUnnotified(since: Date, claimMs: number): Promise<StoredLead[]> {
    // One SQLite file has one server: at its first look nobody else can be announcing, so claims
    // left by the previous run (stopped before it could announce) are taken over at once.
    const ignoreClaims = this.parts.engine.singleServer && !this.claimedBefore;
    this.claimedBefore = true;
    return this.stores.leads.claimUnnotified(since, claimMs, ignoreClaims);
  }

  list(limit?: number): Promise<StoredLead[]> {
    return this.stores.leads.list(limit);
  }

  count(): Promise<number> {
    return this.stores.leads.count();
  }

  importLeads(leads: StoredLead[]): Promise<number> {
    return this.stores.leads.importLeads(leads);
  }

  inbox(): LeadInbox {
    return this.stores.inbox;
  }

  /** The back office's accounts, sessions and activity log. */
  accounts(): AccountStore {
    return this.stores.accounts;
  }

  /** The hosted editor's drafts. */
  drafts(): DraftStore {
    return this.stores.drafts;
  }

  /** The record of publishes. */
  publishes(): PublishLog {
    return this.stores.publishes;
  }

  /** The sign-in throttle's buckets, shared by every instance on this database. */
  throttles(): ThrottleStore {
    return this.stores.throttles;
  }

  /** The builds instances share, when several can serve one database (PostgreSQL); none for an SQLite file. */
  sharedBuilds(): (PublishLog & SharedBuilds) | undefined {
    return this.parts.engine.singleServer ? undefined : this.stores.publishes;
  }

  close(): Promise<void> {
    return this.parts.close();
  }
}
