/**
 * A build keeps serving the figures it was made with after their review date has passed, when no
 * build would be allowed: the back office's home tells its owners (the people who can have them
 * checked and publish), from the live build's own list of review dates, on the day they look.
 */
import { cpSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/admin/roles.ts";
import { FACT_REVIEWS_FILE, type FactReview } from "../../src/lib/fact-reviews.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { adminHarness, ORIGIN, readable, signedInAs } from "./admin-client.ts";
import { FIXTURE_SITE, SQLITE_WORKER, tempDir } from "./server-process.ts";

const dir = tempDir();
const store = await openSqliteLeadStore(`${dir.dir}/leads.sqlite`, { worker: SQLITE_WORKER });
afterAll(async () => (await store.close(), dir.remove()));

const source = (title: string) => ({ publisher: "Revenue NSW", title, url: `https://www.revenue.nsw.gov.au/${title.toLowerCase().replace(/ /g, "-")}` });
// The harness's clock reads 25 November 2026.
const REVIEWS: FactReview[] = [
  // In force, and its review date has passed: the one to tell.
  { fact: "nsw-transfer-duty", effectiveFrom: "2025-07-01", reviewBy: "2026-10-31", source: source("Transfer duty") },
  // Past its date too, but a newer set is in force: nothing to tell.
  { fact: "income-tax", effectiveFrom: "2025-07-01", reviewBy: "2026-06-30", source: source("Old rates") },
  { fact: "income-tax", effectiveFrom: "2026-07-01", reviewBy: "2027-05-31", source: source("New rates") },
];

const site = path.join(dir.dir, "site");
cpSync(FIXTURE_SITE, site, { recursive: true });
writeFileSync(path.join(site, FACT_REVIEWS_FILE), JSON.stringify(REVIEWS));
const h = adminHarness(store, { live: new LiveSite(site) });

async function homeOf(role: Role): Promise<string> {
  const email = `${role}@example.com`;
  const browser = await signedInAs(h, email, role);
  return readable((await browser.get("/admin")).html);
}

describe("figures past their review date on the live site", () => {
  it("are listed on an owner's home page: which figures, from whom, and the date they were due", async () => {
    const home = await homeOf("owner");
    expect(home).toContain("The live site states figures that were due to be checked against their source");
    expect(home).toContain("The figures in force from 1 July 2025, from Revenue NSW's Transfer duty , were due for review on 31 October 2026.");
    expect(home).not.toContain("Old rates");
    expect(home).not.toContain("New rates");
  });

  it("are not shown to people who cannot act on them", async () => {
    expect(await homeOf("leads")).not.toContain("due to be checked");
  });

  it("are not served to visitors: the list is the back office's", async () => {
    const answer = await h.app.request(`${ORIGIN}/${FACT_REVIEWS_FILE}`);
    expect(await answer.text()).not.toContain("nsw-transfer-duty");
  });
});
