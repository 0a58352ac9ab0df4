/**
 * The back office names the business it belongs to from site.json's brand (AdminOptions.brand, which
 * the server passes in), not a name written into the kernel: another site's back office shows its own.
 */
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { createAdminApp } from "../../src/admin/admin-app.tsx";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.ts";
import { TrustedProxies } from "../../src/server/client-address.ts";
import { FIXTURE_SITE, SQLITE_WORKER, tempDir } from "./server-process.ts";

const dir = tempDir();
const store = await openSqliteLeadStore(`${dir.dir}/leads.sqlite`, { worker: SQLITE_WORKER });
afterAll(async () => (await store.close(), dir.remove()));

const signInPage = async (brand?: string) => {
  const app = createApp({
    root: FIXTURE_SITE,
    backOffice: createAdminApp,
    admin: { accounts: store.accounts(), throttles: store.throttles(), trustedProxies: new TrustedProxies([]), brand },
  });
  const response = await app.request("http://localhost/admin/sign-in", { headers: { accept: "text/html" } });
  return response.text();
};
const header = (html: string) => /<a class="brand" href="\/admin">(.*?)<\/a>/.exec(html)?.[1];

describe("the back office's header", () => {
  it("names the brand it is given", async () => {
    const html = await signInPage("Example Plumbing");
    expect(header(html)).toBe("Example Plumbing<small>Back office</small>");
    expect(html).not.toMatch(/westline/i);
  });

  it('says only "Back office" with no brand, and never another business\'s name', async () => {
    const html = await signInPage();
    expect(header(html)).toBe("Back office");
    expect(html).not.toMatch(/westline/i);
  });
});
