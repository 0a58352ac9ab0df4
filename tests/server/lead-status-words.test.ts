/**
 * A site owns its words for a lead's status (site.json `leadStatuses`): the inbox shows the
 * broker's words with the broker's site and the starter's with the starter's, while the stored values
 * stay the same (LEAD_STATUSES). Expectations come from each site's raw site.json.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { statusWords } from "../../src/admin/inbox/status-words.ts";
import { LEAD_STATUSES } from "../../src/storage/lead-inbox.ts";
import { adminHarness, signedInAs } from "./admin-client.ts";
import { freshStores } from "./fresh-stores.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
type Site = { leadStatuses?: Record<string, string> };
const rawSite = (dir: string) => JSON.parse(readFileSync(path.join(PROJECT, dir, "pages.config/site.json"), "utf8")) as Site;
const { SQLite } = freshStores({ sameThread: true });
/** The words of the status picker on a lead's page, in the order it offers them. */
const offered = (html: string) =>
  [...html.matchAll(/<option value="([a-z]+)"[^>]*>([^<]*)<\/option>/g)]
    .filter(([, value]) => LEAD_STATUSES.includes(value as never))
    .map(([, value, word]) => [value, word]);

describe("the words for a lead's status are the site's", () => {
  const westline = rawSite("sites/westline");
  const starter = rawSite("sites/starter");

  it("the broker's site names all six, and the starter words some differently", () => {
    expect(Object.keys(westline.leadStatuses ?? {}).sort()).toEqual([...LEAD_STATUSES].sort());
    const differing = Object.entries(starter.leadStatuses ?? {}).filter(([status, word]) => westline.leadStatuses?.[status] !== word);
    expect(differing.length).toBeGreaterThan(0);
  });

  for (const [name, site] of [
    ["sites/westline", westline],
    ["sites/starter", starter],
  ] as const)
    it(`${name}: a lead's page offers each status in the site's words`, async (ctx) => {
      const { store, done } = await SQLite(ctx);
      try {
        const h = adminHarness(store, { statusWords: () => statusWords(site) });
        await store.store(
          {
            formName: "contact",
            pagePath: "/contact",
            fields: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", message: "Hi" },
            remoteAddress: undefined,
            userAgent: undefined,
          },
          h.clock.now,
        );
        const browser = await signedInAs(h, "kim@office.example", "leads");
        const list = (await browser.get("/admin/leads")).html;
        const id = Number(/href="\/admin\/leads\/(\d+)"/.exec(list)?.[1]);
        const page = (await browser.get(`/admin/leads/${id}`)).html;
        for (const [value, word] of Object.entries(site.leadStatuses ?? {})) expect(offered(page)).toContainEqual([value, word]);
      } finally {
        await done();
      }
    });
});
