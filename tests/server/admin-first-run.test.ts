/**
 * Before anyone has an account, the back office's first page shows the command that makes the first
 * owner with the address it was opened at, so the link the command prints leads back to this
 * server whatever its port (the trial's server was not on 3000, and the link was; issue 50 item 7).
 */
import { afterAll, expect, it } from "vitest";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { adminHarness, readable } from "./admin-client.ts";
import { SQLITE_WORKER, tempDir } from "./server-process.ts";

const dir = tempDir();
const store = await openSqliteLeadStore(`${dir.dir}/leads.sqlite`, { worker: SQLITE_WORKER });
afterAll(async () => (await store.close(), dir.remove()));

it.each(["http://127.0.0.1:6911", "https://office.example.com.au"])(
  "shows the first account's command with the address it was opened at (%s)",
  async (origin) => {
    const { app } = adminHarness(store);
    const page = await app.request(`${origin}/admin`, { headers: { accept: "text/html" } });
    expect(readable(await page.text())).toContain(`SITE_URL=${origin} npm run admin -- add-user you@example.com.au --role owner`);
  },
);
