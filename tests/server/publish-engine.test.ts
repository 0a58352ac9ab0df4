/**
 * The publish engine with a stand-in build (a real one takes minutes; tests/e2e/admin-publish.spec.ts runs
 * two): a refused publish changes nothing, a good one switches the served site and then writes
 * pages.config/, a failed build leaves everything as it was, one publish runs at a time (the next
 * waits its turn), and a
 * restore puts back the text an earlier publish replaced.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, test } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { Publisher, type BuildStep } from "../../src/admin/publish/engine.ts";
import type { NewPublish, PublishLog, PublishRecord } from "../../src/storage/publish-log.ts";
import { undoChanges } from "../../src/admin/publish/restore.ts";
import { createApp } from "../../src/server/app.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { tempDir } from "./server-process.ts";

const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const SITE = "pages.config/site.json";

/** A stand-in build: a home page quoting Blacktown's weekly rent, a not-found page and one hashed script. */
function fakeSite(root: string, out: string, stamp: string): void {
  const rent = (JSON.parse(readFileSync(path.join(root, "sites/westline", BLACKTOWN), "utf8")) as { snapshot: { medianRentPerWeek: number } }).snapshot
    .medianRentPerWeek;
  mkdirSync(path.join(out, "404"), { recursive: true });
  mkdirSync(path.join(out, "assets"), { recursive: true });
  writeFileSync(path.join(out, "index.html"), `<!doctype html><title>Home</title><p>Rent ${rent} a week</p><script src="/assets/app-${stamp}.js"></script>`);
  writeFileSync(path.join(out, "404", "index.html"), "<!doctype html><title>Not found</title>");
  writeFileSync(path.join(out, "assets", `app-${stamp}.js`), `console.log(${JSON.stringify(stamp)})`);
}

let builds = 0;
const fakeBuild: BuildStep = async (root) => {
  builds += 1;
  fakeSite(root, path.join(root, "build", "client"), `b${builds}`);
  return { ok: true };
};

