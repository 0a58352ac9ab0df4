/**
 * The leads export read a page at a time (src/admin/inbox/export.ts) is the same file as the CSV
 * made from every lead at once, on SQLite and on PostgreSQL; and exports beyond the queue's places
 * are refused at once, in words staff can act on.
 */
import { describe, expect, it } from "vitest";
import { exportLeads } from "../../src/admin/inbox/export.ts";
import { leadsToCsv } from "../../src/server/leads-csv.ts";
import type { StoredLead } from "../../src/storage/lead-store.ts";
import { adminHarness, readable, signedInAs } from "./admin-client.ts";
import { freshStores } from "./fresh-stores.ts";

const STORES = freshStores({ sameThread: true });

/** Forms with fields of their own, so columns appear part-way through (and one in one lead only); every fifth spam. */
function manyLeads(count: number): StoredLead[] {
  return Array.from({ length: count }, (_, i) => {
    const fields: Record<string, string> =
      i % 3 === 0
        ? { firstName: `First ${i}`, lastName: "Person", email: `p${i}@example.com`, message: i % 7 === 0 ? `=cmd|' /C calc'!A${i}` : `Hello, "quoted" ${i}` }
        : { name: `Name ${i}`, email: `n${i}@example.com`, ...(i > 40 && { suburb: "Parramatta" }), ...(i === 70 && { late_field: "only here" }) };
    return {
      id: i + 1,
      lead_key: `key-${i}`,
      received_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      form_name: i % 3 === 0 ? "contact" : "enquiry",
      page_path: i % 2 ? "/contact" : null,
      fields,
      remote_network: i % 4 ? "203.0.113.0/24" : null,
      user_agent: "a browser",
      notified_at: null,
    };
  });
}

const read = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

for (const [name, open] of Object.entries(STORES)) {
  describe(`the leads export (${name})`, () => {
    it("read a page at a time, is byte for byte the CSV of every lead the filter matches, and frees its place when read", async (ctx) => {
      const { store, done } = await open(ctx);
      try {
        await store.importLeads(manyLeads(90));
        const inbox = store.inbox();
        // Some spam, which the unfiltered export leaves out as the inbox does.
        for (const lead of (await inbox.all({})).filter((lead) => lead.id % 5 === 0))
          await inbox.changeStatus(lead.id, { from: "new", to: "spam", note: "", actor: "test", at: new Date().toISOString() });
        for (const filter of [{}, { form: "enquiry" }, { status: "spam" as const }, { search: "nobody-matches" }]) {
          let freed = 0;
          // Pages of 7 and 5 leads, so the 90 take many of each, and a page can end just before a new column.
          const exported = await exportLeads(inbox, filter, () => freed++, { scanPage: 7, rowPage: 5 });
          const expected = leadsToCsv(await inbox.all(filter));
          expect(exported.count).toBe((await inbox.all(filter)).length);
          expect(await read(exported.body)).toBe(expected);
          expect(freed).toBe(1);
        }
      } finally {
        await done();
      }
    });
  });
}

describe("exports at once", () => {
  it("beyond one at work and two waiting are refused at once, saying to try again, and the places come back when the downloads end", async (ctx) => {
    const { store, done } = await STORES.SQLite(ctx);
    try {
      await store.importLeads(manyLeads(10));
      const h = adminHarness(store);
      const owner = await signedInAs(h, "owner@office.example", "owner");
      const cookie = [...owner.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
      const ask = () => h.app.request("http://localhost/admin/leads/export.csv", { headers: { cookie } });
      // Three downloads nobody reads yet: one at work, two waiting.
      const held = [ask(), ask(), ask()];
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await ask();
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(readable(await refused.text())).toContain("Other downloads of leads are being prepared just now. Try again in a minute.");
      // Each is read to its end in turn; then another is taken.
      for (const answer of held) expect((await (await answer).text()).split("\r\n").length).toBe(1 + 10 + 1);
      const again = await ask();
      expect(again.status).toBe(200);
      await again.text();
    } finally {
      await done();
    }
  });
});
