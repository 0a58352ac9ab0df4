/**
 * Deleting a suburb report in the back office's editor, through its routes as the editor page calls
 * them, on SQLite and on a real PostgreSQL (skipped, with the reason, when none can be started):
 * what would break is named in staff words before anything is drafted, the deletion is a draft
 * (pages.config/ untouched) that the file list and the Publish page show, Discard brings the report
 * back, a publish with the injected build removes the file, and the routes need the form token and
 * an owner's or editor's role. Renaming a report and starting, moving or deleting a page go
 * through the same routes' kin (rename-check, rename, new-page), with the same guards.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import type { DraftStore } from "../../src/storage/draft-store.ts";
import { Publisher, type BuildStep } from "../../src/admin/publish/engine.ts";
import { addPerson } from "../../src/admin/people.ts";
import type { Role } from "../../src/admin/roles.ts";
import { hashToken } from "../../src/admin/tokens.ts";
import { listFiles } from "../../src/content/files.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { adminHarness, Browser, ORIGIN, PROJECT, readable, type AdminHarness, hashedPassword, PASSWORD } from "./admin-client.ts";
import { freshStores } from "./fresh-stores.ts";
import { tempDir } from "./server-process.ts";

const STORES = freshStores({ sameThread: true });
const API = "/admin/content/api";

type Json = Record<string, unknown>;
interface Report {
  file: string;
  name: string;
  slug: string;
  related?: { name: string; slug: string; noReport?: boolean }[];
}

const SUBURBS = path.join(PROJECT, "pages.config", "suburbs");
const reports = (): Report[] =>
  readdirSync(SUBURBS)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ file: `pages.config/suburbs/${name}`, ...(JSON.parse(readFileSync(path.join(SUBURBS, name), "utf8")) as Omit<Report, "file">) }));
const linking = (report: Report) =>
  reports().filter((other) => other.slug !== report.slug && (other.related ?? []).some((card) => card.slug === report.slug && !card.noReport));
const pageTexts = () =>
  listFiles(path.join(PROJECT, "pages.config", "pages")).map((file) => readFileSync(path.join(PROJECT, "pages.config", "pages", file), "utf8"));
const quotedIn = (report: Report) => pageTexts().some((text) => text.includes(`{suburbs.${report.slug}.`));

const pageFiles = () =>
  listFiles(path.join(PROJECT, "pages.config", "pages")).map((file) => ({
    file: `pages.config/pages/${file}`,
    path: (JSON.parse(readFileSync(path.join(PROJECT, "pages.config", "pages", file), "utf8")) as { path: string }).path,
  }));

/** The report linked from the most others: the deletion with the most to say. */
const mostLinked = () => reports().sort((a, b) => linking(b).length - linking(a).length)[0]!;

/** A site the live server can serve: a home page and a not-found page. */
function standInSite(out: string): void {
  mkdirSync(path.join(out, "404"), { recursive: true });
  writeFileSync(path.join(out, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(path.join(out, "404", "index.html"), "<!doctype html><title>Not found</title>");
}

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

async function pageToken(browser: Browser): Promise<string> {
  const page = await browser.get("/admin/content/");
  const token = /<meta name="form-token" content="([^"]+)"/.exec(page.html)?.[1];
  expect(token).toBeDefined();
  return token as string;
}

