/**
 * The SQLite file's stores run in a worker thread. The driver is synchronous: a write that waits for
 * another process's lock (up to the busy timeout) or for a slow disk would stop the whole event
 * loop, pages and /healthz included. Here it stops only this thread. The main thread sends each
 * store call (a method's name and arguments) and gets its answer; the stores' code is the same on
 * both sides of the message, and the same as PostgreSQL's.
 */
import { parentPort, workerData } from "node:worker_threads";
import { startWorker } from "../lib/worker-thread.ts";
import { LeadStoreError } from "./lead-store.ts";
import { openSqlite } from "./sqlite.ts";
import { createStores, remoteStores, runStoreCall, type StoreCall, type Stores } from "./storage.ts";

type Request = { id: number; call: StoreCall } | { id: number; close: true };
type Response = { id: number; result: unknown } | { id: number; error: { message: string; code?: string } };

interface ThreadData {
  file: string;
  busyTimeoutMs: number;
}

/** The worker's whole job: open the file, then answer calls until told to close. */
export async function serveSqliteThread(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("the SQLite thread runs as a worker thread only");
  const { file, busyTimeoutMs } = workerData as ThreadData;
  let opened: Awaited<ReturnType<typeof openSqlite>>;
  try {
    opened = await openSqlite(file, { busyTimeoutMs });
  } catch (error) {
    port.postMessage({ id: 0, error: { message: (error as Error).message } } satisfies Response);
    return;
  }
  const stores = createStores(opened.db, opened.engine);
  port.on("message", (request: Request) => {
    const work = "close" in request ? opened.engine.close() : runStoreCall(stores, request.call);
    work.then(
      (result) => port.postMessage({ id: request.id, result } satisfies Response),
      (error: Error & { code?: string }) => port.postMessage({ id: request.id, error: { message: error.message, code: error.code } } satisfies Response),
    );
  });
  port.postMessage({ id: 0, result: "ready" } satisfies Response);
}

/** Starts the thread (`script` is its module: sqlite-worker.ts, or the bundled sqlite-worker.mjs) and waits until the file is open. */
export async function startSqliteThread(script: URL, data: ThreadData): Promise<{ stores: Stores; close: () => Promise<void> }> {
  const worker = startWorker(script, data);
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let nextId = 1;
  let failure: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  worker.on("message", (response: Response) => {
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
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  const send = (request: { call: StoreCall } | { close: true }) =>
    new Promise<unknown>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  return {
    stores: remoteStores((call) => send({ call })),
    close: async () => {
      if (failure) return;
      await send({ close: true }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