class MemoryLog implements PublishLog {
  readonly records: PublishRecord[] = [];
  async add(publish: NewPublish) {
    this.records.push({ ...publish, id: this.records.length + 1 });
    return this.records.length;
  }
  async list(limit: number) {
    return this.records
      .slice()
      .reverse()
      .slice(0, limit)
      .map(({ files, restoreKind, ...rest }) => ({
        ...rest,
        restoreKind: rest.restoredFrom === null ? null : (restoreKind ?? "undo"),
        paths: files.map((file) => file.path),
      }));
  }
  async get(id: number) {
    return this.records.find((record) => record.id === id);
  }
  async since(id: number) {
    return this.records.filter((record) => record.id > id);
  }
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setUp(build: BuildStep = fakeBuild, now?: () => Date) {
  const project = scratchCopy("westline-publish-test-", { linkCode: true });
  const work = tempDir();
  cleanups.push(project.remove, work.remove);
  const first = path.join(work.dir, "first");
  fakeSite(project.root, first, "first");
  const live = new LiveSite(first);
  const log = new MemoryLog();
  const publisher = new Publisher({
    projectRoot: path.join(project.root, "sites/westline"),
    codeRoot: project.root,
    live,
    releasesDir: path.join(work.dir, "releases"),
    log,
    build,
    now,
  });
  const app = createApp({ root: live });
  const home = async () => (await app.request("/")).text();
  const blacktown = () => readFileSync(path.join(project.root, "sites/westline", BLACKTOWN), "utf8");
  return { project, live, log, publisher, app, home, blacktown };
}

/** Blacktown's report with its weekly rent changed by `by` dollars (or set to `to`). */
function withRent(text: string, change: (rent: number) => unknown): string {
  const report = JSON.parse(text) as { snapshot: { medianRentPerWeek: unknown } };
  report.snapshot.medianRentPerWeek = change(report.snapshot.medianRentPerWeek as number);
  return `${JSON.stringify(report, null, 2)}\n`;
}

describe("the publish engine", () => {
  test("an uploaded picture (a base64 draft) is checked with the site settings that name it and written byte for byte", async () => {
    const { publisher, project } = setUp();
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#1c3d5a" } })
      .jpeg()
      .toBuffer();
    const src = "pages.config/images/upload-0123456789abcdef.jpg";
    const site = JSON.parse(readFileSync(path.join(project.root, "sites/westline", SITE), "utf8")) as { broker: Record<string, unknown> };
    site.broker.photo = { src, alt: "The broker at her desk" };
    const changes = [
      { path: src, text: photo.toString("base64") },
      { path: SITE, text: `${JSON.stringify(site, null, 2)}\n` },
    ];
    const outcome = await publisher.publish({ changes, actor: "editor@example.com" });
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
    expect(readFileSync(path.join(project.root, "sites/westline", src)).equals(photo)).toBe(true);
  });

  test("a site kept in a folder of its own (CONTENT_ROOT) is checked, built and written there, and the project's own site is left alone", async () => {
    const project = scratchCopy("westline-publish-test-", { linkCode: true });
    const work = tempDir();
    cleanups.push(project.remove, work.remove);
    const siteDir = path.join(project.root, "sites", "starter");
    cpSync(path.resolve("sites/starter"), siteDir, { recursive: true, filter: (file) => !file.includes(`${path.sep}build`) });
    const taglineOf = (root: string) => (JSON.parse(readFileSync(path.join(root, SITE), "utf8")) as { tagline: string }).tagline;
    /** A stand-in build: a home page stating a tagline, and a not-found page. */
    const stub = (out: string, tagline: string) => {
      mkdirSync(path.join(out, "404"), { recursive: true });
      writeFileSync(path.join(out, "index.html"), `<!doctype html><title>Home</title><p>${tagline}</p>`);
      writeFileSync(path.join(out, "404", "index.html"), "<!doctype html><title>Not found</title>");
    };
    // Built from the site the copy was given.
    const build: BuildStep = async (root) => (stub(path.join(root, "build", "client"), taglineOf(path.join(root, "sites/westline"))), { ok: true });
    const first = path.join(work.dir, "first");
    stub(first, taglineOf(siteDir));
    const live = new LiveSite(first);
    const publisher = new Publisher({ projectRoot: siteDir, codeRoot: project.root, live, releasesDir: path.join(work.dir, "releases"), build });
    const ownSite = readFileSync(path.join(project.root, "sites/westline", SITE), "utf8");
    const site = JSON.parse(readFileSync(path.join(siteDir, SITE), "utf8")) as { tagline: string };
    site.tagline = "Taps, drains and hot water, fixed the same day.";

    const outcome = await publisher.publish({ changes: [{ path: SITE, text: `${JSON.stringify(site, null, 2)}\n` }], actor: "owner@example.com" });
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
    expect(await (await createApp({ root: live }).request("/")).text()).toContain(site.tagline);
    expect(taglineOf(siteDir)).toBe(site.tagline);
    expect(readFileSync(path.join(project.root, "sites/westline", SITE), "utf8")).toBe(ownSite);
  });

  test("a change the content pipeline refuses publishes nothing and says why in staff words", async () => {
    const { publisher, live, home, blacktown } = setUp();
    const before = { text: blacktown(), root: live.current.root, page: await home(), builds };
    const outcome = await publisher.publish({
      changes: [{ path: BLACKTOWN, text: withRent(before.text, () => "about six hundred") }],
      actor: "editor@example.com",
    });

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.reason).toMatch(/Nothing was published/);
    expect(outcome.problems.length).toBeGreaterThan(0);
    // Staff words: the report and the field by name, never a file path, line number or JSON path.
    expect(outcome.problems.join("\n")).toMatch(/Blacktown suburb report, Snapshot › Median rent per week/);
    expect(outcome.problems.join("\n")).not.toMatch(/pages\.config|\.json|\[\d+\]|:\d+:\d+/);
    expect(publisher.status()).toMatchObject({ state: "failed" });
    expect(builds).toBe(before.builds);
    expect(live.current.root).toBe(before.root);
    expect(await home()).toBe(before.page);
    expect(blacktown()).toBe(before.text);
  });

  test("a good change is built, served, then written into pages.config/ and recorded", async () => {
    const { publisher, live, log, app, home, blacktown } = setUp();
    const oldText = blacktown();
    const oldRent = (JSON.parse(oldText) as { snapshot: { medianRentPerWeek: number } }).snapshot.medianRentPerWeek;
    const oldPage = await home();
    const oldScript = /src="([^"]+)"/.exec(oldPage)?.[1] ?? "";
    const newText = withRent(oldText, (rent) => rent + 15);

    const outcome = await publisher.publish({ changes: [{ path: BLACKTOWN, text: newText }], actor: "editor@example.com", note: "New rent figure" });

    expect(outcome).toMatchObject({ ok: true, publishId: 1 });
    expect(await home()).toContain(`Rent ${oldRent + 15} a week`);
    expect(blacktown()).toBe(newText);
    // A page loaded just before the switch still finds its script.
    expect((await app.request(oldScript)).status).toBe(200);
    expect(publisher.status()).toMatchObject({ state: "done", paths: [BLACKTOWN] });
    expect(log.records).toEqual([
      expect.objectContaining({
        actor: "editor@example.com",
        note: "New rent figure",
        restoredFrom: null,
        files: [{ path: BLACKTOWN, before: oldText, after: newText }],
      }),
    ]);
    expect(live.current.root).not.toContain("first");
  });

  test("a failed build leaves the live site and pages.config/ untouched and says why", async () => {
    const { publisher, live, home, blacktown } = setUp(async () => ({ ok: false, why: "the website could not be built (the prerender step failed)" }));
    const before = { text: blacktown(), root: live.current.root, page: await home() };
    const outcome = await publisher.publish({ changes: [{ path: BLACKTOWN, text: withRent(before.text, (rent) => rent + 5) }], actor: "editor@example.com" });
    expect(outcome).toMatchObject({ ok: false, reason: "Nothing was published: the website could not be built (the prerender step failed)" });
    expect(live.current.root).toBe(before.root);
    expect(await home()).toBe(before.page);
    expect(blacktown()).toBe(before.text);
  });

  test("a second publish while one is building waits its turn, is listed as waiting, then runs on the first's result", async () => {
    let release = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    const { publisher, blacktown, home, log } = setUp(async (root) => {
      await waiting;
      return fakeBuild(root);
    });
    const original = blacktown();
    const first = publisher.publish({ changes: [{ path: BLACKTOWN, text: withRent(original, (rent) => rent + 1) }], actor: "one@example.com" });
    await expect.poll(() => publisher.status().state).toBe("building");
    let secondDone = false;
    const second = publisher
      .publish({ changes: [{ path: BLACKTOWN, text: withRent(original, (rent) => rent + 2) }], actor: "two@example.com" })
      .finally(() => (secondDone = true));
    expect(publisher.waiting()).toEqual([{ by: "two@example.com", paths: [BLACKTOWN] }]);
    expect(publisher.status()).toMatchObject({ state: "building", by: "one@example.com" });
    release();
    expect(await first).toMatchObject({ ok: true, publishId: 1 });
    expect(await second).toMatchObject({ ok: true, publishId: 2 });
    expect(secondDone).toBe(true);
    expect(publisher.waiting()).toEqual([]);
    expect(log.records.map((record) => record.actor)).toEqual(["one@example.com", "two@example.com"]);
    // The second went out after the first: its record's "before" is the first's text.
    expect(log.records[1]?.files[0]?.before).toBe(withRent(original, (rent) => rent + 1));
    expect(await home()).toContain(`Rent ${(JSON.parse(original) as { snapshot: { medianRentPerWeek: number } }).snapshot.medianRentPerWeek + 2} a week`);
  });

  test("a restore publishes the text an earlier publish replaced, recorded as a restore", async () => {
    const { publisher, log, home, blacktown } = setUp();
    const original = blacktown();
    const originalRent = (JSON.parse(original) as { snapshot: { medianRentPerWeek: number } }).snapshot.medianRentPerWeek;
    await publisher.publish({ changes: [{ path: BLACKTOWN, text: withRent(original, (rent) => rent + 40) }], actor: "editor@example.com" });
    expect(blacktown()).not.toBe(original);

    const earlier = await log.get(1);
    const changes = (earlier?.files ?? []).map((file) => ({ path: file.path, text: file.before }));
    const outcome = await publisher.publish({ changes, actor: "owner@example.com", restoredFrom: 1 });

    expect(outcome).toMatchObject({ ok: true, publishId: 2 });
    expect(blacktown()).toBe(original);
    expect(await home()).toContain(`Rent ${originalRent} a week`);
    expect(log.records[1]).toMatchObject({ actor: "owner@example.com", restoredFrom: 1 });
  });

  test("when pages.config/ is in a git repository, the publish is a commit of its files authored by the person", async () => {
    const { publisher, project, blacktown } = setUp();
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Developer", "-c", "user.email=dev@example.com", ...args], { cwd: project.root, encoding: "utf8" }).trim();
    writeFileSync(path.join(project.root, "notes.txt"), "a developer's notes");
    git("init", "--quiet");
    git("add", "sites/westline/pages.config", "notes.txt");
    git("commit", "--quiet", "-m", "Content as it was");
    // A developer's change in the same repository is not the person's to commit.
    writeFileSync(path.join(project.root, "notes.txt"), "half-written notes");

    const outcome = await publisher.publish({
      changes: [{ path: BLACKTOWN, text: withRent(blacktown(), (rent) => rent + 20) }],
      actor: "editor@example.com",
      note: "Rent from the October survey",
    });

    expect(outcome).toMatchObject({ ok: true, git: { committed: true } });
    expect(git("log", "-1", "--format=%an <%ae>")).toBe("editor@example.com <editor@example.com>");
    expect(git("log", "-1", "--format=%B")).toContain("Rent from the October survey");
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([`sites/westline/${BLACKTOWN}`]);
    expect(git("status", "--porcelain", "--", `sites/westline/${BLACKTOWN}`)).toBe("");
  });

  test("a path outside pages.config/ is refused before anything is read or built", async () => {
    const { publisher, project } = setUp();
    const outcome = await publisher.publish({ changes: [{ path: "pages.config/../package.json", text: "{}" }], actor: "editor@example.com" });
    expect(outcome).toMatchObject({ ok: false });
    expect(JSON.parse(readFileSync(path.join(project.root, "package.json"), "utf8"))).toHaveProperty("name");
    expect(existsSync(path.join(project.root, "sites/westline/pages.config", "package.json"))).toBe(false);
  });

  test("an undo the same day puts the site from before the publish back live without building it again", async () => {
    const { publisher, log, home, blacktown } = setUp();
    const original = blacktown();
    const pageBefore = await home();
    await publisher.publish({ changes: [{ path: BLACKTOWN, text: withRent(original, (rent) => rent + 40) }], actor: "editor@example.com" });
    expect(await home()).not.toBe(pageBefore);
    const buildsBefore = builds;

    const publish = await log.get(1);
    const outcome = await publisher.publish({ changes: publish ? undoChanges(publish) : [], actor: "owner@example.com", restoredFrom: 1, restoreKind: "undo" });

    expect(outcome).toMatchObject({ ok: true, publishId: 2 });
    expect(builds, "builds run for the undo").toBe(buildsBefore);
    // The very page visitors had before the publish, its script included.
    expect(await home()).toBe(pageBefore);
    expect(blacktown()).toBe(original);
    expect(log.records[1]).toMatchObject({ actor: "owner@example.com", restoredFrom: 1, restoreKind: "undo" });
  });

  test("an undo on a later day builds the site again: what is dated (the facts in force, the year) is the new day's", async () => {
    let later = 0;
    const { publisher, log, home, blacktown } = setUp(fakeBuild, () => new Date(Date.now() + later));
    const original = blacktown();
    const rent = (JSON.parse(original) as { snapshot: { medianRentPerWeek: number } }).snapshot.medianRentPerWeek;
    await publisher.publish({ changes: [{ path: BLACKTOWN, text: withRent(original, (value) => value + 40) }], actor: "editor@example.com" });
    const buildsBefore = builds;
    later = 24 * 60 * 60 * 1000;

    const publish = await log.get(1);
    const outcome = await publisher.publish({ changes: publish ? undoChanges(publish) : [], actor: "owner@example.com", restoredFrom: 1, restoreKind: "undo" });

    expect(outcome).toMatchObject({ ok: true, publishId: 2 });
    expect(builds, "builds run for the undo").toBe(buildsBefore + 1);
    expect(await home()).toContain(`Rent ${rent} a week`);
  });

  test("a live build older than a change to the content is not taken for that content's site: an undo builds", async () => {
    const { publisher, project, log, blacktown } = setUp();
    // The site settings changed after the live site was built, and were never built.
    const changed = new Date(Date.now() + 60_000);
    utimesSync(path.join(project.root, "sites/westline", SITE), changed, changed);
    await publisher.publish({ changes: [{ path: BLACKTOWN, text: withRent(blacktown(), (rent) => rent + 40) }], actor: "editor@example.com" });
    const buildsBefore = builds;

    const publish = await log.get(1);
    const outcome = await publisher.publish({ changes: publish ? undoChanges(publish) : [], actor: "owner@example.com", restoredFrom: 1, restoreKind: "undo" });

    expect(outcome).toMatchObject({ ok: true, publishId: 2 });
    expect(builds, "builds run for the undo").toBe(buildsBefore + 1);
  });
});

describe("a failed publish as staff read it", () => {
  test("names no folder of the server's disk and no line of its code, and still says nothing was published", async () => {
    const { publisher, project, blacktown } = setUp(async (root) => {
      // As fs says it when a file the build needs is missing.
      throw new Error(`ENOENT: no such file or directory, open '${path.join(root, "pages.config", "pages", "missing.json")}'`);
    });
    const outcome = await publisher.publish({ changes: [{ path: BLACKTOWN, text: withRent(blacktown(), (rent) => rent + 5) }], actor: "editor@example.com" });
    expect(outcome.ok).toBe(false);
    const reason = outcome.ok ? "" : outcome.reason;
    expect(reason).toMatch(/^Nothing was published: .*missing\.json/);
    expect(reason).not.toContain(path.sep + "pages.config" + path.sep);
    expect(reason).not.toContain(path.dirname(project.root));
    expect(reason).not.toMatch(/\n\s*at /);
  });
});
