/**
 * The lead inbox in the back office, as the broker's office uses it, on SQLite and on a real
 * PostgreSQL: leads arrive through the store as the forms store them, and everything is checked as
 * the page shows it. The clock is the test's.
 */
import { describe, expect, it, type TestContext } from "vitest";
import { parse } from "csv-parse/sync";
import { fieldTitle } from "../form-titles.ts";
import { addPerson } from "../../src/admin/people.ts";
import type { Role } from "../../src/admin/roles.ts";
import { hashToken } from "../../src/admin/tokens.ts";
import type { InboxSource } from "../../src/storage/lead-inbox.ts";
import type { LeadStore, NewLead } from "../../src/storage/lead-store.ts";
import { adminHarness, Browser, readable, type AdminHarness, hashedPassword, PASSWORD } from "./admin-client.ts";
import { freshStores } from "./fresh-stores.ts";

type Store = LeadStore & InboxSource;
const STORES = freshStores({ sameThread: true });

async function signedIn(h: AdminHarness, email: string, role: Role): Promise<Browser> {
  const added = await addPerson(h.accounts, { email, role, now: h.clock.now, by: null, address: null });
  if (!added.ok) throw new Error(added.problem);
  await h.accounts.usePasswordToken(hashToken(added.token), await hashedPassword(), h.clock.now);
  const browser = new Browser(h.app);
  await browser.get("/admin/sign-in");
  const answer = await browser.post("/admin/sign-in", { email, password: PASSWORD });
  expect(answer.status).toBe(303);
  return browser;
}

const lead = (formName: string, fields: Record<string, string>, extra: Partial<NewLead> = {}): NewLead => ({
  formName,
  pagePath: "/contact",
  fields,
  remoteAddress: undefined,
  userAgent: undefined,
  ...extra,
});
const idOf = (html: string, name: string) => Number(new RegExp(`href="/admin/leads/(\\d+)">${name}<`).exec(html)?.[1]);

