/**
 * /healthz's verdict on the lead store. The store's own check is a real write, so it is run at most
 * about once a second, and /healthz never waits on it for long: a database that is locked or stuck
 * gets a 503 within DEADLINE_MS instead of a health check that hangs with it.
 */
import type { LeadStore, StoreHealth } from "./lead-store.ts";

export const DEADLINE_MS = 80;
const FRESH_MS = 1000;

export function createHealthCheck(store: Pick<LeadStore, "health">, { deadlineMs = DEADLINE_MS, freshMs = FRESH_MS } = {}) {
  let last: { at: number; verdict: StoreHealth } | undefined;
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
      timer = setTimeout(() => resolve({ ok: false, reason: `the database did not answer within ${deadlineMs} ms (locked or busy)` }), deadlineMs);
    });
    try {
      return await Promise.race([probe(), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
