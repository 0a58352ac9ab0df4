/**
 * The editor in the back office (/admin/content/), through its routes as the editor page calls
 * them, on SQLite and on a real PostgreSQL (skipped, with the reason, when none can be started):
 * a save is a draft in the person's name and never touches pages.config/, a reload shows the draft,
 * checks and previews see every pending draft, changes need the session's form token, and the
 * leads role is turned away.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import { listFiles } from "../../src/content/files.ts";
import type { DraftStore } from "../../src/storage/draft-store.ts";
import { Publisher } from "../../src/admin/publish/engine.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { addPerson } from "../../src/admin/people.ts";
import type { Role } from "../../src/admin/roles.ts";
import { hashToken } from "../../src/admin/tokens.ts";
import { adminHarness, Browser, ORIGIN, PROJECT, readable, type AdminHarness, hashedPassword, PASSWORD } from "./admin-client.ts";
import { freshStores } from "./fresh-stores.ts";
import { FIXTURE_SITE, tempDir } from "./server-process.ts";

const STORES = freshStores({ sameThread: true });
const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const SITE = "pages.config/site.json";
const API = "/admin/content/api";

type Json = Record<string, unknown>;

async function signedIn(h: AdminHarness, email: string, role: Role): Promise<Browser> {
  const added = await addPerson(h.accounts, { email, role, now: h.clock.now, by: null, address: null });
  if (!added.ok) throw new Error(added.problem);
  await h.accounts.usePasswordToken(hashToken(added.token), await hashedPassword(), h.clock.now);
  const browser = new Browser(h.app);
  await browser.get("/admin/sign-in");
  expect((await browser.post("/admin/sign-in", { email, password: PASSWORD })).status).toBe(303);
  await browser.get("/admin");
  return browser;
}

/** The editor page's form token, as the page is given it. */
async function pageToken(browser: Browser): Promise<string> {
  const page = await browser.get("/admin/content/");
  expect(page.status).toBe(200);
  const token = /<meta name="form-token" content="([^"]+)"/.exec(page.html)?.[1];
  expect(token).toBeDefined();
  return token as string;
}

function cookieOf(browser: Browser): string {
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

async function api(h: AdminHarness, browser: Browser, route: string, body?: unknown, { token, origin = ORIGIN }: { token?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { cookie: cookieOf(browser), "content-type": "application/json" };
  if (token) headers["x-form-token"] = token;
  if (origin) headers.origin = origin;
  const response = await h.app.request(`${ORIGIN}${API}${route}`, body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) });
  const text = await response.text();
  let json: Json;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = { text };
  }
  return { status: response.status, json };
}

/** Every file of pages.config/ and a hash of its bytes. */
function contentFingerprint(): Record<string, string> {
  const dir = path.join(PROJECT, "pages.config");
  return Object.fromEntries(
    listFiles(dir).map((file) => [
      file,
      createHash("sha256")
        .update(readFileSync(path.join(dir, file)))
        .digest("hex"),
    ]),
  );
}

const liveBlacktown = () => JSON.parse(readFileSync(path.join(PROJECT, BLACKTOWN), "utf8")) as { snapshot: { medianRentPerWeek: number } } & Json;

