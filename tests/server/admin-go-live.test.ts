/**
 * "Before going live" lists, for owners, every sample detail and every claim still needing its
 * evidence, in staff words and each linked to its field in the editor (issue 50 item 1). The
 * expected entries are counted here from the raw content files (tests/raw-content.ts,
 * tests/unevidenced-claims.ts), never from the build's own list.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/admin/roles.ts";
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
