/**
 * /healthz's verdict on the lead store. The store's own check is a real write, so it is run at most
 * about once a second, and /healthz never waits on it for long: a database that is locked or stuck
 * gets a 503 within DEADLINE_MS instead of a health check that hangs with it.
 *
 * On a busy machine the event loop can notice the deadline late, after the store's answer has
 * already arrived but before it was read (a timer runs before the messages that came in meanwhile):
 * when the deadline fires, answers already waiting are read first, so a probe that answered in time
 * is never reported as late.
 */
import type { LeadStore, StoreHealth } from "../storage/lead-store.ts";

export const DEADLINE_MS = 80;
const FRESH_MS = 1000;

export interface HealthCheckOptions {
  deadlineMs?: number;
  freshMs?: number;
  /** A verdict just reached (the server's start-up check), answered until it is no longer fresh. */
  initial?: StoreHealth;
}

export function createHealthCheck(store: Pick<LeadStore, "health">, { deadlineMs = DEADLINE_MS, freshMs = FRESH_MS, initial }: HealthCheckOptions = {}) {
  let last: { at: number; verdict: StoreHealth } | undefined = initial && { at: Date.now(), verdict: initial };
  let running: Promise<StoreHealth> | undefined;
  const probe = () =>
    (running ??= store
      .health()
      .catch((error: unknown): StoreHealth => ({ ok: false, reason: (error as Error).message }))
      .then((verdict) => {
        last = { at: Date.now(), verdict };
        running = undefined;
        return verdict;
      }));
  return async (): Promise<StoreHealth> => {
    if (last && Date.now() - last.at < freshMs) return last.verdict;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<StoreHealth>((resolve) => {
      const verdict: StoreHealth = { ok: false, reason: `the database did not answer within ${deadlineMs} ms (locked or busy)` };
      // setImmediate runs after the event loop has read the I/O and thread messages that are waiting.
      timer = setTimeout(() => setImmediate(() => resolve(verdict)), deadlineMs);
    });
    try {
      return await Promise.race([probe(), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
