/**
 * Going live is an owner's deliberate act, recorded in site.json (who and when), never a side
 * effect of the last sample going (issue 50 item 1): a site with every sample replaced still builds
 * as a demo until the record is there, and `--production` refuses, saying what to do. The site here
 * is the starter's, its samples replaced by values written in this test.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { buildsLive, withoutReplacedSamples } from "../../src/content/sample-values.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const SITE = "pages.config/site.json";
const scratch = scratchCopy("golive-", { site: path.join(PROJECT, "sites/starter") });
afterAll(() => scratch.remove());
const siteFile = path.join(scratch.root, "sites/westline", SITE);
const starter = JSON.parse(readFileSync(path.join(PROJECT, "sites/starter", SITE), "utf8")) as Record<string, unknown>;

/** The starter's site.json with its samples replaced by a real-looking business of this test's own. */
const replaced = {
  ...starter,
  placeholders: [],
  brand: "Harbour Plumbing",
  email: "hello@harbourplumbing.com.au",
  origin: "https://www.harbourplumbing.com.au",
  bookingUrl: "https://www.harbourplumbing.com.au/book",
  office: { ...(starter.office as object), streetAddress: "12 Quay Street", locality: "Haymarket", serviceArea: "Sydney's inner suburbs." },
};
const write = (data: unknown) => writeFileSync(siteFile, `${JSON.stringify(data, null, 2)}\n`);
const load = () => loadSite(path.join(scratch.root, "sites/westline"));

describe("a site with no sample left", () => {
  it("is still a demo until an owner has gone live, and --production refuses, saying how to go live", () => {
    write(replaced);
    const loaded = load();
    expect(loaded.problems.map((p) => p.message)).toEqual([]);
    expect(loaded.placeholders).toEqual([]);
    expect(buildsLive(loaded.site, loaded.placeholders)).toBe(false);
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts", "--production"], { cwd: scratch.root, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Production build refused: no sample is left, but the site has not gone live");
    expect(run.stderr).toContain("Go live on the back office's Before going live page");
    expect(existsSync(path.join(scratch.root, "build"))).toBe(false);
  });

  it("is live once the record of who went live and when is there", () => {
    write({ ...replaced, live: { by: "owner@harbourplumbing.com.au", since: "2026-11-29T08:30:00.000Z" } });
    const loaded = load();
    expect(loaded.problems.map((p) => p.message)).toEqual([]);
    expect(buildsLive(loaded.site, loaded.placeholders)).toBe(true);
  });

  it("is a demo again when a sample comes back, record or not", () => {
    write({
      ...replaced,
      placeholders: ["/brand"],
      brand: "Example Plumbing",
      live: { by: "owner@harbourplumbing.com.au", since: "2026-11-29T08:30:00.000Z" },
    });
    const loaded = load();
    expect(loaded.placeholders.map((p) => p.path)).toEqual(["brand"]);
    expect(buildsLive(loaded.site, loaded.placeholders)).toBe(false);
  });
});

describe("replacing a sample value", () => {
  it("takes that value, and only that one, off the samples list; a value left as it was stays listed", () => {
    const before = { ...starter };
    const after = { ...starter, brand: "Harbour Plumbing", office: { ...(starter.office as object), locality: "Haymarket" } };
    const kept = (withoutReplacedSamples(before, after) as { placeholders: string[] }).placeholders;
    expect(kept).toEqual((starter.placeholders as string[]).filter((pointer) => pointer !== "/brand" && pointer !== "/office"));
    // Nothing changed: the same list, the same object.
    expect(withoutReplacedSamples(before, { ...starter })).toEqual(starter);
  });
});
