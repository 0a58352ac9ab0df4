/**
 * loadSite is the one pipeline: what it promises to the build, the development server and an
 * editor that validates unsaved drafts.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";

const root = path.resolve(import.meta.dirname, "../..");
const SITE = "pages.config/site.json";
const siteText = readFileSync(path.join(root, "sites/westline", SITE), "utf8");

/** Where a draft's median rent value starts, line:column, read off its text. */
/** Where "$600 a week" goes wrong as an amount: the space after the digits, which the problem points at. */
function rentAt(text: string): string {
  const before = text.slice(0, text.indexOf('"medianRentPerWeek": "$600') + '"medianRentPerWeek": "$600'.length).split("\n");
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

describe("loadSite", () => {
  it("fills placeholders in site.json's own text", () => {
    const raw = JSON.parse(siteText) as { tagline: string; brand: string; phone: { display: string } };
    const tagline = "Call {phone} to talk to {brand}.";
    const { site, problems } = loadSite(path.join(root, "sites/westline"), {
      overrides: { [SITE]: siteText.replace(JSON.stringify(raw.tagline), JSON.stringify(tagline)) },
    });
    expect(problems).toEqual([]);
    expect(site?.tagline).toBe(`Call ${raw.phone.display} to talk to ${raw.brand}.`);
  });

  it("checks an unsaved draft without touching the disk, and adds files that exist only in memory", () => {
    const draft = readFileSync(path.join(root, "sites/westline/pages.config/suburbs/penrith.json"), "utf8").replace(
      /"medianRentPerWeek": \d+/,
      '"medianRentPerWeek": "$600 a week"',
    );
    const { problems, pages } = loadSite(path.join(root, "sites/westline"), {
      overrides: { "pages.config/suburbs/penrith.json": draft, "pages.config/suburbs/notes.txt": "remember Merrylands" },
    });
    expect(problems.map(formatProblem)).toEqual([
      'pages.config/suburbs/notes.txt:1:1  (whole file)  only files ending in ".json" are read, so this one is ignored: rename it to notes.json if it belongs to the site, or delete it (in pages.config/suburbs/)',
      `pages.config/suburbs/penrith.json:${rentAt(draft)}  snapshot.medianRentPerWeek  must be the median weekly rent in whole dollars, e.g. 640: no $ sign or quotes`,
    ]);
    // The broken report has no page; the rest of the site still loads.
    expect(pages.some(({ doc }) => doc.path === "/resources/suburb-reports/penrith")).toBe(false);
    expect(pages.some(({ doc }) => doc.path === "/faq")).toBe(true);
    expect(readFileSync(path.join(root, "sites/westline/pages.config/suburbs/penrith.json"), "utf8")).not.toBe(draft);
  });

  it("reports a suburb file holding only null instead of crashing", () => {
    const { problems } = loadSite(path.join(root, "sites/westline"), { overrides: { "pages.config/suburbs/penrith.json": "null\n" } });
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(/^pages\.config\/suburbs\/penrith\.json:1:1 {2}\(whole file\) {2}/)]);
  });

  it("gives one page per route, placeholders filled, in the same order every time", () => {
    const first = loadSite(path.join(root, "sites/westline")).pages.map(({ doc }) => doc.path);
    expect(new Set(first).size).toBe(first.length);
    expect(loadSite(path.join(root, "sites/westline")).pages.map(({ doc }) => doc.path)).toEqual(first);
    const text = JSON.stringify(loadSite(path.join(root, "sites/westline")).pages);
    // No reference is left unfilled: {phone}, {claims.lenders}, {suburb.rent}, ….
    expect(text).not.toMatch(/\{[A-Za-z]+(\.[A-Za-z0-9-]+)*\}/);
  });
});

describe("react-router build on its own", () => {
  const scratch = scratchCopy("westline-refuse-");
  afterAll(() => scratch.remove());

  it("refuses invalid content with the lines npm run validate prints", () => {
    const file = path.join(scratch.root, "sites/westline/pages.config/suburbs/penrith.json");
    const draft = readFileSync(file, "utf8").replace(/"medianRentPerWeek": \d+/, '"medianRentPerWeek": "$600 a week"');
    writeFileSync(file, draft);
    const validate = spawnSync(process.execPath, ["--import", "tsx", "scripts/validate.ts"], { cwd: scratch.root, encoding: "utf8" });
    // The command npx runs, without npx's own Node process before it (about 0.7 CPU-s).
    const build = spawnSync(process.execPath, ["node_modules/.bin/react-router", "build"], { cwd: scratch.root, encoding: "utf8" });
    const line = `pages.config/suburbs/penrith.json:${rentAt(draft)}  snapshot.medianRentPerWeek  must be the median weekly rent in whole dollars, e.g. 640: no $ sign or quotes`;
    expect(validate.status).toBe(1);
    expect(validate.stderr).toContain(line);
    expect(build.status).not.toBe(0);
    expect(build.stdout + build.stderr).toContain(line);
  });
});
