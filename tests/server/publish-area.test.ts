/**
 * Publishing through the back office as an editor uses it (a stand-in build; the real one is
 * publish-engine's and the benchmark's): the pending drafts are listed, Publish runs with the page's
 * form token and shows its progress, the drafts it published are cleared, History names the person
 * and the note, and Undo puts the old words back as a publish of its own. Both are in the activity log.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test, type TestContext } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { DEFAULT_SITE } from "../../src/content/content-files.ts";
import type { Draft, DraftSource } from "../../src/storage/draft-source.ts";
import { Publisher } from "../../src/admin/publish/engine.ts";
import { addPerson } from "../../src/admin/people.ts";
import { hashToken } from "../../src/admin/tokens.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { adminHarness, Browser, readable, hashedPassword, PASSWORD } from "./admin-client.ts";
import { freshStores } from "./fresh-stores.ts";
import { tempDir } from "./server-process.ts";

const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const stores = freshStores({ sameThread: true });

/** Drafts kept in memory, cleared as the DraftSource contract says: only where the text is still the one published. */
class MemoryDrafts implements DraftSource {
  drafts: Draft[] = [];
  async pending() {
    return [...this.drafts];
  }
  async clearPublished(published: Pick<Draft, "path" | "text">[]) {
    this.drafts = this.drafts.filter((draft) => !published.some((p) => p.path === draft.path && p.text === draft.text));
  }
}

const rentIn = (text: string) => (JSON.parse(text) as { snapshot: { medianRentPerWeek: number } }).snapshot.medianRentPerWeek;
function fakeSite(root: string, out: string) {
  mkdirSync(path.join(out, "404"), { recursive: true });
  writeFileSync(
    path.join(out, "index.html"),
    `<!doctype html><p>Rent ${rentIn(readFileSync(path.join(root, "sites/westline", BLACKTOWN), "utf8"))} a week</p>`,
  );
  writeFileSync(path.join(out, "404", "index.html"), "<!doctype html><p>Not found</p>");
}

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A copy of the project served by a stand-in build, with an editor signed in to its back office. */
async function signedInEditor(ctx: TestContext) {
  const { store, done } = await stores.SQLite(ctx);
  const project = scratchCopy("westline-publish-area-", { linkCode: true });
  const work = tempDir();
  cleanups.push(done, project.remove, work.remove);
  fakeSite(project.root, path.join(work.dir, "first"));
  const live = new LiveSite(path.join(work.dir, "first"));
  const drafts = new MemoryDrafts();
  const log = store.publishes();
  // hold() keeps the next builds from finishing until its release is called: a publish still running.
  let held: Promise<void> = Promise.resolve();
  const hold = () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    return release;
  };
  const publisher = new Publisher({
    projectRoot: path.join(project.root, "sites/westline"),
    codeRoot: project.root,
    live,
    releasesDir: path.join(work.dir, "releases"),
    log,
    drafts,
    build: async (root) => {
      await held;
      fakeSite(root, path.join(root, "build", "client"));
      return { ok: true };
    },
  });
  const h = adminHarness(store, { live, publish: { publisher, drafts, log } });
  const added = await addPerson(h.accounts, { email: "editor@example.com", role: "editor", now: h.clock.now, by: null, address: null });
  if (!added.ok) throw new Error(added.problem);
  await h.accounts.usePasswordToken(hashToken(added.token), await hashedPassword(), h.clock.now);
  const browser = new Browser(h.app);
  await browser.get("/admin/sign-in");
  await browser.post("/admin/sign-in", { email: "editor@example.com", password: PASSWORD });
  return { project, drafts, log, publisher, h, browser, hold };
}

/** A draft of Blacktown's report with the median rent set to `rent`. */
function rentDraft(original: string, rent: number, at: Date): Draft {
  const report = JSON.parse(original) as { snapshot: { medianRentPerWeek: number } };
  report.snapshot.medianRentPerWeek = rent;
  return { path: BLACKTOWN, text: `${JSON.stringify(report, null, 2)}\n`, author: "editor@example.com", updatedAt: at.toISOString() };
}

const stateOf = async (browser: Browser) => (JSON.parse((await browser.get("/admin/publish/status", { page: false })).html) as { state: string }).state;