for (const [name, open] of Object.entries(STORES)) {
  describe(`the back office's editor on ${name}`, () => {
    const withApp = async (ctx: TestContext, test: (h: AdminHarness, drafts: DraftStore) => Promise<void>) => {
      const { store, done } = await open(ctx);
      try {
        await test(adminHarness(store), store.drafts());
      } finally {
        await done();
      }
    };

    it("saves a draft in the editor's name without touching pages.config/, shows it after a reload, marks it in the list, logs it, and discards it", (ctx) =>
      withApp(ctx, async (h) => {
        const before = contentFingerprint();
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const live = liveBlacktown();
        const rent = live.snapshot.medianRentPerWeek + 10;
        const opened = await api(h, editor, `/file?file=${encodeURIComponent(BLACKTOWN)}`);
        expect(opened.status).toBe(200);
        expect(opened.json.pending).toBeUndefined();
        const data = { ...live, snapshot: { ...live.snapshot, medianRentPerWeek: rent } };
        const saved = await api(h, editor, "/save", { file: BLACKTOWN, data, hash: opened.json.hash }, { token });
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        expect(saved.json.pending).toMatchObject({ author: "ed@example.com" });
        expect(contentFingerprint()).toEqual(before);

        const reopened = await api(h, editor, `/file?file=${encodeURIComponent(BLACKTOWN)}`);
        expect((reopened.json.data as typeof live).snapshot.medianRentPerWeek).toBe(rent);
        expect(reopened.json.pending).toMatchObject({ author: "ed@example.com" });
        const files = (await api(h, editor, "/files")).json as unknown as { file: string; pending?: unknown }[];
        expect(files.filter((entry) => entry.pending).map((entry) => entry.file)).toEqual([BLACKTOWN]);

        const owner = await signedIn(h, "owner@example.com", "owner");
        const log = readable((await owner.get("/admin/audit")).html);
        expect(log).toContain("draft saved");
        expect(log).toContain(BLACKTOWN);

        const discarded = await api(h, editor, "/discard", { file: BLACKTOWN }, { token });
        expect(discarded.json).toEqual({ ok: true, live: true });
        const back = await api(h, editor, `/file?file=${encodeURIComponent(BLACKTOWN)}`);
        expect((back.json.data as typeof live).snapshot.medianRentPerWeek).toBe(live.snapshot.medianRentPerWeek);
        expect(back.json.pending).toBeUndefined();
        expect(contentFingerprint()).toEqual(before);
      }));

    it("keeps a draft with a problem, lists the file as having problems, and publishing refuses naming the field", (ctx) =>
      withApp(ctx, async (h, drafts) => {
        const before = contentFingerprint();
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const live = liveBlacktown();
        const opened = await api(h, editor, `/file?file=${encodeURIComponent(BLACKTOWN)}`);
        // Below the lowest rent a report may give ($50 a week).
        const data = { ...live, snapshot: { ...live.snapshot, medianRentPerWeek: 5 } };
        const saved = await api(h, editor, "/save", { file: BLACKTOWN, data, hash: opened.json.hash }, { token });
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        expect(saved.json.pending).toMatchObject({ author: "ed@example.com" });
        const own = (saved.json.check as { own: { path: string }[] }).own;
        expect(own.map((problem) => problem.path)).toContain("snapshot.medianRentPerWeek");
        expect(contentFingerprint()).toEqual(before);

        // Closing the tab loses nothing: the draft is there, problem and all.
        const reopened = await api(h, editor, `/file?file=${encodeURIComponent(BLACKTOWN)}`);
        expect((reopened.json.data as typeof live).snapshot.medianRentPerWeek).toBe(5);
        const files = (await api(h, editor, "/files")).json as unknown as { file: string; pending?: unknown; problems?: boolean }[];
        expect(files.filter((entry) => entry.problems).map((entry) => entry.file)).toEqual([BLACKTOWN]);

        const scratch = tempDir();
        try {
          const publisher = new Publisher({
            projectRoot: PROJECT,
            codeRoot: path.resolve(PROJECT, "../.."),
            live: new LiveSite(FIXTURE_SITE),
            releasesDir: path.join(scratch.dir, "releases"),
            build: async () => ({ ok: false, why: "a draft with a problem reached the build" }),
          });
          const changes = (await drafts.pending()).map(({ path, text }) => ({ path, text }));
          const outcome = await publisher.publish({ changes, actor: "ed@example.com" });
          expect(outcome.ok).toBe(false);
          const said = outcome.ok ? "" : `${outcome.reason}\n${outcome.problems.join("\n")}`;
          expect(said).toMatch(/^Nothing was published/);
          expect(said).toMatch(/Blacktown suburb report, Snapshot › Median rent per week: /);
          expect(said).not.toMatch(/pages\.config|medianRentPerWeek|\.json/);
        } finally {
          scratch.remove();
        }
        expect(contentFingerprint()).toEqual(before);
      }));

    it("takes the phone typed once in Site settings: the number dialled follows the number shown", (ctx) =>
      withApp(ctx, async (h) => {
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const site = JSON.parse(readFileSync(path.join(PROJECT, SITE), "utf8")) as { phone: { display: string; dial: string } } & Json;
        // Only the number as people read it is typed; the dialled one is left as it was.
        const data = { ...site, phone: { ...site.phone, display: "(02) 9635 4821" } };
        const checked = await api(h, editor, "/check", { file: SITE, data }, { token });
        expect((checked.json.own as unknown[]).length, JSON.stringify(checked.json.own)).toBe(0);
        expect((checked.json.site as typeof site).phone).toEqual({ display: "(02) 9635 4821", dial: "0296354821" });
        const opened = await api(h, editor, `/file?file=${encodeURIComponent(SITE)}`);
        const saved = await api(h, editor, "/save", { file: SITE, data, hash: opened.json.hash }, { token });
        expect(saved.status).toBe(200);
        const reopened = await api(h, editor, `/file?file=${encodeURIComponent(SITE)}`);
        expect((reopened.json.data as typeof site).phone).toEqual({ display: "(02) 9635 4821", dial: "0296354821" });
      }));

    it("checks a page with every other pending draft in place, as it would be published", (ctx) =>
      withApp(ctx, async (h) => {
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const site = JSON.parse(readFileSync(path.join(PROJECT, SITE), "utf8")) as Json;
        const added = ` Drafted ${Date.now()}.`;
        const tagline = `${String(site.tagline)}${added}`;
        const opened = await api(h, editor, `/file?file=${encodeURIComponent(SITE)}`);
        const saved = await api(h, editor, "/save", { file: SITE, data: { ...site, tagline }, hash: opened.json.hash }, { token });
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        const checked = await api(h, editor, "/check", { file: BLACKTOWN, data: liveBlacktown() }, { token });
        expect(checked.status).toBe(200);
        // The preview's site settings have their references filled in; the draft's words are there.
        expect(String((checked.json.site as Json).tagline).endsWith(added)).toBe(true);
      }));

    it("starts a new suburb report that exists only as a draft once saved", (ctx) =>
      withApp(ctx, async (h) => {
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const started = await api(h, editor, "/collections/suburbs/new", { name: "Merrylands" }, { token });
        expect(started.status).toBe(200);
        expect(started.json).toMatchObject({ file: "pages.config/suburbs/merrylands.json", hash: null });
      }));

    it("refuses a change without the session's form token, from another site, or from the leads role", (ctx) =>
      withApp(ctx, async (h) => {
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const live = liveBlacktown();
        const opened = await api(h, editor, `/file?file=${encodeURIComponent(BLACKTOWN)}`);
        const save = { file: BLACKTOWN, data: live, hash: opened.json.hash };
        expect((await api(h, editor, "/save", save)).status).toBe(403);
        expect((await api(h, editor, "/save", save, { token: "not-the-token" })).status).toBe(403);
        expect((await api(h, editor, "/save", save, { origin: "https://evil.example" })).status).toBe(403);
        expect((await api(h, editor, "/discard", { file: BLACKTOWN })).status).toBe(403);

        const leads = await signedIn(h, "leads@example.com", "leads");
        expect((await leads.get("/admin/content/")).status).toBe(403);
        expect((await api(h, leads, `/file?file=${encodeURIComponent(BLACKTOWN)}`)).status).toBe(403);
        expect((await api(h, leads, "/save", save, { token: leads.formToken })).status).toBe(403);

        const nobody = new Browser(h.app);
        expect((await api(h, nobody, "/files")).status).toBe(401);
        // The editor itself, with its token: accepted.
        expect((await api(h, editor, "/save", save, { token })).status).toBe(200);
      }));

    it("serves the editor page with no inline script and no eval allowed, and its preview framed only by itself", (ctx) =>
      withApp(ctx, async (h) => {
        const editor = await signedIn(h, "ed@example.com", "editor");
        const page = await editor.get("/admin/content/");
        const policy = page.headers.get("content-security-policy") ?? "";
        const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
        // Scripts only from the back office's own files: never inline, never eval (the forms' validators are precompiled).
        expect(scripts.trim().split(/\s+/)).toEqual(["'self'"]);
        expect(policy).not.toContain("unsafe-eval");
        expect(/<script\b(?![^>]*\bsrc=)[^>]*>/i.test(page.html)).toBe(false);
        expect(policy).toContain("frame-ancestors 'none'");
        expect(page.headers.get("x-frame-options")).toBe("DENY");
        const preview = await editor.get("/admin/content/preview.html");
        expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
        expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
        expect((await editor.get("/admin/content")).headers.get("location")).toBe("/admin/content/");
      }));
  });
}
