/**
 * Checks over the built files in build/client, no browser needed: the routes, every route's head,
 * the sitemap and robots.txt (quality.spec.ts holds the other file-only gates).
 * Expectations come from the SPEC's route list and the raw JSON in pages.config/, read here without
 * the project's loaders or URL helpers, so a bug in them cannot hide itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { prerenderedPages } from "../../src/quality/page-weight.ts";

const CLIENT = "build/client";
const pages = prerenderedPages(CLIENT);
const html = new Map(pages.map(([route, file]) => [route, readFileSync(file, "utf8")]));
const isIndexable = (source: string) => !/<meta name="robots" content="noindex[",]/.test(source);

// --- Expectations, from the SPEC and the raw content files ---------------------------------------

const SERVICES = ["home-loans", "first-home-buyers", "investment-loans", "refinancing", "pre-approvals", "smsf-loans", "low-doc-self-employed", "asset-finance", "commercial-lending"];
const SUBURBS = ["blacktown", "parramatta", "liverpool", "campbelltown", "penrith", "auburn", "fairfield", "granville", "mount-druitt", "bankstown", "greystanes"];
/** The SPEC's route list (section 2), word for word. */
const SPEC_ROUTES = [
  "/", "/faq", "/contact", "/book", "/blog", "/blog/pre-approval-guide", "/blog/property-investment-sydney-cash-flow-positive",
  ...SERVICES.map((s) => `/services/${s}`), "/resources/suburb-reports", ...SUBURBS.map((s) => `/resources/suburb-reports/${s}`),
  "/deposit-cheatsheet", "/resources/western-sydney-investment-report",
  // Beyond the SPEC's list: the compliance pages an Australian credit business needs (issue 13).
  "/privacy", "/credit-guide",
  // The calculators and their index (issue 17).
  "/calculators", ...["repayments", "borrowing-power", "nsw-transfer-duty", "equity", "deposit-and-lmi"].map((c) => `/calculators/${c}`),
];

interface Expected { path: string; title: string; description: string; canonical: string; indexable: boolean }
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
const site = readJson("pages.config/site.json") as { brand: string; email: string; origin: string; phone: { display: string }; placeholders?: string[] };
/** Sample values left in site.json make `npm run build` a demo build, which no search engine may index. */
const demo = (site.placeholders ?? []).length > 0;
const origin = (process.env.SITE_ORIGIN ?? site.origin).replace(/\/+$/, "");
const claims = (readJson("pages.config/facts/claims.json") as { statements: Record<string, { value: string | number }> }).statements;
/** A title or description as visitors see it: the brand facts and the claims it names written in. */
const fill = (text: string) =>
  text
    .replaceAll("{brand}", site.brand)
    .replaceAll("{phone}", site.phone.display)
    .replaceAll("{email}", site.email)
    .replace(/\{claims\.(\w+)\}/g, (whole, name: string) => String(claims[name]?.value ?? whole));
const jsonFiles = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json")).map((f) => path.join(dir, f));

const expected: Expected[] = [
  ...jsonFiles("pages.config/pages")
    .map(readJson)
    .filter((doc) => doc.status !== 404)
    .map((doc) => ({
      path: String(doc.path),
      title: fill(String(doc.title)),
      description: fill(String(doc.description)),
      canonical: origin + String(doc.path),
      indexable: doc.indexable !== false,
    })),
  // Suburb reports: one JSON file each, shown under the SPEC's title and a canonical ending in "/".
  ...jsonFiles("pages.config/suburbs").map(readJson).map((report) => ({
    path: `/resources/suburb-reports/${String(report.slug)}`,
    title: `${String(report.name)} Suburb Report | ${site.brand}`,
    description: fill(String(report.description)),
    canonical: `${origin}/resources/suburb-reports/${String(report.slug)}/`,
    indexable: true,
  })),
];

const decode = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ({ amp: "&", quot: '"', lt: "<", gt: ">", "#x27": "'", "#39": "'" })[e] ?? "");

// --- Checks --------------------------------------------------------------------------------------

test("the build has exactly the SPEC's routes, the forms' thank-you pages and the not-found page", () => {
  const thankYou = expected.filter((page) => page.path.startsWith("/thank-you/")).map((page) => page.path);
  expect(thankYou.length).toBeGreaterThan(0);
  expect(pages.map(([route]) => route).sort()).toEqual([...SPEC_ROUTES, ...thankYou, "/404"].sort());
  expect(expected.map((page) => page.path).sort()).toEqual([...SPEC_ROUTES, ...thankYou].sort());
});

test("every route's head and essentials are in the prerendered HTML", () => {
  const problems: string[] = [];
  for (const page of expected) {
    const source = html.get(page.path === "/" ? "/" : page.path) ?? "";
    const say = (what: string) => problems.push(`${page.path}: ${what}`);
    if (!source) { say("not built"); continue; }
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
    if (business?.name !== site.brand || (business.telephone as string | undefined) !== site.phone.display) say("no FinancialService structured data with the brand and phone");
  }
  expect(problems).toEqual([]);
});

test("the sitemap lists exactly the indexable routes at their canonical addresses", () => {
  const sitemap = readFileSync(path.join(CLIENT, "sitemap.xml"), "utf8");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  expect(listed).toEqual(expected.filter((page) => page.indexable).map((page) => page.canonical).sort());
});

test("robots.txt points to the sitemap; in a demo build it disallows all crawling, and every page says noindex, nofollow", () => {
  const robots = readFileSync(path.join(CLIENT, "robots.txt"), "utf8");
  if (!demo) return expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toBe("User-agent: *\nDisallow: /\n");
  expect(pages.filter(([, file]) => !readFileSync(file, "utf8").includes('<meta name="robots" content="noindex, nofollow"/>')).map(([route]) => route)).toEqual([]);
});
