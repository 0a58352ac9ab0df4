/**
 * Quality gates over the real build: accessibility (axe) and the Content-Security-Policy on every
 * route, valid HTML (Nu validator), links and anchors, structured data and search titles. The
 * JavaScript budget per route class is in js-budget.spec.ts.
 */
import { waitForHydration } from "./hydrated.ts";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
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

// One visit per route for everything that needs a browser: the answer's headers, the
// Content-Security-Policy letting the page hydrate, hydration moving nothing on the page, and axe
// over the hydrated page. (The head tags
// and other file-only checks read build/client directly, in built-site.spec.ts and below.)
test.describe("every route in the browser", () => {
  for (const [route] of pages) {
    const visited = route === "/404" ? "/no/such-page" : route;
    test(`${visited} hydrates under the CSP without a violation or a layout shift, and has no axe violations`, async ({ page }) => {
      const violations = await watchViolations(page);
      // Scripts arrive after the first paint, so a shift hydration causes is one a visitor sees.
      const layout = await watchLayoutShifts(page, /\.js(\?|$)/);
      const response = await layout.goto(visited);
      expect(response?.status()).toBe(route === "/404" ? 404 : 200);
      expect(response?.headers()["content-type"]).toContain("text/html");
      // Pages carry no inline script (only JSON data), so scripts are held to 'self' and named hosts.
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'[^;]*;/);
      expect(response?.headers()["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
      // (The brand font cannot move text: font-display: optional uses it only if it is there at the first paint.)
      expect(await layout.shifts()).toEqual([]);
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