test("an editor publishes the pending drafts with a note, sees it in History, and undoes it", async (ctx) => {
  const { project, drafts, log, publisher, h, browser } = await signedInEditor(ctx);

  const original = readFileSync(path.join(project.root, "sites/westline", BLACKTOWN), "utf8");
  const report = JSON.parse(original) as { snapshot: { medianRentPerWeek: number } };
  const newRent = report.snapshot.medianRentPerWeek + 25;
  report.snapshot.medianRentPerWeek = newRent;
  drafts.drafts = [{ path: BLACKTOWN, text: `${JSON.stringify(report, null, 2)}\n`, author: "editor@example.com", updatedAt: h.clock.now.toISOString() }];

  const page = await browser.get("/admin/publish");
  expect(page.status).toBe(200);
  expect(readable(page.html)).toContain("The Blacktown suburb report");
  expect(readable(page.html)).not.toContain("pages.config");

  // Without the page's form token nothing starts.
  expect((await browser.post("/admin/publish", { note: "x" }, { withToken: false })).status).toBe(403);
  expect(publisher.status().state).toBe("idle");

  const posted = await browser.post("/admin/publish", { note: "October rent survey", path: BLACKTOWN });
  expect(posted.status).toBe(303);
  await expect
    .poll(async () => (JSON.parse((await browser.get("/admin/publish/status", { page: false })).html) as { state: string }).state, { timeout: 120_000 })
    .toBe("done");
  expect(await (await h.app.request("/")).text()).toContain(`Rent ${newRent} a week`);
  expect(drafts.drafts).toEqual([]);
  const after = readable((await browser.get("/admin/publish")).html);
  expect(after).toContain("Published at");
  expect(after).toContain("There are no changes waiting");

  const history = await browser.get("/admin/publish/history");
  expect(readable(history.html)).toContain("editor@example.com");
  expect(readable(history.html)).toContain("October rent survey");
  expect(readable(history.html)).toContain("The Blacktown suburb report");
  const [latest] = await log.list(1);
  // Undo acts only once confirmed: History links to a page saying what it will change, before and after.
  expect(history.html).not.toMatch(/<form[^>]*action="[^"]*\/restore"/);
  expect(history.html).toContain(`href="/admin/publish/history/${latest?.id}/undo"`);
  const confirm = await browser.get(`/admin/publish/history/${latest?.id}/undo`);
  expect(confirm.status).toBe(200);
  expect(readable(confirm.html)).toContain(`Undo publish #${latest?.id}?`);
  expect(confirm.html).toMatch(new RegExp(`<del>${newRent}</del>[\\s\\S]*?<ins>${rentIn(original)}</ins>`));
  expect(confirm.html).toMatch(/<form[^>]*action="\/admin\/publish\/history\/\d+\/restore"/);
  expect(publisher.status().state).toBe("done");
  // What the publish itself changed, before and after.
  expect((await browser.get(`/admin/publish/history/${latest?.id}`)).html).toMatch(new RegExp(`<del>${rentIn(original)}</del>[\\s\\S]*?<ins>${newRent}</ins>`));
  const undo = await browser.post(`/admin/publish/history/${latest?.id}/restore`, {});
  expect(undo.status).toBe(303);
  await expect.poll(async () => (await log.list(5)).length, { timeout: 120_000 }).toBe(2);
  expect(readFileSync(path.join(project.root, "sites/westline", BLACKTOWN), "utf8")).toBe(original);
  expect(await (await h.app.request("/")).text()).toContain(`Rent ${rentIn(original)} a week`);
  expect(readable((await browser.get("/admin/publish/history")).html)).toContain(`Undoes #${latest?.id}`);

  // The activity log says who published and who undid.
  await expect
    .poll(async () => (await h.accounts.auditLog(20)).map((entry) => `${entry.actor} ${entry.action}`))
    .toEqual(expect.arrayContaining(["editor@example.com published", "editor@example.com restored"]));
  // A publish that does not exist is said so.
  expect((await browser.post("/admin/publish/history/99999/restore", {})).status).toBe(404);
});

