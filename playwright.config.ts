import { writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { TEST_CHROMIUM_ARGS, testBrowserPath } from "./tests/chromium.ts";
import { E2E_LEADS_DB } from "./tests/e2e/leads-db.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);

// scripts/lib/e2e-cpu-reporter.ts, in the runner, knows a worker only by its index: each worker,
// which loads this file too, says which process it is.
if (process.env.E2E_CPU_WORKERS && process.env.TEST_WORKER_INDEX)
  writeFileSync(path.join(process.env.E2E_CPU_WORKERS, process.env.TEST_WORKER_INDEX), String(process.pid));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: "list",
  // Limits for what hangs, not speed (benchmark scripts measure that): CI may run beside another
  // build on two cores, where a page's hydration can take several seconds.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: testBrowserPath(), args: TEST_CHROMIUM_ARGS },
  },
  webServer: {
    // The real production server over the real build: what visitors get.
    // Leads posted by the tests go to a throwaway database, never the broker's, made afresh for each
    // run: a run stopped midway leaves its leads and a staff draft, and the next run's tests would
    // meet them (the editor's header was taller by a draft's note another run had saved).
    // Every test posts from 127.0.0.1, so to the server all of them are one visitor: with the
    // production limit (a burst of 10 posts, then 10 a minute) tests that post several forms in a
    // row got "Please wait a moment" when others had posted just before. The limit itself is the
    // server tests' to check (tests/server/operations.test.ts, faults.test.ts).
    command: `rm -f ${E2E_LEADS_DB} ${E2E_LEADS_DB}-wal ${E2E_LEADS_DB}-shm && PORT=${PORT} HOST=127.0.0.1 LEADS_DB=${E2E_LEADS_DB} RATE_LIMIT_BURST=100000 node build/node-server/main.mjs`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
