/**
 * The SQLite lead store: LeadsDb run in a worker thread (sqlite-worker.ts), so nothing the database
 * does — a lock held by another process, a slow fsync — can hold up pages or /healthz. Leads that
 * arrive while a commit is under way are sent together as the next batch: one transaction, one
 * fsync ("group commit"), since with synchronous=FULL the disk flush, not the CPU, limits how
 * many leads a second can be taken.
 */
import { Worker } from "node:worker_threads";
import { runAccountCall, type AccountCall } from "../admin/sqlite-accounts.ts";
import type { PublishLog } from "../admin/publish/publish-log.ts";
import { runDraftCall, type DraftCall } from "../admin/content/sqlite-drafts.ts";
import type { InboxSource, LeadInbox } from "./lead-inbox.ts";
import type { SyncInbox } from "./lead-inbox-sqlite.ts";
import { LeadsDb } from "./leads-db.ts";
import { LeadStoreError, type LeadStore, type NewLead, type StoreHealth, type StoredLead, type StoreOutcome } from "./lead-store.ts";

export type SqliteCall =
  | { op: "insertBatch"; batch: { lead: NewLead; receivedAt: string }[] }
  | { op: "probe"; lockWaitMs: number }
  | { op: "markNotified"; leadId: number; at: string }
  | { op: "claimUnnotified"; since: string; claimMs: number; ignoreClaims: boolean }
  | { op: "list"; limit?: number }
  | { op: "count" }
  | { op: "importLeads"; leads: StoredLead[] }
  | { op: "accounts"; call: AccountCall }
  | PublishesCall
  | { op: "drafts"; call: DraftCall }
  | InboxCall
  | { op: "close" };
export type SqliteRequest = SqliteCall & { id: number };
export type SqliteResponse = { id: number; result: unknown } | { id: number; error: { message: string; code?: string } };

type Call = SqliteCall;

/** One call of a LeadInbox method, sent to the thread that owns the connection. */
type InboxCall = { [M in keyof LeadInbox]: { op: "inbox"; method: M; args: Parameters<LeadInbox[M]> } }[keyof LeadInbox];

function callInbox(inbox: SyncInbox, { method, args }: InboxCall): unknown {
  // Each method with the arguments its own call carried (InboxCall pairs them).
  return (inbox[method] as (...a: unknown[]) => unknown).apply(inbox, args);
}

/** One call of a publish-log method (src/admin/publish/publish-log.ts). */
type PublishesCall = { [M in keyof PublishLog]: { op: "publishes"; method: M; args: Parameters<PublishLog[M]> } }[keyof PublishLog];

/** One request against the database: the worker's whole job, and the same-thread mode's. */
export function runRequest(db: LeadsDb, request: Call): unknown {
  switch (request.op) {
    case "insertBatch":
      return db.insertBatch(request.batch);
    case "probe":
      return db.probe(request.lockWaitMs);
    case "markNotified":
      return db.markNotified(request.leadId, new Date(request.at));
    case "claimUnnotified":
      return db.claimUnnotified(new Date(request.since), request.claimMs, request.ignoreClaims);
    case "list":
      return db.list(request.limit);
    case "count":
      return db.count();
    case "importLeads":
      return db.importLeads(request.leads);
    case "accounts":
      return runAccountCall(db.accounts(), request.call);
    case "drafts":
      return runDraftCall(db.drafts(), request.call);
    case "inbox":
      return callInbox(db.inbox(), request);
    case "publishes":
      return (db.publishes()[request.method] as (...a: unknown[]) => unknown).apply(db.publishes(), request.args);
    case "close":
      return db.close();
  }
}

/**
 * A worker thread does not inherit the main thread's module hooks, so a TypeScript worker (the
 * server runs through tsx) first registers tsx itself, then loads its module.
 */
