/**
 * "Before going live" lists, for owners, every sample detail and every claim still needing its
 * evidence, in staff words and each linked to its field in the editor (issue 50 item 1). The
 * expected entries are counted here from the raw content files (tests/raw-content.ts,
 * tests/unevidenced-claims.ts), never from the build's own list.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { Publisher } from "../../src/admin/publish/engine.ts";
import type { Role } from "../../src/admin/roles.ts";
import { SITE_FILE } from "../../src/content/content-files.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { site } from "../raw-content.ts";
import { unevidencedClaims } from "../unevidenced-claims.ts";
import { adminHarness, Browser, PROJECT, readable, signedInAs } from "./admin-client.ts";
import { SQLITE_WORKER, tempDir } from "./server-process.ts";

const dir = tempDir();
const store = await openSqliteLeadStore(`${dir.dir}/leads.sqlite`, { worker: SQLITE_WORKER });
afterAll(async () => (await store.close(), dir.remove()));
const h = adminHarness(store);

/** Fact entries marked as sample data: a dated set's periods and testimonials with "sample": true. */
function factSampleCount(): number {
  const facts = path.join(PROJECT, "pages.config/facts");
  let count = 0;
  for (const name of readdirSync(facts).filter((file) => file.endsWith(".json"))) {
    const data = JSON.parse(readFileSync(path.join(facts, name), "utf8")) as Record<string, unknown>;
    for (const list of ["periods", "testimonials"])
      if (Array.isArray(data[list])) count += (data[list] as Array<{ sample?: unknown }>).filter((entry) => entry.sample === true).length;
  }
  return count;
}
const expectedCount = (site.placeholders ?? []).length + factSampleCount() + unevidencedClaims(PROJECT).length;

let people = 0;
async function signedIn(role: Role): Promise<Browser> {
  const email = `${role}-${++people}@example.com`;
  const browser = await signedInAs(h, email, role);
  return browser;
}

const items = (html: string) =>
  [...(/<ol class="checklist"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? "").matchAll(/<li>(.*?)<\/li>/gs)].map((match) => match[1] ?? "");

describe("Before going live", () => {
  it("lists each sample and each claim without its evidence once, as an owner's checklist", async () => {
    const owner = await signedIn("owner");
    const page = await owner.get("/admin/go-live");
    expect(page.status).toBe(200);
    expect(expectedCount).toBeGreaterThan(0);
    expect(items(page.html)).toHaveLength(expectedCount);
    expect(readable(page.html)).toContain(`these ${expectedCount} are left, the site stays a demo`);
  });

  it("says each one in staff words: no JSON Pointer, file name or field name from the files", async () => {
    const text = readable((await (await signedIn("owner")).get("/admin/go-live")).html);
    for (const pointer of site.placeholders ?? []) expect(text).not.toContain(pointer);
    for (const developerWord of ["pages.config", ".json", "reviewBy", '"sample"', "JSON", "caseStudy", "legal."]) expect(text).not.toContain(developerWord);
    // Every one of site.json's samples (and its claims without evidence) is named as the editor's list names the file, "Site settings".
    const inSiteFile = (site.placeholders ?? []).length + unevidencedClaims(PROJECT).filter((claim) => claim.startsWith("pages.config/site.json ")).length;
    expect(text.split("Site settings ›").length - 1).toBe(inSiteFile);
  });

  it("links each to its field in the editor: the file in the address's hash, the field in its query", async () => {
    const html = (await (await signedIn("owner")).get("/admin/go-live")).html;
    const links = items(html).map((item) => /href="([^"]+)"/.exec(item)?.[1]?.replace(/&amp;/g, "&") ?? "");
    for (const link of links) expect(link).toMatch(/^\/admin\/content\/\?field=[^#]+#pages\.config\/[\w/-]+\.json$/);
    const creditRepresentative = links.find((link) => link.includes(`field=${encodeURIComponent("legal.creditRepresentative")}`));
    if ((site.placeholders ?? []).includes("/legal/creditRepresentative"))
      expect(creditRepresentative).toBe("/admin/content/?field=legal.creditRepresentative#pages.config/site.json");
  });

  it("gives the editor the same list for the file it checks, so each sample's field is marked there", async () => {
    const owner = await signedIn("owner");
    const token = /<meta name="form-token" content="([^"]+)"/.exec((await owner.get("/admin/content/")).html)?.[1] ?? "";
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const data = JSON.parse(readFileSync(path.join(PROJECT, "pages.config/site.json"), "utf8")) as unknown;
    const response = await h.app.request("http://localhost/admin/content/api/check", {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "x-form-token": token, origin: "http://localhost" },
      body: JSON.stringify({ file: "pages.config/site.json", data }),
    });
    const { samples } = (await response.json()) as { samples?: string[] };
    // The pointers site.json lists, as paths, and the association claim while it has no evidence.
    const expected = (site.placeholders ?? []).map((pointer) => pointer.slice(1).split("/").join("."));
    if (unevidencedClaims(PROJECT).includes("pages.config/site.json  legal.association")) expected.push("legal.association");
    expect([...(samples ?? [])].sort()).toEqual(expected.sort());
  });

  it("is an owner's page: editors and leads staff are turned away, in plain words", async () => {
    const editor = await signedIn("editor");
    const refused = await editor.get("/admin/go-live");
    expect(refused.status).toBe(403);
    expect(readable(refused.html)).toContain("This page is for Owners; you are signed in as Editor.");
    expect((await (await signedIn("leads")).get("/admin/go-live")).status).toBe(403);
    // A page for two roles names both, each as people ("Leadss" before).
    expect(readable((await editor.get("/admin/leads")).html)).toContain("This page is for Owners or Leads staff; you are signed in as Editor.");
  });
});