test("an editor restores the version right after an earlier publish, undoing everything published since, as a publish of its own", async (ctx) => {
  const { project, drafts, log, publisher, h, browser } = await signedInEditor(ctx);
  const original = readFileSync(path.join(project.root, "sites/westline", BLACKTOWN), "utf8");
  const rent = rentIn(original);
  const publishRent = async (to: number, published: number) => {
    drafts.drafts = [rentDraft(original, to, h.clock.now)];
    await browser.get("/admin/publish");
    expect((await browser.post("/admin/publish", { note: `rent ${to}`, path: BLACKTOWN })).status).toBe(303);
    await expect.poll(async () => (await log.list(10)).length, { timeout: 120_000 }).toBe(published);
    await expect.poll(() => stateOf(browser), { timeout: 120_000 }).toBe("done");
  };
  await publishRent(rent + 10, 1);
  await publishRent(rent + 20, 2);
  const [second, first] = await log.list(2);

  // Each earlier publish offers its version back; the newest is said to be the live version.
  const history = (await browser.get("/admin/publish/history")).html;
  // The first publish's row and the row for the site as first published.
  expect(history.match(/<a[^>]*>\s*Restore this version/g)?.length).toBe(2);
  expect(readable(history)).toContain("This is the live version");
  // Without the page's form token nothing is restored.
  expect((await browser.post(`/admin/publish/history/${first?.id}/restore-version`, {}, { withToken: false })).status).toBe(403);
  // The newest publish is the site as it is: nothing to restore.
  const same = await browser.post(`/admin/publish/history/${second?.id}/restore-version`, {});
  expect(same.status).toBe(422);
  expect(readable(same.html)).toContain("already as it was right after");

  await browser.get("/admin/publish/history");
  expect((await browser.post(`/admin/publish/history/${first?.id}/restore-version`, {})).status).toBe(303);
  await expect.poll(async () => (await log.list(10)).length, { timeout: 120_000 }).toBe(3);
  await expect.poll(() => stateOf(browser), { timeout: 120_000 }).toBe("done");
  expect(rentIn(readFileSync(path.join(project.root, "sites/westline", BLACKTOWN), "utf8"))).toBe(rent + 10);
  expect(await (await h.app.request("/")).text()).toContain(`Rent ${rent + 10} a week`);
  expect(readable((await browser.get("/admin/publish/history")).html)).toContain(`Restores #${first?.id}`);
  await expect
    .poll(async () => (await h.accounts.auditLog(20)).map((entry) => `${entry.actor} ${entry.action} ${entry.detail ?? ""}`))
    .toEqual(expect.arrayContaining([expect.stringContaining(`editor@example.com restored restored the version after publish #${first?.id}`)]));
  expect(publisher.status().state).toBe("done");
  expect((await browser.post("/admin/publish/history/99999/restore-version", {})).status).toBe(404);

  // The site as first published, from its own row: confirmed, then put back as a publish of its own.
  const asFirst = await browser.get("/admin/publish/history/0/version");
  expect(readable(asFirst.html)).toContain("Restore the site as first published?");
  expect(asFirst.html).toMatch(new RegExp(`<del>${rent + 10}</del>[\\s\\S]*?<ins>${rent}</ins>`));
  expect((await browser.post("/admin/publish/history/0/restore-version", {})).status).toBe(303);
  await expect.poll(async () => (await log.list(10)).length, { timeout: 120_000 }).toBe(4);
  await expect.poll(() => stateOf(browser), { timeout: 120_000 }).toBe("done");
  expect(readFileSync(path.join(project.root, "sites/westline", BLACKTOWN), "utf8")).toBe(original);
  expect(readable((await browser.get("/admin/publish/history")).html)).toContain("Restores the site as first published");
  // There is no undo of the site before any publish.
  expect((await browser.get("/admin/publish/history/0/undo")).status).toBe(404);
});

test("an undo and a restore asked for while a publish runs wait their turn, then run in order", async (ctx) => {
  const { project, drafts, log, publisher, h, browser, hold } = await signedInEditor(ctx);
  const original = readFileSync(path.join(project.root, "sites/westline", BLACKTOWN), "utf8");
  const rent = rentIn(original);
  drafts.drafts = [rentDraft(original, rent + 10, h.clock.now)];
  await browser.get("/admin/publish");
  expect((await browser.post("/admin/publish", { path: BLACKTOWN })).status).toBe(303);
  await expect.poll(() => stateOf(browser), { timeout: 120_000 }).toBe("done");
  const [first] = await log.list(1);

  // The second publish is held in its build while the undo and the restore are asked for.
  const release = hold();
  drafts.drafts = [rentDraft(original, rent + 20, h.clock.now)];
  await browser.get("/admin/publish");
  expect((await browser.post("/admin/publish", { path: BLACKTOWN })).status).toBe(303);
  await expect.poll(() => stateOf(browser), { timeout: 120_000 }).toBe("building");
  await browser.get("/admin/publish/history");
  expect((await browser.post(`/admin/publish/history/${first?.id}/restore`, {})).status).toBe(303);
  await browser.get("/admin/publish/history");
  expect((await browser.post(`/admin/publish/history/${first?.id}/restore-version`, {})).status).toBe(303);
  expect(publisher.waiting()).toHaveLength(2);
  expect(readable((await browser.get("/admin/publish")).html)).toContain("editor@example.com");
  release();

  // The second publish, then the undo of the first (its rent back to the original), then the first's version (its rent again).
  await expect.poll(async () => (await log.list(10)).length, { timeout: 120_000 }).toBe(4);
  await expect.poll(() => stateOf(browser), { timeout: 120_000 }).toBe("done");
  const [restored, undone, second] = await log.list(3);
  expect(second?.restoredFrom).toBe(null);
  expect([undone?.restoredFrom, undone?.restoreKind]).toEqual([first?.id, "undo"]);
  expect([restored?.restoredFrom, restored?.restoreKind]).toEqual([first?.id, "version"]);
  expect(rentIn(readFileSync(path.join(project.root, "sites/westline", BLACKTOWN), "utf8"))).toBe(rent + 10);
  expect(await (await h.app.request("/")).text()).toContain(`Rent ${rent + 10} a week`);
});

