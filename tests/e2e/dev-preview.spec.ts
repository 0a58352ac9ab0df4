/**
 * The development preview with broken content: `react-router dev` in a scratch copy of the project
 * keeps serving, every page lists the problems as `npm run validate` prints them, and fixing the
 * file and reloading brings the page back, including a report that was new, or broken, when the
 * server started (docs/adding-a-suburb.md's workflow). The real pages.config/ is never touched.
 * One dev server for both, in the order a person meets them (its start, then an edit while it
 * runs): each start of `react-router dev` in a scratch copy costs tens of CPU seconds.
 *
 * The pages are read with the browser's JavaScript off. What is checked here is what the server
 * answers (the problems listed as validate prints them, the page back once its file is fixed);
 * with JavaScript on, the browser also ran React Router's development client over every page,
 * which the site never ships (its pages hydrate only their islands, checked on the real build by
 * quality.spec.ts), and the dev server compiled that client's modules on demand: a third of this
 * file's CPU (18.2 → 12.0 CPU-s, two runs each) for nothing these checks read. The stylesheet is
 * not fetched either: nothing here reads it, a stylesheet that failed to compile would not fail
 * these checks, and Tailwind compiled it for them (12.4 → 10.2 CPU-s, two runs each).
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { startDevServer, type DevServer } from "./dev-server.ts";

/** The dev server's port: ten above the production server's, so parallel runs of the suite never collide. */
const DEV_PORT = Number(process.env.DEV_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10);

/** A suburb file with a curly quote where a straight one belongs: what a word processor does. */
function breakJson(text: string): string {
  const broken = text.replace('"region": "', '"region": \u201C');
  expect(broken).not.toBe(text);
  return broken;
}

test.use({ javaScriptEnabled: false });

let scratch: ReturnType<typeof scratchCopy>;
let server: DevServer;
const suburbsDir = () => path.join(scratch.root, "sites/westline/pages.config/suburbs");
/** Two reports: one not yet written when the server starts, one broken then. */
let reports: { file: string; text: string; name: string; slug: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  scratch = scratchCopy("westline-dev-preview-");
  reports = readdirSync(suburbsDir())
    .filter((name) => name.endsWith(".json"))
    .sort()
    .slice(0, 2)
    .map((name) => {
      const file = path.join(suburbsDir(), name);
      const text = readFileSync(file, "utf8");
      const { name: suburb, slug } = JSON.parse(text) as { name: string; slug: string };
      return { file, text, name: suburb, slug };
    });
  expect(reports).toHaveLength(2);
  const [added, broken] = reports as [(typeof reports)[0], (typeof reports)[0]];
  // Outside pages.config/, so the content has no such report yet.
  renameSync(added.file, path.join(scratch.root, "held-back.json"));
  writeFileSync(broken.file, breakJson(broken.text));
  server = await startDevServer(scratch.root, DEV_PORT);
});

test.afterAll(() => {
  server?.stop();
  scratch?.remove();
});

test("a suburb report added, or fixed, after the server started shows on reload; a file broken while it runs shows its problems on every page, and the fix brings the page back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [added, broken] = reports as [(typeof reports)[0], (typeof reports)[0]];
  // Not the stylesheet, which Tailwind compiles on request: see the header.
  await page.route(/\.css(\?|$)/, (route) => route.abort());
  await page.goto(`${server.origin}/resources/suburb-reports/${broken.slug}/`);
  await expect(page.getByTestId("content-problems")).toBeVisible();

  renameSync(path.join(scratch.root, "held-back.json"), added.file);
  writeFileSync(broken.file, broken.text);
  for (const report of reports) {
    // Reloading as a person would until the server has seen the change (it watches the files).
    await expect(async () => {
      await page.goto(`${server.origin}/resources/suburb-reports/${report.slug}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${report.name} suburb report`, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("content-problems")).toHaveCount(0);
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
  }

  // Now a file broken while the server runs.
  const file = path.join(suburbsDir(), "penrith.json");
  const original = readFileSync(file, "utf8");
  const brokenNow = breakJson(original);
  writeFileSync(file, brokenNow);

  // The line `npm run validate` prints for this mistake, worked out from the edit: line and column of the curly quote.
  const before = brokenNow.slice(0, brokenNow.indexOf("\u201C"));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  const expected = `pages.config/suburbs/penrith.json:${line}:${column}  (whole file)  this is not valid JSON: use straight double quotes (") instead of curly quotes (\u201C): word processors and some editors change them as you type`;

  for (const route of ["/faq", "/resources/suburb-reports/blacktown/"]) {
    // Until the server has seen the edit, as above; then the problem exactly as validate prints it.
    await expect(async () => {
      const response = await page.goto(`${server.origin}${route}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The content has 1 problem", { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("content-problems").getByRole("listitem")).toHaveText([expected]);
  }

  writeFileSync(file, original);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blacktown suburb report", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.goto(`${server.origin}/resources/suburb-reports/penrith/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Penrith suburb report");
  await expect(page.getByTestId("content-problems")).toHaveCount(0);
});
