/**
 * Every signed-in page of the back office says whether the site being served is the real one or a
 * demo, from the served build's own robots.txt (the file that keeps search engines out), so staff
 * never publish for days without knowing visitors see sample details (issue 50).
 */
import { cpSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/admin/roles.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { adminHarness, Browser, readable, signedInAs } from "./admin-client.ts";
import { FIXTURE_SITE, SQLITE_WORKER, tempDir } from "./server-process.ts";

const dir = tempDir();
const store = await openSqliteLeadStore(`${dir.dir}/leads.sqlite`, { worker: SQLITE_WORKER });
afterAll(async () => (await store.close(), dir.remove()));

/** A copy of the fixture build with the robots.txt a demo build, or a live one, writes (as scripts/build.ts would). */
function siteWithRobots(name: string, robots: string): LiveSite {
  const site = path.join(dir.dir, name);
  cpSync(FIXTURE_SITE, site, { recursive: true });
  writeFileSync(path.join(site, "robots.txt"), robots);
  return new LiveSite(site);
}
// Written out here rather than taken from the build's code: what a crawler reads.
const DEMO_ROBOTS = "User-agent: *\nDisallow: /\n";
const LIVE_ROBOTS = "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com.au/sitemap.xml\n";

let people = 0;
async function signedIn(live: LiveSite, role: Role): Promise<Browser> {
  const h = adminHarness(store, { live });
  const email = `${role}-${++people}@example.com`;
  const browser = await signedInAs(h, email, role);
  return browser;
}

const stateLine = (html: string) => readable(/<p class="site-state[^"]*"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? "");

describe("whether the site is live, on every back-office page", () => {
  it("says a demo build is not live, on the home page and every area an owner opens, with the way to the checklist", async () => {
    const owner = await signedIn(siteWithRobots("demo", DEMO_ROBOTS), "owner");
    for (const page of ["/admin", "/admin/people", "/admin/audit", "/admin/account", "/admin/leads", "/admin/publish"]) {
      const html = (await owner.get(page)).html;
      expect(stateLine(html), page).toMatch(/^Demo site: not live yet\..*search engines are asked not to list it/);
      expect(html, page).toContain('href="/admin/go-live"');
    }
  });

  it("tells other roles too, without a link they could not open", async () => {
    const leads = await signedIn(siteWithRobots("demo-leads", DEMO_ROBOTS), "leads");
    const html = (await leads.get("/admin/leads")).html;
    expect(stateLine(html)).toMatch(/^Demo site: not live yet\./);
    expect(html).not.toContain('href="/admin/go-live"');
  });

  it("says a live build is live, and that search engines may list it", async () => {
    const editor = await signedIn(siteWithRobots("live", LIVE_ROBOTS), "editor");
    const html = (await editor.get("/admin")).html;
    expect(stateLine(html)).toBe("Live site. Search engines may list it.");
  });

  it("reaches the content editor's page too, which draws its own header", async () => {
    const demo = await signedIn(siteWithRobots("demo-editor", DEMO_ROBOTS), "editor");
    expect((await demo.get("/admin/content/")).html).toContain('<meta name="site-state" content="demo">');
    const live = await signedIn(siteWithRobots("live-editor", LIVE_ROBOTS), "editor");
    expect((await live.get("/admin/content/")).html).toContain('<meta name="site-state" content="live">');
  });

  it("is not shown before sign-in", async () => {
    const h = adminHarness(store, { live: siteWithRobots("anonymous", DEMO_ROBOTS) });
    const html = await (await h.app.request("http://localhost/admin/sign-in", { headers: { accept: "text/html" } })).text();
    expect(html).not.toContain("site-state");
  });
});