function startWorker(script: URL, workerData: unknown): Worker {
  if (!script.pathname.endsWith(".ts")) return new Worker(script, { workerData });
  const bootstrap = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

export interface SqliteStoreOptions {
  busyTimeoutMs?: number;
  /** Run the database on the calling thread (command-line tools); the server never does. */
  sameThread?: boolean;
  /**
   * The database thread's module, when not the one beside this module: the tests give the bundled
   * server's, which the thread loads without first loading tsx and transforming its imports.
   */
  worker?: URL;
}

export class SqliteLeadStore implements LeadStore, InboxSource {
  readonly description: string;
  private pending: { lead: NewLead; receivedAt: string; resolve: (lead: StoreOutcome) => void; reject: (error: unknown) => void }[] = [];
  private committing = false;

  private constructor(
    readonly file: string,
    private readonly call: (request: Call) => Promise<unknown>,
    private readonly shutdown: () => Promise<void>,
  ) {
    this.description = `SQLite ${file}`;
  }

  static async open(file: string, { busyTimeoutMs = 5000, sameThread = false, worker: script }: SqliteStoreOptions = {}): Promise<SqliteLeadStore> {
    if (sameThread) {
      let db: LeadsDb;
      try {
        db = new LeadsDb(file, { busyTimeoutMs });
      } catch (error) {
        throw new LeadStoreError((error as Error).message);
      }
      const call = async (request: Call) => runRequest(db, request);
      return new SqliteLeadStore(file, call, async () => db.close());
    }

    // Beside this module: sqlite-worker.ts in the source, sqlite-worker.mjs beside the bundled server.
    const worker = startWorker(script ?? new URL(import.meta.url.endsWith(".ts") ? "./sqlite-worker.ts" : "./sqlite-worker.mjs", import.meta.url), {
      file,
      busyTimeoutMs,
    });
    const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
    let nextId = 1;
    let failure: Error | undefined;
    const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
    worker.on("message", (response: SqliteResponse) => {
      const waiter = waiting.get(response.id);
      if (!waiter) return;
      waiting.delete(response.id);
      if ("error" in response) waiter.reject(Object.assign(new LeadStoreError(response.error.message), { code: response.error.code }));
      else waiter.resolve(response.result);
    });
    const failAll = (error: Error) => {
      failure = error;
      for (const waiter of waiting.values()) waiter.reject(error);
      waiting.clear();
    };
    worker.on("error", (error) => failAll(new LeadStoreError(`the database thread failed: ${error.message}`)));
    worker.on("exit", () => failAll(new LeadStoreError("the database thread has stopped")));
    await ready;
    const call = (request: Call) =>
      new Promise<unknown>((resolve, reject) => {
        if (failure) return reject(failure);
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ ...request, id });
      });
    return new SqliteLeadStore(file, call, async () => {
      if (failure) return;
      await call({ op: "close" }).catch(() => undefined);
      await worker.terminate();
    });
  }

  store(lead: NewLead, receivedAt: Date = new Date()): Promise<StoreOutcome> {
    return new Promise((resolve, reject) => {
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
      const stored = (await this.call({ op: "insertBatch", batch: batch.map(({ lead, receivedAt }) => ({ lead, receivedAt })) })) as StoreOutcome[];
      batch.forEach(({ resolve }, i) => {
        const lead = stored[i];
        if (lead) resolve(lead);
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
    } finally {
      this.committing = false;
      if (this.pending.length) void this.commitPending();
    }
  }

  async health(): Promise<StoreHealth> {
    return (await this.call({ op: "probe", lockWaitMs: 200 })) as StoreHealth;
  }

  async markNotified(id: number, at: Date = new Date()): Promise<void> {
    await this.call({ op: "markNotified", leadId: id, at: at.toISOString() });
  }

  private claimedBefore = false;

  async claimUnnotified(since: Date, claimMs: number): Promise<StoredLead[]> {
    // One SQLite file has one server: at its first look nobody else can be announcing, so claims
    // left by the previous run (stopped before it could announce) are taken over at once.
    const ignoreClaims = !this.claimedBefore;
    this.claimedBefore = true;
    return (await this.call({ op: "claimUnnotified", since: since.toISOString(), claimMs, ignoreClaims })) as StoredLead[];
  }

  async list(limit?: number): Promise<StoredLead[]> {
    return (await this.call({ op: "list", limit })) as StoredLead[];
  }

  async count(): Promise<number> {
    return (await this.call({ op: "count" })) as number;
  }

  inbox(): LeadInbox {
    const via =
      <M extends keyof LeadInbox>(method: M) =>
      (...args: Parameters<LeadInbox[M]>) =>
        this.call({ op: "inbox", method, args } as InboxCall);
    return {
      page: via("page") as LeadInbox["page"],
      all: via("all") as LeadInbox["all"],
      lead: via("lead") as LeadInbox["lead"],
      choices: via("choices") as LeadInbox["choices"],
      markViewed: via("markViewed") as LeadInbox["markViewed"],
      changeStatus: via("changeStatus") as LeadInbox["changeStatus"],
      addNote: via("addNote") as LeadInbox["addNote"],
      setFollowUp: via("setFollowUp") as LeadInbox["setFollowUp"],
      remove: via("remove") as LeadInbox["remove"],
      removeReceivedBefore: via("removeReceivedBefore") as LeadInbox["removeReceivedBefore"],
    };
  }

  publishes(): PublishLog {
    const via =
      <M extends keyof PublishLog>(method: M) =>
      (...args: Parameters<PublishLog[M]>) =>
        this.call({ op: "publishes", method, args } as PublishesCall);
    return {
      add: via("add") as PublishLog["add"],
      list: via("list") as PublishLog["list"],
      get: via("get") as PublishLog["get"],
      since: via("since") as PublishLog["since"],
    };
  }

  async importLeads(leads: StoredLead[]): Promise<number> {
    return (await this.call({ op: "importLeads", leads })) as number;
  }

  /** A call on the back office's tables (src/admin/sqlite-accounts.ts), made where the leads' are. */
  accountCall(call: AccountCall): Promise<unknown> {
    return this.call({ op: "accounts", call });
  }

  /** A call on the hosted editor's drafts (src/admin/content/sqlite-drafts.ts). */
  draftCall(call: DraftCall): Promise<unknown> {
    return this.call({ op: "drafts", call });
  }

  close(): Promise<void> {
    return this.shutdown();
  }
}
