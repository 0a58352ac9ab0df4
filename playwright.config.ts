import { defineConfig } from "@playwright/test";
import { TEST_CHROMIUM_ARGS, testBrowserPath } from "./tests/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const E2E_DB = ".tmp/e2e-leads.sqlite";

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
    command: `rm -f ${E2E_DB} ${E2E_DB}-wal ${E2E_DB}-shm && PORT=${PORT} HOST=127.0.0.1 LEADS_DB=${E2E_DB} node build/node-server/main.mjs`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