describe('"This is our real …"', () => {
  it("takes a value already real off the list in a draft in the owner's name, changes nothing else, and records who and when", async () => {
    const pointer = (site.placeholders ?? []).find((entry) => entry === "/legal/commission") ?? (site.placeholders ?? [])[0];
    if (!pointer) return expect.fail("site.json lists no sample to confirm");
    const field = pointer.slice(1).split("/").join(".");
    const owner = await signedIn("owner");
    const before = items((await owner.get("/admin/go-live")).html);
    const done = await owner.post("/admin/go-live/confirm", { field });
    expect(done.status).toBe(303);
    const after = await owner.get(done.headers.get("location") ?? "");
    expect(readable(after.html)).toContain("Recorded in your name");
    expect(items(after.html)).toHaveLength(before.length - 1);
    // Each button names its field as a sentence does, keeping capitals ("booking URL", never "booking url").
    for (const button of after.html.matchAll(/This is our real ([^<]+)</g)) expect(button[1]).not.toMatch(/\burl\b|\bacn\b/);
    expect(after.html).not.toContain(`value="${field}"`);
    const draft = (await store.drafts().pending()).find((entry) => entry.path === "pages.config/site.json");
    expect(draft?.author).toMatch(/^owner-\d+@example\.com$/);
    const drafted = JSON.parse(draft?.text ?? "{}") as Record<string, unknown>;
    const live = JSON.parse(readFileSync(path.join(PROJECT, "pages.config/site.json"), "utf8")) as Record<string, unknown>;
    expect(drafted.placeholders).toEqual((site.placeholders ?? []).filter((entry) => entry !== pointer));
    expect({ ...drafted, placeholders: null }).toEqual({ ...live, placeholders: null });
    const logged = (await h.accounts.auditLog(20)).find((entry) => entry.action === "confirmed a sample as real");
    expect(logged?.actor).toBe(draft?.author);
    expect(logged?.detail).toMatch(/^Site settings › /);
    expect(logged?.at).toBe(h.clock.now.toISOString());
    // Done once: the same confirmation again is refused, saying why.
    const again = await owner.post("/admin/go-live/confirm", { field });
    expect(again.status).toBe(422);
    expect(readable(again.html)).toContain("no longer marked as a sample");
    await store.drafts().discard("pages.config/site.json");
  });

  it("is for owners only", async () => {
    const editor = await signedIn("editor");
    await editor.get("/admin");
    expect((await editor.post("/admin/go-live/confirm", { field: "legal.commission" })).status).toBe(403);
  });
});

