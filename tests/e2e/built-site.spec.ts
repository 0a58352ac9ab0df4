/**
 * Checks over the built files in build/client, no browser needed: the routes, every route's head,
 * the sitemap and robots.txt (quality.spec.ts holds the other file-only gates).
 * Expectations come from the raw JSON in pages.config/ (tests/raw-content.ts): one route per page
 * file and per suburb report, whatever the content holds, read without the project's loaders or URL
 * helpers, so a bug in them cannot hide itself and a report added or a page removed needs no test changed.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { prerenderedPages } from "../../scripts/lib/page-weight.ts";
import { demo, expectedPages, site } from "../raw-content.ts";

const CLIENT = "build/client";
const pages = prerenderedPages(CLIENT);
const html = new Map(pages.map(([route, file]) => [route, readFileSync(file, "utf8")]));
const isIndexable = (source: string) => !/<meta name="robots" content="noindex[",]/.test(source);
const origin = site.origin;
const expected = expectedPages();

const decode = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ({ amp: "&", quot: '"', lt: "<", gt: ">", "#x27": "'", "#39": "'" })[e] ?? "");

// --- Checks --------------------------------------------------------------------------------------

test("the build has exactly the content's routes: one per page file and per suburb report, and the not-found page", () => {
  // Every kind of route is there to be checked: pages, the forms' thank-you pages and suburb reports.
  for (const kind of ["/services/", "/thank-you/", "/resources/suburb-reports/"])
    expect(
      expected.some((page) => page.path.startsWith(kind)),
      kind,
    ).toBe(true);
  expect(pages.map(([route]) => route).sort()).toEqual([...expected.map((page) => page.path), "/404"].sort());
});

test("every route's head and essentials are in the prerendered HTML", () => {
  const problems: string[] = [];
  for (const page of expected) {
    const source = html.get(page.path === "/" ? "/" : page.path) ?? "";
    const say = (what: string) => problems.push(`${page.path}: ${what}`);
    if (!source) {
      say("not built");
      continue;
    }
    const title = decode(source.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    if (title !== page.title) say(`title ${JSON.stringify(title)}, expected ${JSON.stringify(page.title)}`);
    const description = decode(source.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
    if (description !== page.description) say(`description ${JSON.stringify(description)}, expected ${JSON.stringify(page.description)}`);
    const canonical = source.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    if (canonical !== page.canonical) say(`canonical ${canonical}, expected ${page.canonical}`);
    if (isIndexable(source) !== (page.indexable && !demo)) say(`indexable is ${isIndexable(source)}, expected ${page.indexable && !demo}`);
    const h1s = source.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) say(`${h1s} h1 elements, expected 1`);
    if (!/data-testid="disclaimer"[^>]*>[^]*?general information only/i.test(source)) say("no general-information disclaimer");
    const business = [...source.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? "{}") as Record<string, unknown>)
      .find((data) => data["@type"] === "FinancialService");
    if (business?.name !== site.brand || (business.telephone as string | undefined) !== site.phone.display)
      say("no FinancialService structured data with the brand and phone");
  }
  expect(problems).toEqual([]);
});

test("the sitemap lists exactly the indexable routes at their canonical addresses", () => {
  const sitemap = readFileSync(path.join(CLIENT, "sitemap.xml"), "utf8");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  expect(listed).toEqual(
    expected
      .filter((page) => page.indexable)
      .map((page) => page.canonical)
      .sort(),
  );
});

test("robots.txt points to the sitemap; in a demo build it disallows all crawling, and every page says noindex, nofollow", () => {
  const robots = readFileSync(path.join(CLIENT, "robots.txt"), "utf8");
  if (!demo) return expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toBe("User-agent: *\nDisallow: /\n");
  expect(pages.filter(([, file]) => !readFileSync(file, "utf8").includes('<meta name="robots" content="noindex, nofollow"/>')).map(([route]) => route)).toEqual(
    [],
  );
});

test("every compressed copy a browser may be sent holds exactly its file's bytes, and every page has one", () => {
  // Copies are taken from a cache shared by builds (scripts/lib/build-cache.ts): a stale or
  // mixed-up one would send a visitor another page or an old script.
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  const files = walk(CLIENT);
  const wrong = files
    .filter((file) => file.endsWith(".br") || file.endsWith(".gz"))
    .filter((copy) => {
      const original = readFileSync(copy.slice(0, -3));
      const unpacked = copy.endsWith(".br") ? brotliDecompressSync(readFileSync(copy)) : gunzipSync(readFileSync(copy));
      return !unpacked.equals(original);
    });
  expect(wrong).toEqual([]);
  expect(pages.filter(([, file]) => !files.includes(`${file}.br`) || !files.includes(`${file}.gz`)).map(([route]) => route)).toEqual([]);
});
