/**
 * The leads export as office staff read it (src/admin/inbox/export.ts, src/server/leads-csv.ts): a
 * file Excel opens with accents intact, columns headed with the labels the forms give their fields
 * and the inbox's words, each lead's status, follow-up date and notes, and times in the office's
 * zone as a spreadsheet reads them; read a page at a time it is the same file, on SQLite and on
 * PostgreSQL; and exports beyond the queue's places are refused at once, in words staff can act on.
 * Expectations come from the form schemas' files and Intl, not from the export's code.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportLeads } from "../../src/admin/inbox/export.ts";
import { KERNEL_STATUS_WORDS } from "../../src/admin/inbox/status-words.ts";
import { keepOfficeTimeIn, UNREAD_SITE_TIME_ZONE } from "../../src/lib/dates.ts";
import type { StoredLead } from "../../src/storage/lead-store.ts";
import { adminHarness, readable, signedInAs } from "./admin-client.ts";
import { freshStores } from "./fresh-stores.ts";
import { fieldTitle as title, mainSiteOwnTitles } from "../form-titles.ts";

const STORES = freshStores({ sameThread: true });

/** An office far from the server's and Sydney's clocks, so a time left in UTC or in Sydney's zone shows. */
const OFFICE_ZONE = "America/New_York";
beforeAll(() => keepOfficeTimeIn(OFFICE_ZONE));
afterAll(() => keepOfficeTimeIn(UNREAD_SITE_TIME_ZONE));

