/**
 * The worker thread that owns the SQLite connection. The driver is synchronous: a write that
 * waits for another process's lock (up to the busy timeout) or for a slow disk would stop the
 * whole event loop, pages and /healthz included. Here it stops only this thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { LeadsDb } from "./leads-db.ts";
import { runRequest, type SqliteRequest, type SqliteResponse } from "./sqlite-store.ts";

const port = parentPort;
if (!port) throw new Error("sqlite-worker.ts runs as a worker thread only");
const { file, busyTimeoutMs } = workerData as { file: string; busyTimeoutMs: number };

let db: LeadsDb | undefined;
try {
  db = new LeadsDb(file, { busyTimeoutMs });
  port.postMessage({ id: 0, result: "ready" } satisfies SqliteResponse);
} catch (error) {
  port.postMessage({ id: 0, error: { message: (error as Error).message } } satisfies SqliteResponse);
}

port.on("message", (request: SqliteRequest) => {
  if (!db) return;
  try {
    port.postMessage({ id: request.id, result: runRequest(db, request) } satisfies SqliteResponse);
  } catch (error) {
    const { message, code } = error as Error & { code?: string };
    port.postMessage({ id: request.id, error: { message, code } } satisfies SqliteResponse);
  }
});
