/**
 * Several instances on one PostgreSQL (docs/deploying.md, "Several instances"). Instance A is the
 * back office in-process (createApp, as admin-client.ts runs it) with a stand-in build step, so the
 * file stays cheap: the real build is covered by tests/e2e/admin-publish.spec.ts and
 * publish-engine.test.ts. Instance B is the real server (the bundled main.mjs) in its own process,
 * with its own copy of the content folder and its own build folder; it has no build step at all
 * and gets A's publishes only through the database.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, inject, test } from "vitest";
import { startServerProcess, type ServerProcess } from "../../scripts/lib/server-process.ts";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { Publisher, type BuildStep } from "../../src/admin/publish/engine.ts";
import { PublishFollower } from "../../src/admin/publish/follow.ts";
import { packSite } from "../../src/admin/publish/site-archive.ts";
import { addPerson } from "../../src/admin/people.ts";
import { hashToken } from "../../src/admin/tokens.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { adminHarness, Browser, hashedPassword, PASSWORD } from "./admin-client.ts";
import { freshStores, sharedLog } from "./fresh-stores.ts";
import { copyFixtureSite, postForm, send, tempDir } from "./server-process.ts";

const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const SITE = "pages.config/site.json";
const stores = freshStores();

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const rentIn = (text: string) => (JSON.parse(text) as { snapshot: { medianRentPerWeek: number } }).snapshot.medianRentPerWeek;

/**
 * The stand-in build: the fixture site (a thank-you page per form, a not-found page) with a home
 * page naming Blacktown's rent and loading a script whose name is the hash of its text, as the
 * real build names its assets.
 */
function fakeBuild(root: string, out: string): void {
  copyFixtureSite(out);
  const rent = rentIn(readFileSync(path.join(root, "sites/westline", BLACKTOWN), "utf8"));
  const script = `window.rent = ${rent};`;
  const asset = `page-${createHash("sha256").update(script).digest("hex").slice(0, 8)}.js`;
  mkdirSync(path.join(out, "assets"), { recursive: true });
  writeFileSync(path.join(out, "assets", asset), script);
  writeFileSync(
    path.join(out, "index.html"),
    `<!doctype html><title>Home</title><p>Rent ${rent} a week</p><script type="module" src="/assets/${asset}"></script>`,
  );
}
const build: BuildStep = async (root) => (fakeBuild(root, path.join(root, "build", "client")), { ok: true });

const assetsOf = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? "");
async function missingAssets(origin: string, html: string): Promise<string[]> {
  const statuses = await Promise.all(assetsOf(html).map(async (asset) => [asset, (await fetch(`${origin}${asset}`)).status] as const));
  return statuses.filter(([, status]) => status !== 200).map(([asset, status]) => `${asset} (${status})`);
}

/** An instance's own project: a copy of the content and a first build of it. */
function instanceFolders(name: string) {
  const project = scratchCopy(`westline-instance-${name}-`);
  const work = tempDir();
  cleanups.push(project.remove, work.remove);
  const client = path.join(work.dir, "client");
  fakeBuild(project.root, client);
  return { root: project.root, client, releases: path.join(work.dir, "releases") };
}

async function startB(url: string, b: ReturnType<typeof instanceFolders>): Promise<ServerProcess> {
  const server = await startServerProcess(
    { PORT: "0", SITE_ROOT: b.client, PUBLISH_DIR: b.releases, DATABASE_URL: url, RATE_LIMIT_BURST: "100000" },
    { entry: path.resolve(inject("serverEntry")), cwd: b.root },
  );
  cleanups.push(() => server.stop());
  return server;
}

