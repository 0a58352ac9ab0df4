/**
 * A site with sample values never goes live by accident: `npm run build -- --production` refuses
 * before building anything, and any other build with samples left is a demo that search engines
 * are told to skip (every page noindex, robots.txt disallowing all crawling). The full demo build
 * is checked in suburb-collection.test.ts, which builds a scratch copy anyway.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { MetaDescriptor } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { isDemoBuild } from "../../src/site/build-mode.server.ts";
import { pageMeta } from "../../src/site/head-tags.ts";
import { writeSitemap } from "../../src/site/sitemap.ts";
import { unevidencedClaims } from "../unevidenced-claims.ts";

const root = path.resolve(import.meta.dirname, "../..");
const SITE = "pages.config/site.json";
const siteText = readFileSync(path.join(root, "sites/westline", SITE), "utf8");
const raw = JSON.parse(siteText) as { origin: string; placeholders: string[] };
// Fact entries marked as sample data ("sample": true: a set of figures, a testimonial): each a placeholder too.
const FACTS = "pages.config/facts";
const sampleFacts = readdirSync(path.join(root, "sites/westline", FACTS)).flatMap((name) => {
  const text = readFileSync(path.join(root, "sites/westline", FACTS, name), "utf8");
  return [...text.matchAll(/"sample": true/g)].map((match) => {
    const before = text.slice(0, match.index + '"sample": '.length).split("\n");
    return `${FACTS}/${name}:${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
  });
});

/** Where the value a simple pointer names starts, read off the text: each key after its parent's. */
function valuePosition(text: string, pointer: string): string {
  let offset = 0;
  for (const key of pointer.slice(1).split("/")) {
    offset = text.indexOf(`"${key}":`, offset) + key.length + 3;
    while (/\s/.test(text.charAt(offset))) offset++;
  }
  const before = text.slice(0, offset).split("\n");
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

describe("npm run build -- --production, while site.json lists placeholders", () => {
  const scratch = scratchCopy("westline-production-");
  afterAll(() => scratch.remove());
  const build = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts", ...args], { cwd: scratch.root, encoding: "utf8" });

  it("refuses before building anything, listing every placeholder at its line and column", () => {
    const run = build("--production");
    expect(run.status).toBe(1);
    // Claims without their evidence (issue 53) are samples too: one line each.
    const unevidenced = unevidencedClaims(path.join(root, "sites/westline"));
    expect(run.stderr).toContain(
      `Production build refused: ${raw.placeholders.length + sampleFacts.length + unevidenced.length} placeholders would be published:`,
    );
    for (const entry of unevidenced)
      expect(run.stderr).toMatch(new RegExp(`${entry.replace(/[.[\]]/g, "\\$&").replace("  ", ":\\d+:\\d+  ")}  .* needs evidence: add `));
    for (const at of sampleFacts) expect(run.stderr).toMatch(new RegExp(`${at}  \\w+\\[\\d+\\]\\.sample  true → `));
    for (const pointer of raw.placeholders)
      expect(run.stderr).toContain(`${SITE}:${valuePosition(siteText, pointer)}  ${pointer.slice(1).replaceAll("/", ".")}  `);
    expect(run.stderr).toContain(`${SITE}:${valuePosition(siteText, "/legal/company")}  legal.company  "ACN 000 000 000" → the company's ACN`);
    // Not even the first step ran: nothing validated, bundled or prerendered.
    expect(run.stdout).not.toContain("is valid");
    expect(existsSync(path.join(scratch.root, "build"))).toBe(false);
    expect(existsSync(path.join(scratch.root, ".tmp"))).toBe(false);
  });

  it("refuses just the same with --verbose", () => {
    const run = build("--verbose", "--production");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Production build refused:");
    expect(existsSync(path.join(scratch.root, "build"))).toBe(false);
  });

  it("answers an unknown argument with its usage, and exit code 2", () => {
    const run = build("--prod");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("unknown argument --prod");
    expect(run.stderr).toContain("usage: npm run build [-- --production] [--verbose] [--pages-only]");
    expect(existsSync(path.join(scratch.root, "build"))).toBe(false);
  });
});

describe("a demo build's pages and robots.txt", () => {
  const { site, pages } = loadSite(path.join(root, "sites/westline"));
  if (!site) throw new Error("pages.config/ has problems: run npm run validate");
  const byPath = new Map(pages.map(({ doc }) => [doc.path, doc]));
  const robotsOf = (tags: MetaDescriptor[]) =>
    tags.filter((tag) => "name" in tag && tag.name === "robots").map((tag) => ("content" in tag ? tag.content : undefined));
  // One page of each kind, chosen by what the page documents say of themselves.
  const rawPages = pages.map(
    ({ file }) => JSON.parse(readFileSync(path.join(root, "sites/westline", file), "utf8")) as { path?: string; status?: number; indexable?: boolean },
  );
  const kinds = {
    indexable: rawPages.find((doc) => doc.path && doc.status === undefined && doc.indexable === undefined)?.path,
    "not indexable": rawPages.find((doc) => doc.indexable === false)?.path,
    "not found": rawPages.find((doc) => doc.status === 404)?.path,
  };

  it.each(Object.entries(kinds))("a demo build marks the %s page noindex, nofollow, with that one robots tag", (_, pagePath) => {
    const page = byPath.get(pagePath ?? "");
    expect(page).toBeDefined();
    if (page) expect(robotsOf(pageMeta(site, page, { demo: true }))).toEqual(["noindex, nofollow"]);
  });

  it("a live build marks only the pages that ask for it noindex", () => {
    const robots = (pagePath: string | undefined) => {
      const page = byPath.get(pagePath ?? "");
      return page ? robotsOf(pageMeta(site, page)) : ["no such page"];
    };
    expect(robots(kinds.indexable)).toEqual([]);
    expect(robots(kinds["not indexable"])).toEqual(["noindex"]);
    expect(robots(kinds["not found"])).toEqual(["noindex"]);
  });

  it("robots.txt disallows all crawling in a demo build, and points to the sitemap otherwise", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "westline-robots-"));
    try {
      const origin = (process.env.SITE_ORIGIN ?? raw.origin).replace(/\/+$/, "");
      writeSitemap({ site, pages }, dir, { demo: true });
      expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toBe("User-agent: *\nDisallow: /\n");
      writeSitemap({ site, pages }, dir);
      expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the build tells its steps the mode through SITE_BUILD_MODE, and a value it does not know stops them", () => {
    expect(isDemoBuild({ SITE_BUILD_MODE: "demo" })).toBe(true);
    expect(isDemoBuild({ SITE_BUILD_MODE: "live" })).toBe(false);
    expect(isDemoBuild({})).toBe(false);
    expect(() => isDemoBuild({ SITE_BUILD_MODE: "production" })).toThrow(/SITE_BUILD_MODE is "production", but it can only be "demo" or "live"/);
  });
});
