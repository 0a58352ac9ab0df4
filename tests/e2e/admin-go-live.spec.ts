/**
 * The trial's task 4, going live, the way office staff do it (issue 50 item 1), on the real server
 * in a throwaway copy whose site is the starter's (six samples, where the broker's site has dozens
 * of samples and claims waiting for evidence): an owner opens each line of Before going live,
 * replaces the value in the editor where the link puts them, confirms the one sample that is
 * already real ("This is our real …"), sees the list empty, presses Go live, reads what changes,
 * confirms, and waits for the publish. From outside, robots.txt and the home page then let search
 * engines in, and the back office says the site is live. One real build (the publish): minutes on
 * a busy machine. Screenshots of the checklist and the confirmation at 390 and 1280 pixels are
 * attached to the results.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { servedScratchCopy } from "./scratch-server.ts";
import { signInAsNew } from "./sign-in.ts";

const SITE = "pages.config/site.json";
const OWNER = "owner@harbourplumbing.com.au";
const BUILD_MINUTES = 6;

/**
 * What the owner types over each sample, by the field the checklist names ("Site settings › Brand"):
 * a made-up business of this test's own. A line not here is one to confirm as real instead.
 */
const REAL: Record<string, string> = {
  Brand: "Harbour Plumbing",
  Email: "hello@harbourplumbing.com.au",
  "Site address": "https://www.harbourplumbing.com.au",
  // A group: the link focuses its first field, the street address.
  Office: "12 Quay Street",
};

const served = servedScratchCopy("golive-e2e-", { site: path.resolve("sites/starter") });

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const shot = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(`${name} at ${width}`, { path: shot, contentType: "image/png" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What the site tells search engines, read from outside as a crawler would. */
async function crawlerSees(page: Page) {
  const robots = await (await page.request.get(`${served.url}/robots.txt`)).text();
  const home = await (await page.request.get(`${served.url}/`)).text();
  return { disallowsAll: /^Disallow: \/\s*$/m.test(robots), noindex: /<meta name="robots" content="[^"]*noindex/.test(home) };
}

test("an owner replaces or confirms every sample from Before going live, presses Go live, confirms, and search engines are let in", async ({
  page,
}, testInfo) => {
  test.setTimeout(BUILD_MINUTES * 60_000 + 180_000);
  expect(await crawlerSees(page)).toEqual({ disallowsAll: true, noindex: true });

  await signInAsNew(page, "owner", served, OWNER);
  await expect(page.getByTestId("site-state")).toContainText("Demo site: not live yet.");

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Before going live" }).click();
  // count() does not wait: on a busy machine it counted the page the link was clicked on (0 lines).
  await page.waitForURL("**/admin/go-live");
  const lines = page.getByTestId("go-live-items").locator(":scope > li");
  const startedWith = await lines.count();
  expect(startedWith).toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Go live" })).toBeDisabled();
  await shoot(page, testInfo, "before-going-live");

  let confirmed = 0;
  for (let left = startedWith; left > 0; left--) {
    await expect(lines).toHaveCount(left);
    const names = (await lines.locator(":scope > a").allInnerTexts()).map((text) => text.split(" › ").at(-1)?.trim() ?? "");
    const toReplace = names.findIndex((name) => REAL[name] !== undefined);
    if (toReplace < 0) {
      // Already the real value: confirmed, not changed.
      const line = lines.first();
      await line.getByRole("button", { name: /^This is our real / }).click();
      await expect(page.getByRole("status").filter({ hasText: "Recorded in your name" })).toBeVisible();
      confirmed++;
      continue;
    }
    const name = names[toReplace] ?? "";
    await lines.nth(toReplace).locator(":scope > a").click();
    // The link opens the editor at the field, focused, marked as a sample.
    const field = page.locator("input:focus");
    // The first form the server builds compiles the schemas (seconds of CPU): a limit for a hang, not a speed check.
    await expect(field).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText("Sample: replace before going live").first()).toBeVisible();
    await field.fill(REAL[name] ?? "");
    await page.getByRole("button", { name: "Save draft" }).click();
    // The save's own message: once a draft exists, the note under the title says "Draft saved by …" before this save is done.
    await expect(page.locator("[data-save-status]")).toContainText(/^Draft saved/);
    await page.goto(`${served.url}/admin/go-live`);
  }
  // Only the one already real was confirmed; every other was replaced.
  expect(confirmed).toBe(startedWith - Object.keys(REAL).length);

  await expect(page.getByTestId("go-live-ready")).toBeVisible();
  await shoot(page, testInfo, "nothing-left");
  await page.getByRole("link", { name: "Go live" }).click();
  await expect(page.getByRole("heading", { name: "Go live?" })).toBeVisible();
  await expect(page.getByTestId("go-live-changes")).toContainText("Search engines may list the site");
  await shoot(page, testInfo, "go-live-confirmation");
  // Nothing changed until the owner confirms.
  expect(await crawlerSees(page)).toEqual({ disallowsAll: true, noindex: true });
  await page.getByRole("button", { name: "Yes, go live" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published at/ })).toBeVisible({ timeout: BUILD_MINUTES * 60_000 });

  expect(await crawlerSees(page)).toEqual({ disallowsAll: false, noindex: false });
  await page.goto(`${served.url}/admin/go-live`);
  await expect(page.getByTestId("site-state")).toContainText("Live site.");
  await expect(page.getByTestId("go-live-state")).toContainText(`${OWNER} took it live on`);
  await shoot(page, testInfo, "gone-live");
  const published = JSON.parse(readFileSync(path.join(served.root, "sites/westline", SITE), "utf8")) as { live?: { by: string }; brand: string };
  expect(published.live?.by).toBe(OWNER);
  expect(published.brand).toBe(REAL.Brand);
});
