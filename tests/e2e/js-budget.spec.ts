/**
 * The JavaScript budget per route class (docs/performance.md): a route whose blocks are all static
 * loads at most 15 kB gzip of JavaScript and none of it React; a route with interactive blocks at
 * most 100 kB on its critical path. Each route's class is worked out here from the raw files, not
 * by the site's loader or block registry: the blocks a page document lists (tests/raw-content.ts),
 * and which block types need React as each block's folder declares it (`interactive: true` in
 * src/blocks/<type>/block.ts, read as text). The figures come from build/client.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { budgetRows, JS_BUDGET_KB, type RouteClass } from "../../scripts/lib/js-budget.ts";
import { kB } from "../../scripts/lib/page-weight.ts";
import { rawPages, rawSuburbs, REPORTS } from "../raw-content.ts";

const CLIENT = "build/client";
const BLOCKS = "src/blocks";
/** The block types whose folder says `interactive: true`. */
const interactiveTypes = new Set(
  readdirSync(BLOCKS, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(BLOCKS, entry.name, "block.ts");
    if (!entry.isDirectory() || !existsSync(file)) return [];
    const text = readFileSync(file, "utf8");
    const type = /\btype:\s*"([^"]+)"/.exec(text)?.[1];
    return type && /\binteractive:\s*true\b/.test(text) ? [type] : [];
  }),
);
const classOf = (types: string[]): RouteClass => (types.some((type) => interactiveTypes.has(type)) ? "interactive" : "static");
const classes = new Map<string, RouteClass>([
  ...rawPages().map((doc) => [doc.path, classOf(doc.blocks.map((block) => block.type))] as const),
  // A suburb report's page is made by the loader, not written; the SPEC gives each one a lead form.
  ...rawSuburbs().map((report) => [`${REPORTS}/${report.slug}`, classOf(["form"])] as const),
]);
const rows = budgetRows(CLIENT, classes);

test("both route classes are present, so each budget is really checked", () => {
  expect(new Set(rows.map((row) => row.routeClass))).toEqual(new Set(["static", "interactive"]));
});

test(`static routes load at most ${JS_BUDGET_KB.static} kB and interactive ones at most ${JS_BUDGET_KB.interactive} kB of critical JavaScript`, () => {
  expect(rows.filter((row) => row.over).map((row) => `${row.route} (${row.routeClass}): ${kB(row.jsGzip)} kB`)).toEqual([]);
});

test("static routes load no React: no island, no hydration data, no framework script", () => {
  for (const row of rows.filter((r) => r.routeClass === "static")) {
    const html = readFileSync(`${CLIENT}${row.route === "/" ? "" : row.route}/index.html`, "utf8");
    expect(html, row.route).not.toContain("data-island");
    expect(html, row.route).not.toContain("__reactRouterContext");
    for (const file of row.jsFiles)
      expect(readFileSync(`${CLIENT}${file}`, "utf8"), `${row.route} ${file}`).not.toMatch(/react\.(transitional\.)?element|__reactFiber|ReactDOM/);
  }
});

test("pages are styled without a stylesheet request that would block the first paint", () => {
  for (const row of rows) expect(row.cssGzip, row.route).toBe(0);
});

test("interactive routes keep React off the critical path: the islands entry is named, not loaded, by the HTML", () => {
  for (const row of rows.filter((r) => r.routeClass === "interactive")) {
    const html = readFileSync(`${CLIENT}${row.route === "/" ? "" : row.route}/index.html`, "utf8");
    const named = /<html[^>]* data-islands="(\/assets\/islands-[^"]+\.js)"/.exec(html)?.[1];
    expect(named, row.route).toBeDefined();
    // Neither a script tag nor a preload for it or its imports: the chrome module imports it after "load".
    expect(html, row.route).not.toMatch(/<script[^>]+islands-|rel="modulepreload"/);
  }
});

test.describe("React loads when the visitor uses the page", () => {
  const islandsRequested = (page: Page) => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /\/assets\/islands-/.test(entry.name)));

  test("a reader who only looks at the first screen of the home page never downloads it; the first scroll does", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await islandsRequested(page)).toBe(false);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await page.mouse.wheel(0, 600);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await islandsRequested(page)).toBe(true);
  });

  test("a cursor resting over the page as it loads is not use; moving it is", async ({ page }) => {
    await page.mouse.move(400, 300);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await islandsRequested(page)).toBe(false);
    await page.mouse.move(420, 340);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });

  test("a calculator page runs no React until the visitor uses it, though its fields take typing; the first sign of use hydrates it", async ({ page }) => {
    await page.goto("/calculators/repayments");
    await page.waitForLoadState("networkidle");
    // Nothing but the page's own script stands between the visitor and the first paint.
    expect(await islandsRequested(page)).toBe(false);
    await expect(page.getByLabel("Loan amount ($)")).toBeEnabled();
    await page.mouse.wheel(0, 600);
    await expect(page.locator('[data-island="repayments-calculator"]')).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });

  // The islands' code comes in a few files, not one per module shared by some set of blocks: a
  // calculator page once fetched 43 to hydrate its calculator and enquiry form, each a request
  // on a phone's connection (docs/performance.md).
  for (const route of ["/calculators/repayments", "/"]) {
    test(`hydrating ${route} fetches the islands entry and at most five files for each interactive block type on it`, async ({ page }) => {
      const types = new Set(
        (rawPages().find((doc) => doc.path === route)?.blocks ?? []).map((block) => block.type).filter((type) => interactiveTypes.has(type)),
      );
      expect(types.size, `${route}: interactive block types`).toBeGreaterThan(0);
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      await page.mouse.wheel(0, 600);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const files = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((file) => /^\/assets\/(islands|chunk)-[^/]+\.js$/.test(file)),
      );
      expect(files.length, `${route}: ${files.join(" ")}`).toBeGreaterThan(types.size);
      expect(files.length, `${route}: ${files.join(" ")}`).toBeLessThanOrEqual(1 + 5 * types.size);
    });
  }

  test("a calculator link with figures in its address hydrates at once, so it shows those figures' results", async ({ page }) => {
    // A shared link's figures are the calculator's state, which only the hydrated block can show.
    await page.goto("/calculators/repayments?amount=500000");
    await expect(page.locator('[data-island="repayments-calculator"]')).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByLabel("Loan amount ($)")).toHaveValue("500000");
    // The enquiry form below is no island: plain HTML its own small script takes over.
    await expect(page.locator('[data-island="form"]')).toHaveCount(0);
    await expect(page.locator('[data-form="enquiry"]')).toHaveAttribute("data-enhanced", "true");
  });
});