test("a publish on one instance reaches the other through PostgreSQL: its pages, their assets, its form handling, and the session", async (ctx) => {
  const { store, url, done } = await stores.PostgreSQL(ctx);
  cleanups.push(done);
  const a = instanceFolders("a");
  const b = instanceFolders("b");
  const log = sharedLog(store);
  const live = new LiveSite(a.client);
  const drafts = store.drafts();
  const publisher = new Publisher({
    projectRoot: path.join(a.root, "sites/westline"),
    codeRoot: a.root,
    live,
    releasesDir: a.releases,
    log,
    build,
    builds: log,
  });
  const h = adminHarness(store, { live, publish: { publisher, drafts, log } });
  const serverB = await startB(url ?? "", b);

  const before = await (await fetch(`${serverB.url}/`)).text();
  const oldRent = rentIn(readFileSync(path.join(b.root, "sites/westline", BLACKTOWN), "utf8"));
  expect(before).toContain(`Rent ${oldRent} a week`);
  expect(assetsOf(before).length).toBeGreaterThan(0);

  // Signed in on A, the same session (cookie and form token) works on B.
  h.clock.now = new Date();
  const added = await addPerson(h.accounts, { email: "editor@example.com", role: "editor", now: h.clock.now, by: null, address: null });
  if (!added.ok) throw new Error(added.problem);
  await h.accounts.usePasswordToken(hashToken(added.token), await hashedPassword(), h.clock.now);
  const browser = new Browser(h.app);
  await browser.get("/admin/sign-in");
  await browser.post("/admin/sign-in", { email: "editor@example.com", password: PASSWORD });
  expect((await browser.get("/admin/publish")).status).toBe(200);
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const onB = await send(`${serverB.url}/admin/publish`, { headers: { cookie, accept: "text/html" } });
  expect(onB.status).toBe(200);
  expect(await onB.text()).toContain(`name="form_token" value="${browser.formToken}"`);

  // A publishes a new rent and a new phone number.
  const newRent = oldRent + 25;
  const report = JSON.parse(readFileSync(path.join(a.root, "sites/westline", BLACKTOWN), "utf8")) as { snapshot: { medianRentPerWeek: number } };
  report.snapshot.medianRentPerWeek = newRent;
  const site = JSON.parse(readFileSync(path.join(a.root, "sites/westline", SITE), "utf8")) as { phone: { display: string; dial: string } };
  const oldPhone = site.phone.display;
  const nextDigit = (text: string) => text.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10));
  site.phone = { display: nextDigit(site.phone.display), dial: nextDigit(site.phone.dial) };
  const texts = { [BLACKTOWN]: `${JSON.stringify(report, null, 2)}\n`, [SITE]: `${JSON.stringify(site, null, 2)}\n` };
  for (const [file, text] of Object.entries(texts)) await drafts.put({ path: file, text, author: "editor@example.com", updatedAt: new Date().toISOString() });
  expect((await browser.post("/admin/publish", { note: "October rent survey", path: [BLACKTOWN, SITE] })).status).toBe(303);
  await expect.poll(async () => publisher.status().state, { timeout: 120_000, interval: 200 }).toBe("done");
  expect(publisher.status()).toMatchObject({ state: "done", paths: expect.arrayContaining([BLACKTOWN, SITE]) });
  const publishedAt = Date.now();

  // B serves it within 90 seconds, and no page B gives ever names an asset B lacks.
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        const page = await (await fetch(`${serverB.url}/`)).text();
        seen.push(...(await missingAssets(serverB.url, page)));
        return page;
      },
      { timeout: 90_000, interval: 250 },
    )
    .toContain(`Rent ${newRent} a week`);
  console.log(`several instances: B served A's publish ${((Date.now() - publishedAt) / 1000).toFixed(1)} s after it was done`);
  expect(seen).toEqual([]);
  const after = await (await fetch(`${serverB.url}/`)).text();
  expect(assetsOf(after)).not.toEqual(assetsOf(before));
  // The new page's assets, and the old page's (a visitor may have it open), load from B.
  expect(await missingAssets(serverB.url, after + before)).toEqual([]);

  // B's content folder has the published texts, and its form handling the new phone number.
  for (const [file, text] of Object.entries(texts)) expect(readFileSync(path.join(b.root, "sites/westline", file), "utf8")).toBe(text);
  // A form sent without its fields is answered with a page that offers the phone number instead.
  const incomplete = await postForm({ url: serverB.url, origin: serverB.url }, { "form-name": "contact" }, { kind: "native" });
  expect(incomplete.status).toBe(422);
  const answer = await incomplete.text();
  expect(answer).toContain(site.phone.display);
  expect(answer).not.toContain(oldPhone);

  // Signing out on B, with the form token A gave, ends the session on A too.
  const signOut = await send(`${serverB.url}/admin/sign-out`, {
    method: "POST",
    headers: { cookie, origin: serverB.url, accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ form_token: browser.formToken }),
  });
  expect(signOut.status).toBe(303);
  expect((await browser.get("/admin/publish")).status).not.toBe(200);
});