for (const [name, open] of Object.entries(STORES)) {
  describe(`the lead inbox on ${name}`, () => {
    const withInbox = async (ctx: TestContext, test: (h: AdminHarness, store: Store) => Promise<void>) => {
      const { store, done } = await open(ctx);
      try {
        await test(adminHarness(store), store);
      } finally {
        await done();
      }
    };

    it("a lead's email cannot add recipients to the broker's reply: its Email button writes to that one address", (ctx) =>
      withInbox(ctx, async (h, store) => {
        // Stored as it was before intake refused such addresses.
        const email = "x?bcc=attacker@evil.example";
        await store.store(lead("contact", { firstName: "Eve", lastName: "Ill", email, phone: "0412 345 678", message: "Hello" }), h.clock.now);
        const broker = await signedIn(h, "kim@office.example", "leads");
        for (const page of [
          (await broker.get("/admin/leads")).html,
          (await broker.get(`/admin/leads/${idOf((await broker.get("/admin/leads")).html, "Eve Ill")}`)).html,
        ]) {
          const hrefs = [...page.matchAll(/href="(mailto:[^"]*)"/g)].map(([, href = ""]) => new URL(href.replace(/&amp;/g, "&")));
          expect(hrefs.length).toBeGreaterThan(0);
          for (const href of hrefs) {
            expect(href.search, href.href).toBe("");
            expect(decodeURIComponent(href.pathname)).toBe(email);
          }
        }
      }));

    it("lists each lead with its contact, counts the unread in the title and menu, and opening one reads it, as text, with a line in the activity log", (ctx) =>
      withInbox(ctx, async (h, store) => {
        await store.store(
          lead(
            "enquiry",
            { name: "Bo Chen", email: "bo@example.com", phone: "", calculator_summary: "Repayments: $600,000 at 6.1% over 30 years → $3,636 a month" },
            { pagePath: "/calculators/repayments" },
          ),
          new Date(h.clock.now.getTime() - 3 * 60 * 60_000),
        );
        await store.store(
          lead("contact", {
            firstName: "Ada",
            lastName: "Lovelace",
            email: "ada@example.com",
            phone: "0412 345 678",
            message: "<script>alert(1)</script> Refinance?",
            utm_campaign: "spring",
          }),
          new Date(h.clock.now.getTime() - 12 * 60_000),
        );
        const broker = await signedIn(h, "kim@office.example", "leads");
        const list = await broker.get("/admin/leads");
        expect(list.status).toBe(200);
        expect(list.headers.get("cache-control")).toBe("no-store");
        const text = readable(list.html);
        expect(text).toContain("Leads (2 unread)");
        expect(list.html).toMatch(/<title>Leads \(2 unread\)/);
        expect(text).toMatch(/Ada Lovelace Unread New 12 min ago/);
        expect(text).toMatch(/Bo Chen Unread New 3 h ago/);
        expect(list.html.indexOf("Ada Lovelace")).toBeLessThan(list.html.indexOf("Bo Chen"));
        expect(list.html).toContain('href="tel:0412345678"');
        expect(list.html).toContain('href="mailto:ada@example.com"');
        expect(text).toContain("campaign spring");
        expect(list.html).not.toContain("<script>alert(1)");

        const ada = idOf(list.html, "Ada Lovelace");
        const detail = await broker.get(`/admin/leads/${ada}`);
        expect(detail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Refinance?");
        expect(detail.html).not.toContain("<script>alert");
        expect(readable(detail.html)).toMatch(/Opened by kim@office\.example/);
        expect(readable((await broker.get("/admin/leads")).html)).toContain("Leads (1 unread)");
        const bo = await broker.get(`/admin/leads/${idOf(list.html, "Bo Chen")}`);
        expect(readable(bo.html)).toMatch(/Calculator Repayments What they entered \$600,000 at 6\.1% over 30 years What it showed them \$3,636 a month/);
        expect(readable(bo.html)).toContain("/calculators/repayments");
        const log = await h.accounts.auditLog(50);
        expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(["leads listed", "lead viewed"]));
        expect(log.find((entry) => entry.action === "lead viewed")?.actor).toBe("kim@office.example");
      }));

    it("a status change keeps its note in the timeline; a change made meanwhile by someone else is not overwritten", (ctx) =>
      withInbox(ctx, async (h, store) => {
        const { id } = await store.store(lead("enquiry", { name: "Bo Chen", email: "bo@example.com", phone: "0298765432" }));
        const kim = await signedIn(h, "kim@office.example", "leads");
        const sam = await signedIn(h, "sam@office.example", "owner");
        await kim.get(`/admin/leads/${id}`);
        await sam.get(`/admin/leads/${id}`);
        const saved = await kim.post(`/admin/leads/${id}/status`, { from: "new", to: "contacted", note: "Left a voicemail" });
        expect(saved.status).toBe(303);
        const page = readable((await kim.get(saved.headers.get("location") ?? "")).html);
        expect(page).toContain("Saved.");
        expect(page).toMatch(/kim@office\.example changed the status: New → Contacted/);
        expect(page).toContain("Left a voicemail");
        // Sam's page still said "New".
        const stale = await sam.post(`/admin/leads/${id}/status`, { from: "new", to: "lost", note: "No answer" });
        expect(stale.status).toBe(422);
        expect(readable(stale.html)).toMatch(/Not saved: kim@office\.example changed this lead to Contacted .* while you had it open/);
        expect(readable(stale.html)).toContain("No answer");
        expect((await store.inbox().lead(id))?.lead.status).toBe("contacted");
      }));

    it("a follow-up date brings a lead back to the top when due; spam sits apart and can be moved back; the CSV is the filter's, formula-safe", (ctx) =>
      withInbox(ctx, async (h, store) => {
        const older = await store.store(
          lead("contact", { firstName: "Old", lastName: "Lead", email: "old@example.com", phone: "0411111111" }),
          new Date(h.clock.now.getTime() - 3 * 86_400_000),
        );
        await store.store(
          lead("contact", { firstName: "New", lastName: "Lead", email: "new@example.com", phone: "0422222222", message: '=HYPERLINK("x")' }),
          new Date(h.clock.now.getTime() - 86_400_000),
        );
        const spam = await store.store(
          lead(
            "contact",
            { firstName: "Real", lastName: "Person", email: "real@example.com", phone: "0433333333" },
            { flagged: "a hidden field that only robots see was filled in" },
          ),
        );
        const broker = await signedIn(h, "kim@office.example", "leads");
        const order = (html: string) => [...html.matchAll(/class="lead-name" href="\/admin\/leads\/(\d+)"/g)].map((m) => Number(m[1]));
        const before = order((await broker.get("/admin/leads")).html);
        expect(before).not.toContain(spam.id);
        expect(before.at(-1)).toBe(older.id);
        await broker.get(`/admin/leads/${older.id}`);
        expect((await broker.post(`/admin/leads/${older.id}/follow-up`, { day: "2026-11-25" })).status).toBe(303);
        const after = await broker.get("/admin/leads");
        expect(order(after.html)[0]).toBe(older.id);
        expect(readable(after.html)).toContain("Follow up today");

        const spamList = await broker.get("/admin/leads?status=spam");
        expect(order(spamList.html)).toEqual([spam.id]);
        await broker.get(`/admin/leads/${spam.id}`);
        expect(readable((await broker.get(`/admin/leads/${spam.id}`)).html)).toContain("Put in Spam: a hidden field that only robots see was filled in");
        expect((await broker.post(`/admin/leads/${spam.id}/status`, { from: "spam", to: "new", note: "A real person" })).status).toBe(303);
        expect(order((await broker.get("/admin/leads")).html)).toContain(spam.id);

        const csv = await broker.get("/admin/leads/export.csv?q=new%40example.com", { page: false });
        expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
        const rows = parse(csv.html, { bom: true, columns: true }) as Record<string, string>[];
        expect(rows.map((row) => row[fieldTitle("email")])).toEqual(["new@example.com"]);
        expect(rows[0]?.[fieldTitle("message")]).toBe('\'=HYPERLINK("x")');
        expect((await h.accounts.auditLog(50)).some((entry) => entry.action === "leads exported" && /1 lead/.test(entry.detail ?? ""))).toBe(true);
      }));

    it("says follow-up dates in words, as staff say a day (Tue 1 Dec), in the list and the lead's timeline", (ctx) =>
      withInbox(ctx, async (h, store) => {
        const { id } = await store.store(lead("contact", { firstName: "Due", lastName: "Lead", email: "due@example.com", phone: "0444444444" }));
        const broker = await signedIn(h, "sam@office.example", "leads");
        // Five days before the harness's clock, so the lead is due; the words worked out here from the calendar.
        const day = new Date(h.clock.now.getTime() - 5 * 86_400_000).toISOString().slice(0, 10);
        const date = new Date(`${day}T00:00:00Z`);
        const words = `${["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][date.getUTCDay()]} ${date.getUTCDate()} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][date.getUTCMonth()]}`;
        await broker.get(`/admin/leads/${id}`);
        expect((await broker.post(`/admin/leads/${id}/follow-up`, { day })).status).toBe(303);
        const list = readable((await broker.get("/admin/leads")).html);
        expect(list).toContain(`Follow up since ${words}`);
        expect(list).not.toContain(day);
        const timeline = readable((await broker.get(`/admin/leads/${id}`)).html);
        expect(timeline).toContain(`set a follow-up for ${words}`);
      }));

    it("deleting asks first and is logged; the list's refresh sees a new lead; an editor is refused", (ctx) =>
      withInbox(ctx, async (h, store) => {
        const { id } = await store.store(lead("suburb-request", { name: "Di", email: "di@example.com", phone: "0298765432", requested_suburb: "Merrylands" }));
        const owner = await signedIn(h, "owner@office.example", "owner");
        const first = JSON.parse((await owner.get("/admin/leads/latest", { page: false })).html) as { newest: number; unread: number };
        expect(first).toEqual({ newest: id, unread: 1 });
        const next = await store.store(lead("contact", { firstName: "Eve", lastName: "N", email: "eve@example.com", phone: "0400000001" }));
        expect(JSON.parse((await owner.get("/admin/leads/latest", { page: false })).html)).toEqual({ newest: next.id, unread: 2 });

        const ask = await owner.get(`/admin/leads/${id}/delete`);
        expect(readable(ask.html)).toContain("Delete Di's lead?");
        expect((await store.inbox().lead(id))?.lead).toBeDefined();
        const gone = await owner.post(`/admin/leads/${id}/delete`, {});
        expect(gone.status).toBe(303);
        expect(await store.inbox().lead(id)).toBeUndefined();
        expect((await owner.get(`/admin/leads/${id}`)).status).toBe(404);
        expect((await h.accounts.auditLog(50)).find((entry) => entry.action === "lead deleted")?.detail).toMatch(/^lead \d+ \(Di, suburb-request form/);

        const editor = await signedIn(h, "ed@office.example", "editor");
        expect((await editor.get("/admin/leads")).status).toBe(403);
        expect((await editor.get(`/admin/leads/${next.id}`)).status).toBe(403);
      }));
  });
}
