import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, testBrowserPath } from "./tests/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);

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
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    // The real production server over the real build: what visitors get.
    // Leads posted by the tests go to a throwaway database, never the broker's.
    command: `PORT=${PORT} HOST=127.0.0.1 LEADS_DB=.tmp/e2e-leads.sqlite node build/node-server/main.mjs`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