test("a damaged build in the database leaves an instance serving what it served, says why, and a good one after it is taken in", async (ctx) => {
  const { store, done } = await stores.PostgreSQL(ctx);
  cleanups.push(done);
  const b = instanceFolders("b");
  const log = sharedLog(store);
  const live = new LiveSite(b.client);
  const warnings: string[] = [];
  const logger = { info: () => undefined, warn: (fields: object) => void warnings.push(String((fields as { reason?: string }).reason)) };
  const follower = new PublishFollower({
    publisher: new Publisher({ projectRoot: path.join(b.root, "sites/westline"), codeRoot: b.root, live, releasesDir: b.releases, build }),
    builds: log,
    live,
    releasesDir: b.releases,
    projectRoot: path.join(b.root, "sites/westline"),
    logger,
  });
  const home = () => readFileSync(path.join(live.current.root, "index.html"), "utf8");
  const served = home();
  const at = () => new Date(Date.now() + 60_000).toISOString();
  const good = await packSite(b.client);
  const publish = (archive: Uint8Array) => log.add({ at: at(), actor: "editor@example.com", note: null, restoredFrom: null, files: [], archive });

  for (const archive of [Buffer.from("not a site"), good.subarray(0, Math.floor(good.length / 2))]) {
    const id = await publish(archive);
    expect(await follower.check()).toMatchObject({ state: "failed", reason: expect.stringContaining(`#${id}`) });
    expect(live.current.root).toBe(b.client);
    expect(home()).toBe(served);
  }
  expect(warnings).toHaveLength(2);
  // Asking again finds the same damage: it is not logged again.
  expect(await follower.check()).toMatchObject({ state: "failed" });
  expect(warnings).toHaveLength(2);

  const fixed = path.join(b.root, "fixed");
  fakeBuild(b.root, fixed);
  writeFileSync(path.join(fixed, "index.html"), "<!doctype html><p>The fixed build</p>");
  const id = await publish(await packSite(fixed));
  expect(await follower.check()).toEqual({ state: "switched", publishId: id });
  expect(home()).toContain("The fixed build");
  expect(await follower.check()).toEqual({ state: "current" });

  // A record changed by hand to name a file outside the content is not followed there.
  const before = live.current.root;
  await log.add({
    at: at(),
    actor: "editor@example.com",
    note: null,
    restoredFrom: null,
    files: [{ path: "pages.config/../escape.json", before: null, after: "{}" }],
    archive: good,
  });
  expect(await follower.check()).toMatchObject({ state: "failed", reason: expect.stringContaining("outside the content") });
  expect(existsSync(path.join(b.root, "escape.json"))).toBe(false);
  expect(live.current.root).toBe(before);
});

test("a publish that another instance's overtook is refused, and one from an instance still behind waits for it", async (ctx) => {
  const { store, done } = await stores.PostgreSQL(ctx);
  cleanups.push(done);
  const a = instanceFolders("a");
  const log = sharedLog(store);
  const live = new LiveSite(a.client);
  const elsewhere = async () =>
    log.add({ at: new Date().toISOString(), actor: "other@example.com", note: null, restoredFrom: null, files: [], archive: await packSite(a.client) });
  // Another instance publishes while this one builds.
  const overtaken: BuildStep = async (root) => (await elsewhere(), build(root));
  const publisher = new Publisher({
    projectRoot: path.join(a.root, "sites/westline"),
    codeRoot: a.root,
    live,
    releasesDir: a.releases,
    log,
    build: overtaken,
    builds: log,
  });
  const original = readFileSync(path.join(a.root, "sites/westline", BLACKTOWN), "utf8");
  const report = JSON.parse(original) as { snapshot: { medianRentPerWeek: number } };
  report.snapshot.medianRentPerWeek += 25;
  const change = { path: BLACKTOWN, text: `${JSON.stringify(report, null, 2)}\n` };

  const first = await publisher.publish({ changes: [change], actor: "editor@example.com" });
  expect(first).toMatchObject({ ok: false, reason: expect.stringContaining("someone else published while this was building") });
  expect(live.current.root).toBe(a.client);
  expect(readFileSync(path.join(a.root, "sites/westline", BLACKTOWN), "utf8")).toBe(original);

  // This instance has not taken that publish in yet: publishing now would drop its changes.
  const second = await publisher.publish({ changes: [change], actor: "editor@example.com" });
  expect(second).toMatchObject({ ok: false, reason: expect.stringContaining("published from elsewhere a moment ago") });
  expect(live.current.root).toBe(a.client);
});