describe("replacing a sample in the editor", () => {
  it("takes its mark off when its value changes, and leaves a value saved unchanged marked", async () => {
    const owner = await signedIn("owner");
    const token = /<meta name="form-token" content="([^"]+)"/.exec((await owner.get("/admin/content/")).html)?.[1] ?? "";
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const api = async (route: string, body: unknown) =>
      (await (
        await h.app.request(`http://localhost/admin/content/api/${route}`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json", "x-form-token": token, origin: "http://localhost" },
          body: JSON.stringify(body),
        })
      ).json()) as { samples?: string[]; check?: { samples?: string[] } };
    const opened = JSON.parse((await owner.get("/admin/content/api/file?file=pages.config/site.json")).html) as { data: Record<string, unknown>; hash: string };
    // The enquiries address, replaced by one of the business's own; another single-line sample is left as it is.
    const changed = (site.placeholders ?? []).find((pointer) => pointer === "/email");
    const kept = (site.placeholders ?? []).find((pointer) => pointer !== changed && typeof opened.data[pointer.slice(1)] === "string");
    if (!changed || !kept) return expect.fail("site.json no longer lists its email and another single-line sample");
    const key = changed.slice(1);
    const data = { ...opened.data, [key]: "hello@westlinefinance.com.au" };
    const checked = await api("check", { file: SITE_FILE, data });
    expect(checked.samples).not.toContain(key);
    expect(checked.samples).toContain(kept.slice(1));
    await api("save", { file: SITE_FILE, data, hash: opened.hash });
    const draft = JSON.parse((await store.drafts().get(SITE_FILE))?.text ?? "{}") as { placeholders: string[] };
    expect(draft.placeholders).toEqual((site.placeholders ?? []).filter((pointer) => pointer !== changed));
    // The checklist no longer lists it; everything else is still there.
    expect(items((await owner.get("/admin/go-live")).html)).toHaveLength(expectedCount - 1);
    await store.drafts().discard(SITE_FILE);
  });
});

