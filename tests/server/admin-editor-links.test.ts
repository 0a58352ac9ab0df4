/**
 * The content editor's header links to the rest of the back office the person may use (Publish
 * and Leads among them): the trial's staff found only "Back office home" there (issue 50 item 7).
 * The page is the built editor's; the server tells it the links in a meta tag, read here.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/admin/roles.ts";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { adminHarness, signedInAs } from "./admin-client.ts";
import { SQLITE_WORKER, tempDir } from "./server-process.ts";

const dir = tempDir();
const store = await openSqliteLeadStore(`${dir.dir}/leads.sqlite`, { worker: SQLITE_WORKER });
afterAll(async () => (await store.close(), dir.remove()));
const h = adminHarness(store);

async function editorLinks(role: Role): Promise<Array<{ href: string; title: string }>> {
  const email = `${role}@example.com`;
  const browser = await signedInAs(h, email, role);
  const html = (await browser.get("/admin/content/")).html;
  const content = /<meta name="back-office-areas" content="([^"]*)">/.exec(html)?.[1] ?? "[]";
  return JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as Array<{ href: string; title: string }>;
}

describe("the content editor's header", () => {
  it("links an owner to Publish and Leads, and each link opens a page they may use", async () => {
    const links = await editorLinks("owner");
    expect(links).toEqual(
      expect.arrayContaining([
        { href: "/admin/publish", title: "Publish" },
        { href: "/admin/leads", title: "Leads" },
      ]),
    );
    expect(links.map((link) => link.href)).not.toContain("/admin/content/");
  });

  it("links an editor to Publish but not to Leads, which is not part of their role", async () => {
    const hrefs = (await editorLinks("editor")).map((link) => link.href);
    expect(hrefs).toContain("/admin/publish");
    expect(hrefs).not.toContain("/admin/leads");
  });
});
