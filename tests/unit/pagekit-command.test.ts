/**
 * The kernel's command, `pagekit` (bin/pagekit.mjs): what it says when --site names no site, the
 * site folder `pagekit new` makes anywhere (the starter's files, which validate), and problems named
 * from the folder it was run in.
 * Building a site outside the project (a build there keeps nothing of an earlier one) and serving it
 * is tests/unit/third-site.test.ts; building the starter's pages, which `pagekit new` copies, is
 * tests/unit/starter-site.test.ts: one build each, none here.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const PAGEKIT = path.join(PROJECT, "bin/pagekit.mjs");
const pagekit = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [PAGEKIT, ...args], { cwd, encoding: "utf8" });
const outside = realpathSync(mkdtempSync(path.join(tmpdir(), "pagekit-command-")));
afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe("pagekit --site", () => {
  it("names the mistake when --site is not a site's folder, and exits 2", () => {
    writeFileSync(path.join(outside, "notes.txt"), "not a site");
    mkdirSync(path.join(outside, "empty"));
    const cases: [string, RegExp][] = [
      ["missing", /^pagekit: there is no folder missing: check the path, or create a site there with `pagekit new --site missing`\.$/m],
      ["notes.txt", /^pagekit: notes\.txt is a file, not a folder: --site names the folder that holds pages\.config\/\.$/m],
      ["empty", /^pagekit: empty is not a site folder: it has no pages\.config\/site\.json\./m],
    ];
    for (const [site, says] of cases) {
      const run = pagekit(outside, "build", "--site", site);
      expect(run.status, site).toBe(2);
      expect(run.stderr, site).toMatch(says);
      expect(run.stdout, site).toBe("");
    }
    const none = pagekit(outside, "validate");
    expect(none.status).toBe(2);
    expect(none.stderr).toContain("name the site's folder with --site DIR");
  });

  it("says which commands there are for one it does not have", () => {
    const run = pagekit(outside, "biuld", "--site", ".");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('"biuld" is not a command: use new, new-entry, validate, build, dev, serve, edit, admin.');
  });
});

describe("pagekit new --site DIR", () => {
  const site = path.join(outside, "my-site");
  const made = pagekit(outside, "new", "--site", "my-site");

  it("makes a site folder from the starter, with a package.json depending on the kernel, that validates", () => {
    expect(made.status, made.stderr).toBe(0);
    const starterFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    expect(starterFiles(path.join(site, "pages.config"))).toEqual(starterFiles(path.join(PROJECT, "sites/starter/pages.config")));
    const sitePackage = JSON.parse(readFileSync(path.join(site, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    const kernelName = (JSON.parse(readFileSync(path.join(PROJECT, "package.json"), "utf8")) as { name: string }).name;
    expect(path.resolve(site, (sitePackage.dependencies[kernelName] ?? "").replace(/^file:/, ""))).toBe(PROJECT);
    // Each file's $schema leads to the kernel's schema from the new place.
    const home = JSON.parse(readFileSync(path.join(site, "pages.config/pages/home.json"), "utf8")) as { $schema: string };
    expect(existsSync(path.resolve(site, "pages.config/pages", home.$schema))).toBe(true);
    const validated = pagekit(site, "validate", "--site", ".");
    expect(validated.stderr).toBe("");
    expect(validated.status).toBe(0);
    expect(validated.stdout).toMatch(/^pages\.config\/ is valid/);
  });

  it("refuses to write into a folder that holds files", () => {
    const again = pagekit(outside, "new", "--site", "my-site");
    expect(again.status).toBe(2);
    expect(again.stderr).toContain("my-site is not empty");
  });

  it("names each problem's file from the folder it was run in, for CI annotations", () => {
    const file = path.join(site, "pages.config/pages/home.json");
    writeFileSync(file, readFileSync(file, "utf8").replace('"path": "/"', '"path": "no-slash"'));
    const run = pagekit(outside, "validate", "--site", "my-site", "--format", "github");
    expect(run.status).toBe(1);
    const annotations = run.stdout.split("\n").filter((line) => line.startsWith("::error"));
    expect(annotations.length).toBeGreaterThan(0);
    for (const annotation of annotations) expect(annotation).toMatch(/^::error file=my-site\/pages\.config\//);
  });
});