async function api(h: AdminHarness, browser: Browser, route: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {
    cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    "content-type": "application/json",
    origin: ORIGIN,
  };
  if (token) headers["x-form-token"] = token;
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

function contentFingerprint(root = PROJECT): Record<string, string> {
  const dir = path.join(root, "pages.config");
  return Object.fromEntries(
    listFiles(dir).map((file) => [
      file,
      createHash("sha256")
        .update(readFileSync(path.join(dir, file)))
        .digest("hex"),
    ]),
  );
}

for (const [name, open] of Object.entries(STORES)) {
  describe(`deleting a suburb report in the back office on ${name}`, () => {
    /**
     * The back office with publishing over a scratch copy of the project and the drafts in the store;
     * its build step writes a stand-in site and notes which suburb reports the content it built had.
     */
    const withApp = async (
      ctx: TestContext,
      test: (h: AdminHarness, publisher: Publisher, project: string, drafts: DraftStore, built: string[][]) => Promise<void>,
    ) => {
      const { store, done } = await open(ctx);
      const project = scratchCopy("westline-delete-", { linkCode: true });
      const work = tempDir();
      try {
        const first = path.join(work.dir, "first");
        standInSite(first);
        const live = new LiveSite(first);
        const drafts = store.drafts();
        const built: string[][] = [];
        const build: BuildStep = async (root) => {
          built.push(readdirSync(path.join(root, "sites/westline", "pages.config", "suburbs")));
          standInSite(path.join(root, "build", "client"));
          return { ok: true };
        };
        const publisher = new Publisher({
          projectRoot: path.join(project.root, "sites/westline"),
          codeRoot: project.root,
          live,
          releasesDir: path.join(work.dir, "releases"),
          build,
        });
        await test(
          adminHarness(store, { live, publish: { publisher, drafts, log: store.publishes() } }),
          publisher,
          path.join(project.root, "sites/westline"),
          drafts,
          built,
        );
      } finally {
        work.remove();
        project.remove();
        await done();
      }
    };

    it("names what would break before drafting, drafts the deletion with the offered edits, shows it on Publish, and Discard brings the report back", (ctx) =>
      withApp(ctx, async (h) => {
        const before = contentFingerprint();
        const report = mostLinked();
        const places = linking(report).map((other) => `The ${other.name} suburb report`);
        expect(places.length).toBeGreaterThan(0);
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);

        const checked = await api(h, editor, "/delete-check", { file: report.file }, token);
        expect(checked.status, JSON.stringify(checked.json)).toBe(200);
        const breaks = checked.json.breaks as string[];
        for (const place of places)
          expect(
            breaks.some((line) => line.startsWith(`${place}, Related`)),
            `${place} in ${breaks.join("\n")}`,
          ).toBe(true);
        if (quotedIn(report)) expect(breaks.some((line) => line.includes(`{suburbs.${report.slug}.`))).toBe(true);
        for (const line of breaks) expect(line).not.toMatch(/pages\.config|\.json\b/);
        // The linking reports' cards, and each page quoting the report's figures (written in as they read today).
        const offered = (checked.json.followUps as { place: string }[]).map((edit) => edit.place);
        for (const place of places) expect(offered).toContain(place);
        expect(offered.some((place) => place.startsWith("The page"))).toBe(quotedIn(report));
        expect(contentFingerprint()).toEqual(before);

        const deleted = await api(h, editor, "/delete", { file: report.file, followUps: true }, token);
        expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
        expect((deleted.json.alsoSaved as string[]).sort()).toEqual([...offered].sort());
        expect(contentFingerprint()).toEqual(before);

        const files = (await api(h, editor, "/files")).json as unknown as { file: string; label: string; detail: string; pending?: { deletes?: boolean } }[];
        expect(files.find((entry) => entry.file === report.file)?.pending?.deletes).toBe(true);
        // Listed by its name and address until the deletion is published, not by its file.
        expect(files.find((entry) => entry.file === report.file)).toMatchObject({ label: report.name, detail: `/resources/suburb-reports/${report.slug}` });
        expect((await api(h, editor, `/file?file=${encodeURIComponent(report.file)}`)).status).toBe(404);
        for (const other of linking(report)) {
          const opened = await api(h, editor, `/file?file=${encodeURIComponent(other.file)}`);
          const cards = (opened.json.data as Report).related ?? [];
          expect(cards.filter((card) => card.slug === report.slug).every((card) => card.noReport === true)).toBe(true);
        }

        const publishPage = readable((await editor.get("/admin/publish")).html);
        expect(publishPage).toContain(`Delete the ${report.name} suburb report`);
        const owner = await signedIn(h, "owner@example.com", "owner");
        expect(readable((await owner.get("/admin/audit")).html)).toContain("draft deletes");

        expect((await api(h, editor, "/discard", { file: report.file }, token)).json).toEqual({ ok: true, live: true });
        expect((await api(h, editor, `/file?file=${encodeURIComponent(report.file)}`)).status).toBe(200);
        const after = (await api(h, editor, "/files")).json as unknown as { file: string; pending?: unknown }[];
        expect(after.find((entry) => entry.file === report.file)?.pending).toBeUndefined();
      }));

    it("publishes a deletion with the offered edits: the file is gone and the content has no problem", (ctx) =>
      withApp(ctx, async (h, publisher, project, drafts, built) => {
        // A report no page quotes, so the offered edits mend everything the deletion breaks.
        const report = reports().find((candidate) => !quotedIn(candidate) && linking(candidate).length > 0);
        if (!report) return ctx.skip("every linked report is quoted by a page");
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const checked = await api(h, editor, "/delete-check", { file: report.file }, token);
        expect((checked.json.breaks as string[]).length).toBeGreaterThan(0);
        expect(await api(h, editor, "/delete", { file: report.file, followUps: true }, token)).toMatchObject({ status: 200 });

        const changes = (await drafts.pending()).map(({ path: file, text }) => ({ path: file, text }));
        expect(changes).toContainEqual({ path: report.file, text: null });
        const outcome = await publisher.publish({ changes, actor: "ed@example.com" });
        expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
        expect(built).toHaveLength(1);
        expect(built[0]).not.toContain(path.basename(report.file));
        expect(existsSync(path.join(project, report.file))).toBe(false);
        for (const other of linking(report)) {
          const cards = (JSON.parse(readFileSync(path.join(project, other.file), "utf8")) as Report).related ?? [];
          expect(cards.filter((card) => card.slug === report.slug).every((card) => card.noReport === true)).toBe(true);
        }
        const loaded = loadSite(project);
        expect(loaded.problems).toEqual([]);
      }));

    it("renames a suburb report: the new report and the old one's deletion are drafted with the offered edits, Publish lists both, the activity log records it", (ctx) =>
      withApp(ctx, async (h) => {
        const before = contentFingerprint();
        const report = mostLinked();
        const newName = `North ${report.name}`;
        const newFile = `pages.config/suburbs/north-${report.slug}.json`;
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);

        const checked = await api(h, editor, "/rename-check", { file: report.file, to: newName }, token);
        expect(checked.status, JSON.stringify(checked.json)).toBe(200);
        const places = linking(report).map((other) => `The ${other.name} suburb report`);
        const offered = (checked.json.followUps as { place: string }[]).map((edit) => edit.place);
        for (const place of places) expect(offered).toContain(place);
        expect(checked.json.remaining).toEqual([]);
        expect(contentFingerprint()).toEqual(before);

        const renamed = await api(h, editor, "/rename", { file: report.file, to: newName, followUps: true }, token);
        expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
        expect(renamed.json.newFile).toBe(newFile);
        expect((renamed.json.alsoSaved as string[]).sort()).toEqual([...offered].sort());
        expect(contentFingerprint()).toEqual(before);
        expect((await api(h, editor, `/file?file=${encodeURIComponent(newFile)}`)).json.data).toMatchObject({ name: newName, slug: `north-${report.slug}` });
        expect((await api(h, editor, `/file?file=${encodeURIComponent(report.file)}`)).status).toBe(404);

        const publishPage = readable((await editor.get("/admin/publish")).html);
        expect(publishPage).toContain(`Delete the ${report.name} suburb report`);
        expect(publishPage).toContain(`The North ${report.name} suburb report`);
        const owner = await signedIn(h, "owner@example.com", "owner");
        expect(readable((await owner.get("/admin/audit")).html)).toContain("draft renames");
      }));

    it("refuses a rename to a name taken or not a suburb's, in staff words, and drafts nothing", (ctx) =>
      withApp(ctx, async (h, _publisher, _project, drafts) => {
        const [report, other] = reports();
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const taken = await api(h, editor, "/rename", { file: report!.file, to: other!.name, followUps: true }, token);
        expect(taken.status).toBe(409);
        expect(String(taken.json.error)).toContain(`the ${other!.name} suburb report already exists`);
        const invalid = await api(h, editor, "/rename-check", { file: report!.file, to: "parramatta 2" }, token);
        expect(invalid.status).toBe(400);
        expect(String(invalid.json.error)).toMatch(/is not a suburb name/);
        for (const answer of [taken, invalid]) expect(String(answer.json.error)).not.toMatch(/pages\.config|\.json\b/);
        expect(await drafts.pending()).toEqual([]);
      }));

    it("starts a page at a free address, refuses one taken, and refuses to delete or move the pages the site needs", (ctx) =>
      withApp(ctx, async (h, _publisher, _project, drafts) => {
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const started = await api(h, editor, "/new-page", { title: "Our lending partners", address: "/lending-partners" }, token);
        expect(started.status, JSON.stringify(started.json)).toBe(200);
        expect(started.json).toMatchObject({ kind: "page", hash: null, data: { path: "/lending-partners" } });
        const taken = await api(h, editor, "/new-page", { title: "Questions", address: "/faq" }, token);
        expect(taken.status).toBe(400);
        expect(String(taken.json.error)).toMatch(/\/faq is the address of the page .+ already/);

        const home = pageFiles().find((page) => page.path === "/")!;
        const deleteHome = await api(h, editor, "/delete-check", { file: home.file }, token);
        expect(deleteHome.status).toBe(409);
        expect(String(deleteHome.json.error)).toMatch(/cannot be deleted: it is the home page/);
        const privacy = pageFiles().find((page) => page.path === "/privacy")!;
        expect((await api(h, editor, "/rename", { file: privacy.file, to: "/our-privacy", followUps: true }, token)).status).toBe(409);
        expect(await drafts.pending()).toEqual([]);
      }));

    it("starts a page at an address in a folder no page has yet, and keeps its draft", (ctx) =>
      withApp(ctx, async (h, _publisher, _project, drafts) => {
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const address = "/guides-for-a-test/first-home";
        expect(pageFiles().some((page) => page.path.startsWith("/guides-for-a-test/"))).toBe(false);
        const started = await api(h, editor, "/new-page", { title: "First home guide", address }, token);
        expect(started.status, JSON.stringify(started.json)).toBe(200);
        const saved = await api(h, editor, "/save", { file: started.json.file, data: started.json.data, hash: null }, token);
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        expect((await drafts.pending()).map((draft) => draft.path)).toEqual([started.json.file]);
      }));

    it("refuses the new routes without the form token and from the leads role", (ctx) =>
      withApp(ctx, async (h) => {
        const report = mostLinked();
        const editor = await signedIn(h, "ed@example.com", "editor");
        expect((await api(h, editor, "/rename-check", { file: report.file, to: "North Side" })).status).toBe(403);
        expect((await api(h, editor, "/rename", { file: report.file, to: "North Side" }, "not-the-token")).status).toBe(403);
        expect((await api(h, editor, "/new-page", { title: "Our team", address: "/our-team" })).status).toBe(403);
        const leads = await signedIn(h, "leads@example.com", "leads");
        for (const route of ["/rename-check", "/rename", "/new-page"])
          expect((await api(h, leads, route, { file: report.file, to: "North Side", title: "Our team", address: "/our-team" }, leads.formToken)).status).toBe(
            403,
          );
      }));

    it("refuses without the form token, from the leads role, for anything but a suburb report, and twice", (ctx) =>
      withApp(ctx, async (h) => {
        const report = mostLinked();
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        expect((await api(h, editor, "/delete-check", { file: report.file })).status).toBe(403);
        expect((await api(h, editor, "/delete", { file: report.file }, "not-the-token")).status).toBe(403);
        const leads = await signedIn(h, "leads@example.com", "leads");
        expect((await api(h, leads, "/delete", { file: report.file }, leads.formToken)).status).toBe(403);
        const site = await api(h, editor, "/delete", { file: "pages.config/site.json" }, token);
        expect(site.status).toBe(400);
        expect(String(site.json.error)).toMatch(/Only a suburb report/);
        expect((await api(h, editor, "/delete", { file: "../package.json" }, token)).status).toBe(400);

        expect((await api(h, editor, "/delete", { file: report.file }, token)).status).toBe(200);
        const again = await api(h, editor, "/delete-check", { file: report.file }, token);
        expect(again.status).toBe(404);
      }));
  });
}