test("the Publish page never says Published while the published changes are still listed as waiting", async (ctx) => {
  const { project, drafts, publisher, h, browser } = await signedInEditor(ctx);
  // A database that takes its time clearing the published drafts, as a busy one does.
  const clear = drafts.clearPublished.bind(drafts);
  drafts.clearPublished = async (published) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await clear(published);
  };
  const original = readFileSync(path.join(project.root, "sites/westline", BLACKTOWN), "utf8");
  drafts.drafts = [rentDraft(original, rentIn(original) + 15, h.clock.now)];
  await browser.get("/admin/publish");
  expect((await browser.post("/admin/publish", { path: BLACKTOWN })).status).toBe(303);
  await expect.poll(() => publisher.status().state, { timeout: 120_000, interval: 5 }).toBe("done");
  const page = readable((await browser.get("/admin/publish")).html);
  expect(page).toContain("Published at");
  expect(page).toContain("There are no changes waiting");
});

test("a colleague's draft with a problem waits and does not block another publish; each draft shows its change field by field first", async (ctx) => {
  const { project, drafts, log, publisher, h, browser } = await signedInEditor(ctx);
  const site = path.join(project.root, DEFAULT_SITE);
  const original = readFileSync(path.join(site, BLACKTOWN), "utf8");
  const newRent = rentIn(original) + 25;
  // The colleague's draft: another suburb report with its weekly rent written in words, which the content rules refuse.
  const [other] = readdirSync(path.join(site, "pages.config", "suburbs")).filter((name) => `pages.config/suburbs/${name}` !== BLACKTOWN);
  const otherFile = `pages.config/suburbs/${other}`;
  const otherText = readFileSync(path.join(site, otherFile), "utf8");
  const broken = JSON.parse(otherText) as { name: string; snapshot: { medianRentPerWeek: unknown } };
  broken.snapshot.medianRentPerWeek = "about six hundred";
  const colleague = { path: otherFile, text: `${JSON.stringify(broken, null, 2)}\n`, author: "colleague@example.com", updatedAt: h.clock.now.toISOString() };
  drafts.drafts = [colleague, rentDraft(original, newRent, h.clock.now)];

  const page = await browser.get("/admin/publish");
  const words = readable(page.html);
  expect(words).toContain(`The ${broken.name} suburb report`);
  // The editor's own draft is ticked, the colleague's is not.
  const box = (file: string) => new RegExp(`<input[^>]*value="${file.replace(/[./]/g, "\\$&")}"[^>]*>`).exec(page.html)?.[0] ?? "";
  expect(box(BLACKTOWN)).toMatch(/checked/);
  expect(box(otherFile)).not.toMatch(/checked/);
  // Before and after of the rent, under the editor's names for the fields, and no file name or JSON path.
  expect(words).toMatch(new RegExp(`Snapshot › Median rent per week\\s*${rentIn(original)}\\s*${newRent}`));
  expect(words).not.toMatch(/pages\.config|\.json|snapshot\.median/);

  // Nothing ticked publishes nothing.
  expect((await browser.post("/admin/publish", {})).status).toBe(422);
  expect((await browser.post("/admin/publish", { note: "Rent only", path: BLACKTOWN })).status).toBe(303);
  await expect.poll(() => stateOf(browser), { timeout: 120_000 }).toMatch(/done|failed/);
  expect(publisher.status(), JSON.stringify(publisher.status())).toMatchObject({ state: "done", paths: [BLACKTOWN] });
  expect(await (await h.app.request("/")).text()).toContain(`Rent ${newRent} a week`);
  expect(readFileSync(path.join(site, otherFile), "utf8")).toBe(otherText);
  expect((await log.list(5)).map((entry) => entry.paths)).toEqual([[BLACKTOWN]]);
  // The colleague's draft is still waiting for them.
  expect(drafts.drafts).toEqual([colleague]);
});