describe("Go live and Back to demo", () => {
  it("cannot be pressed while anything is left: the button is disabled and the address refuses, saying how many", async () => {
    const owner = await signedIn("owner");
    const page = await owner.get("/admin/go-live");
    expect(page.html).toMatch(/<button[^>]*disabled[^>]*>Go live<\/button>/);
    for (const answer of [await owner.get("/admin/go-live/go-live"), await owner.post("/admin/go-live/go-live", {})]) {
      expect(answer.status).toBe(422);
      expect(readable(answer.html)).toContain(`Not yet: ${expectedCount} things are left to replace or confirm below.`);
    }
    expect(await store.publishes().list(5)).toEqual([]);
  });

  it("are for owners only", async () => {
    const editor = await signedIn("editor");
    await editor.get("/admin");
    for (const route of ["/admin/go-live/go-live", "/admin/go-live/back-to-demo"]) {
      expect((await editor.get(route)).status).toBe(403);
      expect((await editor.post(route, {})).status).toBe(403);
    }
  });

  it("with nothing left: confirmed, publishes the waiting changes and the record of who went live and when; Back to demo, confirmed, takes the record out", async () => {
    const liveStore = await openSqliteLeadStore(`${dir.dir}/live.sqlite`, { worker: SQLITE_WORKER });
    const project = scratchCopy("golive-area-", { site: path.join(PROJECT, "../starter"), linkCode: true });
    const work = tempDir();
    try {
      const siteFolder = path.join(project.root, "sites/westline");
      const siteFile = path.join(siteFolder, SITE_FILE);
      // Every sample replaced but the booking address, which a draft replaces: the checklist counts drafts.
      const starter = JSON.parse(readFileSync(siteFile, "utf8")) as Record<string, unknown>;
      const replaced = {
        ...starter,
        placeholders: ["/bookingUrl"],
        brand: "Harbour Plumbing",
        email: "hello@harbourplumbing.com.au",
        origin: "https://www.harbourplumbing.com.au",
        office: { ...(starter.office as object), streetAddress: "12 Quay Street", locality: "Haymarket", serviceArea: "Sydney's inner suburbs." },
      };
      writeFileSync(siteFile, `${JSON.stringify(replaced, null, 2)}\n`);
      const drafted = { ...replaced, placeholders: [], bookingUrl: "https://www.harbourplumbing.com.au/book" };
      await liveStore
        .drafts()
        .put({ path: SITE_FILE, text: `${JSON.stringify(drafted, null, 2)}\n`, author: "editor@example.com", updatedAt: "2026-11-25T08:00:00.000Z" });

      const first = path.join(work.dir, "first");
      const standIn = (out: string) => {
        mkdirSync(path.join(out, "404"), { recursive: true });
        writeFileSync(path.join(out, "index.html"), "<!doctype html><title>Home</title>");
        writeFileSync(path.join(out, "404", "index.html"), "<!doctype html><title>Not found</title>");
      };
      standIn(first);
      const live = new LiveSite(first);
      const log = liveStore.publishes();
      const publisher = new Publisher({
        projectRoot: siteFolder,
        codeRoot: project.root,
        live,
        releasesDir: path.join(work.dir, "releases"),
        log,
        drafts: liveStore.drafts(),
        build: async (root) => (standIn(path.join(root, "build", "client")), { ok: true }),
      });
      const hl = adminHarness(liveStore, { live, content: siteFolder, publish: { publisher, drafts: liveStore.drafts(), log } });
      const owner = await signedInAs(hl, "owner@harbourplumbing.com.au", "owner");

      const checklist = await owner.get("/admin/go-live");
      expect(checklist.html).toContain('data-testid="go-live-ready"');
      expect(checklist.html).toContain('href="/admin/go-live/go-live"');
      const confirm = await owner.get("/admin/go-live/go-live");
      expect(confirm.status).toBe(200);
      const says = readable(confirm.html);
      expect(says).toContain("Search engines may list the site");
      expect(says).toContain("The demo notices go");
      expect(says).toContain("The changes waiting on Publish go out with it, since the checklist counted them: the site settings.");
      expect(says).toContain("Yes, go live");
      for (const developerWord of ["JSON", ".json", ".txt", "/bookingUrl"]) expect(says).not.toContain(developerWord);
      // Until confirmed, nothing was published.
      expect(await log.list(5)).toEqual([]);

      const went = await owner.post("/admin/go-live/go-live", {});
      expect(went.status).toBe(303);
      expect(went.headers.get("location")).toBe("/admin/publish");
      await expect.poll(async () => (await log.list(5)).length, { timeout: 20_000 }).toBe(1);
      const published = JSON.parse(readFileSync(siteFile, "utf8")) as Record<string, unknown>;
      expect(published.live).toEqual({ by: "owner@harbourplumbing.com.au", since: hl.clock.now.toISOString() });
      expect(published.bookingUrl).toBe(drafted.bookingUrl);
      expect(published.placeholders).toEqual([]);
      await expect.poll(async () => (await liveStore.drafts().pending()).length).toBe(0);
      await expect
        .poll(async () => (await hl.accounts.auditLog(20)).some((entry) => entry.action === "went live" && entry.actor === "owner@harbourplumbing.com.au"))
        .toBe(true);

      const now = readable((await owner.get("/admin/go-live")).html);
      expect(now).toContain("The site is live");
      expect(now).toContain("owner@harbourplumbing.com.au took it live on");
      expect((await owner.get("/admin/go-live/go-live")).status).toBe(422);

      const back = await owner.get("/admin/go-live/back-to-demo");
      expect(readable(back.html)).toContain("Search engines are asked not to list the site");
      expect((await owner.post("/admin/go-live/back-to-demo", {})).status).toBe(303);
      await expect.poll(async () => (await log.list(5)).length, { timeout: 20_000 }).toBe(2);
      const demo = JSON.parse(readFileSync(siteFile, "utf8")) as Record<string, unknown>;
      expect(demo.live).toBeUndefined();
      expect({ ...demo, live: null }).toEqual({ ...published, live: null });
      expect(readable((await owner.get("/admin/go-live")).html)).toContain("The site can go live now.");
    } finally {
      await liveStore.close();
      project.remove();
      work.remove();
    }
  });
});
