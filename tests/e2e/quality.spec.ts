/**
 * Quality gates over the real build: accessibility (axe) and the Content-Security-Policy on every
 * route, valid HTML (Nu validator), links and anchors, structured data and search titles. The
 * JavaScript budget per route class is in js-budget.spec.ts.
 */
import { waitForHydration } from "./hydrated.ts";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as base, type Page, type Response } from "@playwright/test";
import { prerenderedPages } from "../../scripts/lib/page-weight.ts";
import { jsonLdProblems } from "../quality/structured-data-rules.ts";
import { vnuErrors } from "../quality/vnu.ts";
import { axeViolations, describeViolations } from "../quality/axe.ts";
import { watchViolations } from "./csp.ts";
import { expectedPages } from "../raw-content.ts";
import { watchLayoutShifts } from "./layout-shifts.ts";

const CLIENT = "build/client";
const pages = prerenderedPages(CLIENT);
const html = new Map(pages.map(([route, file]) => [route, readFileSync(file, "utf8")]));
/** The routes search engines may list once the site is live; the HTML cannot say, since a demo build marks every page noindex. */
const searchable = new Set(
  expectedPages()
    .filter((page) => page.indexable)
    .map((page) => page.path),
);

/** One page per worker for every route it checks, watching each visit from its first script on. */
interface RouteVisitor {
  visit: (route: string) => Promise<Response | null>;
  page: Page;
  violations: () => Promise<string[]>;
  shifts: () => Promise<number[]>;
}
const test = base.extend<object, { visitor: RouteVisitor }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      const violations = await watchViolations(page);
      // Scripts arrive after the first paint, so a shift hydration causes is one a visitor sees.
      const layout = await watchLayoutShifts(page, /\.js(\?|$)/);
      // No web font: the headings' font swaps in whenever it arrives, a moment the machine's load
      // decides, and what its arrival moves is heading-font.spec's to check (it holds the font and
      // allows no shift). Here a shift is hydration's, and so is a failure.
      await page.route(/\.woff2(\?|$)/, (route) => route.abort());
      await use({ visit: layout.goto, page, violations, shifts: layout.shifts });
      await context.close();
    },
    { scope: "worker" },
  ],
});

// The checks below trust that a shift is seen on every route, not only on the first the page visits.
test("the shared page holds each route's scripts until that route has painted", async ({ visitor }) => {
  for (const route of ["/", "/faq"]) {
    await visitor.visit(route);
    await visitor.page.waitForLoadState("load");
    const { painted, scripts } = await visitor.page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .map((entry) => ({ name: entry.name, arrived: (entry as PerformanceResourceTiming).responseEnd })),
    }));
    expect(scripts.length, `${route}: scripts`).toBeGreaterThan(0);
    expect(
      scripts.filter(({ arrived }) => arrived < painted),
      `${route}: scripts that arrived before the first paint`,
    ).toEqual([]);
  }
});

// One visit per route for everything that needs a browser: the answer's headers, the
// Content-Security-Policy letting the page hydrate, hydration moving nothing on the page, and axe
// over the hydrated page. (The head tags
// and other file-only checks read build/client directly, in built-site.spec.ts and below.)
// The routes share a page (one for each worker): a new browser context for each cost a third of
// the CPU these checks take, and a route's checks start from its own document either way.
test.describe("every route in the browser", () => {
  for (const [route] of pages) {
    const visited = route === "/404" ? "/no/such-page" : route;
    test(`${visited} hydrates under the CSP without a violation or a layout shift, and has no axe violations`, async ({ visitor }) => {
      const { page } = visitor;
      // What the page said after the last route's checks is not this route's.
      await visitor.violations();
      const response = await visitor.visit(visited);
      expect(response?.status()).toBe(route === "/404" ? 404 : 200);
      expect(response?.headers()["content-type"]).toContain("text/html");
      // Pages carry no inline script (only JSON data), so scripts are held to 'self' and named hosts.
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'[^;]*;/);
      expect(response?.headers()["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await waitForHydration(page);
      expect(await visitor.violations()).toEqual([]);
      expect(await visitor.shifts()).toEqual([]);
      expect(describeViolations(await axeViolations(page))).toEqual([]);
    });
  }
});

test("the prerendered HTML has no Nu validator errors", () => {
  expect(vnuErrors(pages.map(([, file]) => file)).map((e) => `${e.file}:${e.line} ${e.message}`)).toEqual([]);
});

test("every internal link and anchor in the built site resolves", () => {
  const broken: string[] = [];
  for (const [route, source] of html) {
    for (const [, href] of source.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      if (!href || !(href.startsWith("/") || href.startsWith("#"))) continue;
      const [target = "", anchor] = href.split("#", 2);
      const targetRoute = target === "" ? route : target.length > 1 ? target.replace(/\/$/, "") : "/";
      const targetHtml = html.get(targetRoute);
      if (!targetHtml) {
        if (anchor === undefined && existsSync(path.join(CLIENT, targetRoute))) continue;
        broken.push(`${route}: ${href} goes nowhere`);
      } else if (anchor && !targetHtml.includes(`id="${anchor}"`)) {
        broken.push(`${route}: ${href} has no anchor on ${targetRoute}`);
      }
    }
  }
  expect(broken).toEqual([]);
});

test("structured data parses and has the properties search engines need", () => {
  const problems: string[] = [];
  for (const [route, source] of html) {
    for (const [, json] of source.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
      try {
        const data = JSON.parse(json ?? "") as Record<string, unknown>;
        for (const problem of jsonLdProblems(data)) problems.push(`${route}: ${problem}`);
      } catch {
        problems.push(`${route}: JSON-LD does not parse`);
      }
    }
    if (!source.includes('"@type":"FinancialService"')) problems.push(`${route}: no business structured data`);
  }
  expect(problems).toEqual([]);
});

test("titles and descriptions fit search results and are unique", () => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  const problems: string[] = [];
  for (const [route, source] of html) {
    if (!searchable.has(route)) continue;
    const title = source.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const description = source.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    if (title.length > 60) problems.push(`${route}: title has ${title.length} characters (at most 60)`);
    if (description.length < 70 || description.length > 160) problems.push(`${route}: description has ${description.length} characters (70 to 160)`);
    for (const [field, value] of [
      ["title", title],
      ["description", description],
    ] as const) {
      const other = seen[field].get(value);
      if (other) problems.push(`${route}: same ${field} as ${other}`);
      seen[field].set(value, route);
    }
  }
  expect(problems).toEqual([]);
});
