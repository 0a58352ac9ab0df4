/**
 * `pagekit new-entry --site DIR <collection> "Name"` starts an entry of any collection a site
 * declares, in the declaration's words: the made-up clinic (tests/fixtures/third-site) with its two
 * collections (tests/fixtures/clinic-collections), in a temporary folder outside the project. Its
 * clinicians' declaration gives no name prompt and no guide, and its template no skeleton, so the
 * words are the neutral ones, and none of the broker's. Expectations come from the fixture's files.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const OVERLAY = path.join(PROJECT, "tests/fixtures/clinic-collections");
const outside = mkdtempSync(path.join(tmpdir(), "clinic-new-entry-"));
const site = path.join(outside, "clinic");
cpSync(path.join(PROJECT, "tests/fixtures/third-site"), site, { recursive: true });
for (const part of ["collections", "pages.config"]) cpSync(path.join(OVERLAY, part), path.join(site, part), { recursive: true });
afterAll(() => rmSync(outside, { recursive: true, force: true }));

const declared = JSON.parse(readFileSync(path.join(OVERLAY, "collections/clinicians/collection.json"), "utf8")) as Record<string, string>;
const schema = JSON.parse(readFileSync(path.join(OVERLAY, "collections/clinicians", declared.schema!), "utf8")) as { required: string[] };

/** The kernel's command, run from the folder above the site as a developer would. */
const pagekit = (...args: string[]) => {
  // Run as pagekit runs it, not as an npm script (a test run started by npm would say it was one).
  const env = { ...process.env, npm_lifecycle_event: "" };
  const result = spawnSync(process.execPath, [path.join(PROJECT, "bin/pagekit.mjs"), "new-entry", "--site", "clinic", ...args], {
    cwd: outside,
    encoding: "utf8",
    env,
  });
  return { status: result.status, out: result.stdout + result.stderr };
};

describe("pagekit new-entry on a site with collections of its own", () => {
  it("writes a clinician's file from the declaration alone, and says what is left in neutral words", () => {
    const { status, out } = pagekit("clinicians", "Alex Chen");
    expect(out).toMatch(/^wrote /);
    expect(status).toBe(0);
    const file = `pages.config/${declared.folder}/alex-chen.json`;
    const written = JSON.parse(readFileSync(path.join(site, file), "utf8")) as Record<string, unknown>;
    expect([written[declared.titleField!], written[declared.slugField!]]).toEqual(["Alex Chen", "alex-chen"]);
    expect(out).toBe(
      `wrote ${file}\nNext: fill in the rest of its fields (collections/clinicians/${declared.schema} explains each), then run\n  pagekit validate --site clinic\nuntil it reports no problems. The page will be at ${declared.route!.replace("/{slug}", "")}/alex-chen.\n`,
    );
    expect(out).not.toMatch(/suburb|broker/i);
    // What is left is each required field the start did not fill, named by validation at the new file.
    const left = loadSite(site).problems.filter((problem) => problem.file === file);
    const missing = schema.required.filter((field) => !(field in written));
    expect(missing.length).toBeGreaterThan(0);
    expect(left.map((problem) => problem.message).join("\n")).toContain(missing[0]);
  });

  it("refuses an entry that exists, changing nothing", () => {
    const before = readFileSync(path.join(site, "pages.config/clinicians/sam-lee.json"), "utf8");
    const { status, out } = pagekit("clinicians", "Sam Lee");
    expect(status).toBe(1);
    expect(out).toContain("pagekit new-entry: pages.config/clinicians/sam-lee.json already exists; edit it instead (nothing was changed).");
    expect(readFileSync(path.join(site, "pages.config/clinicians/sam-lee.json"), "utf8")).toBe(before);
  });

  it.each([
    [
      ["clinicians"],
      `which ${declared.label}? Give its name.`,
      `usage: pagekit new-entry --site clinic clinicians "${declared.label!.replace(/^./, (c) => c.toUpperCase())} Name"`,
    ],
    [
      ["clinican", "Alex Chen"],
      'this site keeps no collection called "clinican" (did you mean "clinicians"?): name one of clinicians, conditions.',
      "usage: pagekit new-entry --site clinic <collection>",
    ],
    [[], "which collection? Name one of clinicians, conditions.", "usage: pagekit new-entry --site clinic <collection>"],
  ])("exits 2 with the reason and the usage for %j", (args, reason, usage) => {
    const { status, out } = pagekit(...args);
    expect(status).toBe(2);
    expect(out).toContain(`pagekit new-entry: ${reason}`);
    expect(out).toContain(usage);
  });
});
