import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { createHealthCheck } from "./health-check.ts";
import type { StoreHealth } from "../storage/lead-store.ts";

/** Holds the thread, as a machine busy with other work would hold the server's event loop. */
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** A store whose verdict arrives as a message from another thread does (the SQLite worker's way). */
function storeAnsweringBy(message: StoreHealth) {
  return {
    health: () =>
      new Promise<StoreHealth>((resolve) => {
        const { port1, port2 } = new MessageChannel();
        port2.once("message", (verdict: StoreHealth) => {
          port2.close();
          resolve(verdict);
        });
        port1.postMessage(message);
        port1.close();
      }),
  };
}

describe("the health check's deadline", () => {
  it("counts an answer that arrived in time even when a busy event loop notices the deadline late", async () => {
    const check = createHealthCheck(storeAnsweringBy({ ok: true }), { deadlineMs: 20 });
    const verdict = check();
    busyFor(60);
    expect(await verdict).toEqual({ ok: true });
  });

  it("still says the database did not answer when it did not", async () => {
    const check = createHealthCheck({ health: () => new Promise<StoreHealth>(() => undefined) }, { deadlineMs: 20 });
    expect(await check()).toEqual({ ok: false, reason: expect.stringContaining("did not answer within 20 ms") as unknown });
  });

  it("starts from the verdict the server started with, so its first answer needs no new probe", async () => {
    let probes = 0;
    const check = createHealthCheck({ health: async () => (probes++, { ok: true }) }, { initial: { ok: true } });
    expect(await check()).toEqual({ ok: true });
    expect(probes).toBe(0);
  });
});