/** "2026-01-01 06:00" in the office's zone, as a spreadsheet reads a date and time (Sweden writes dates so). */
const SHEET_TIME = new Intl.DateTimeFormat("sv-SE", {
  timeZone: OFFICE_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const zoneWords = `(${OFFICE_ZONE.split("/")[1]!.replace(/_/g, " ")} time)`;

/** A site's own words for two statuses (site.json leadStatuses), the kernel's for the rest: the inbox's words, whichever they are. */
const SITE_WORDS = { ...KERNEL_STATUS_WORDS, contacted: "Called back", spam: "Junk" };

/** Contact and suburb-request leads, so columns appear part-way through; a formula planted; an accent; every fifth spam. */
function manyLeads(count: number): StoredLead[] {
  return Array.from({ length: count }, (_, i) => {
    const fields: Record<string, string> =
      i % 3 === 0
        ? { firstName: `Zoë ${i}`, lastName: "Person", email: `p${i}@example.com`, message: i % 7 === 0 ? `=cmd|' /C calc'!A${i}` : `Hello, "quoted" ${i}` }
        : { name: `Name ${i}`, email: `n${i}@example.com`, ...(i > 40 && { requested_suburb: "Parramatta" }), ...(i === 70 && { phone: "0400 000 000" }) };
    return {
      id: i + 1,
      lead_key: `key-${i}`,
      received_at: new Date(Date.UTC(2026, 0, 1) + i * 61 * 60_000).toISOString(),
      form_name: i % 3 === 0 ? "contact" : "suburb-request",
      page_path: i % 2 ? "/contact" : null,
      fields,
      remote_network: i % 4 ? "203.0.113.0/24" : null,
      user_agent: "a browser",
      notified_at: i % 2 ? new Date(Date.UTC(2026, 0, 1) + i * 61 * 60_000 + 5_000).toISOString() : null,
    };
  });
}

/** The file's text with its byte order mark kept (Response.text() drops it). */
const read = async (body: ReadableStream<Uint8Array>) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(body).arrayBuffer());

for (const [name, open] of Object.entries(STORES)) {
  describe(`the leads export (${name})`, () => {
    it("heads its columns in staff's words, gives each lead's status, follow-up and notes, times in the office's zone, and is the same file read a page at a time", async (ctx) => {
      const { store, done } = await open(ctx);
      try {
        const given = manyLeads(90);
        await store.importLeads(given);
        const inbox = store.inbox();
        const at = new Date().toISOString();
        const notes = new Map<number, string[]>();
        const status = new Map<number, keyof typeof KERNEL_STATUS_WORDS>();
        const followUp = new Map<number, string>();
        for (const lead of given) {
          if (lead.id % 5 === 0) status.set(lead.id, "spam");
          else if (lead.id % 4 === 0) status.set(lead.id, "contacted");
          if (lead.id % 6 === 0) notes.set(lead.id, ["Called, no answer", "=Rang again; left a message"]);
          if (lead.id % 9 === 0) followUp.set(lead.id, "2026-12-01");
        }
        for (const [id, to] of status) await inbox.changeStatus(id, { from: "new", to, note: notes.get(id)?.[0] ?? "", actor: "test", at });
        for (const [id, texts] of notes) for (const text of status.has(id) ? texts.slice(1) : texts) await inbox.addNote(id, text, "test", at);
        for (const [id, day] of followUp) await inbox.setFollowUp(id, day, "test", at);

        for (const filter of [{}, { form: "suburb-request" }, { status: "spam" as const }, { search: "nobody-matches" }]) {
          let freed = 0;
          // Pages of 7 and 5 leads, so the 90 take many of each, and a page can end just before a new column.
          const paged = await exportLeads(inbox, filter, () => freed++, { scanPage: 7, rowPage: 5, statusWords: SITE_WORDS, ownTitles: mainSiteOwnTitles });
          const text = await read(paged.body);
          expect(freed).toBe(1);
          expect(text).toBe(
            await read(
              (await exportLeads(inbox, filter, () => {}, { scanPage: 1000, rowPage: 1000, statusWords: SITE_WORDS, ownTitles: mainSiteOwnTitles })).body,
            ),
          );
          expect(text.startsWith("\uFEFF"), "starts with UTF-8's byte order mark").toBe(true);

          const matched = given.filter((lead) =>
            filter.status
              ? status.get(lead.id) === filter.status
              : status.get(lead.id) !== "spam" && (!filter.form || lead.form_name === filter.form) && !filter.search,
          );
          expect(paged.count).toBe(matched.length);
          const [header, ...rows] = parse(text, { bom: true, relax_column_count: false }) as string[][];
          const fieldTitles = [...new Set(matched.flatMap((lead) => Object.keys(lead.fields)).map(title))];
          expect(header).toEqual([
            "Lead number",
            `Received ${zoneWords}`,
            "Form",
            "Page",
            "Status",
            "Follow up",
            ...fieldTitles,
            "Notes",
            `Office notified ${zoneWords}`,
          ]);
          for (const cell of header!) expect(cell, "no code name heads a column").not.toMatch(/_|[a-z][A-Z]|^[a-z]/);
          expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

          expect(rows.length).toBe(matched.length);
          rows.forEach((row, i) => {
            const lead = matched[i]!;
            const cell = (heading: string) => row[header!.indexOf(heading)];
            expect(cell("Lead number")).toBe(String(lead.id));
            expect(cell(`Received ${zoneWords}`)).toBe(SHEET_TIME.format(new Date(lead.received_at)));
            expect(cell(`Office notified ${zoneWords}`)).toBe(lead.notified_at ? SHEET_TIME.format(new Date(lead.notified_at)) : "");
            expect(cell("Form")).toBe(lead.form_name === "contact" ? "Contact" : "Suburb request");
            expect(cell("Status")).toBe(SITE_WORDS[status.get(lead.id) ?? "new"]);
            expect(cell("Follow up")).toBe(followUp.get(lead.id) ?? "");
            // The notes in the order they were written, a line each, in one cell (only a cell's start can begin a formula).
            expect(cell("Notes")).toBe((notes.get(lead.id) ?? []).join("\n"));
            for (const [field, value] of Object.entries(lead.fields)) expect(cell(title(field))?.replace(/^'(?==)/, "")).toBe(value);
          });
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
      for (const answer of held) expect(parse(await (await answer).text(), { bom: true })).toHaveLength(1 + 10);
      const again = await ask();
      expect(again.status).toBe(200);
      await again.text();
    } finally {
      await done();
    }
  });
});
