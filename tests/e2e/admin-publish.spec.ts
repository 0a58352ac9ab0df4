/**
 * The back office from first account to undo, as the "done when" lists it, on the real
 * server in a throwaway copy of the project (a publish writes pages.config/ and switches the live
 * build, which must not happen to the site the other browser tests read): an owner made with
 * `npm run admin -- add-user` sets a password from the printed link, signs in, changes Blacktown's
 * median rent in the editor, sees it in the preview, publishes, and the public report shows the
 * new rent (its scripts and styles found); History names the person; undoing the publish brings the
 * old rent back. Two real builds, so minutes on a busy machine: the only real publishes in the tests
 * (tests/server/publish-*.test.ts use a stand-in build).
 */
import { execFile } from "node:child_process";
import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { startServerProcess, type ServerProcess } from "../../scripts/lib/server-process.ts";

const run = promisify(execFile);
const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const PASSWORD = "a long enough passphrase";
const OWNER = "owner@westline-test.example";
const BUILD_MINUTES = 6;

let project: ReturnType<typeof scratchCopy>;
let server: ServerProcess;

test.beforeAll(async () => {
  project = scratchCopy("westline-publish-e2e-");
  // The site as built for the other tests: the copy starts from the same live site.
  cpSync("build", path.join(project.root, "build"), { recursive: true });
  server = await startServerProcess({ PORT: "0", LEADS_DB: path.join(project.root, "leads.sqlite"), DATABASE_URL: "", RATE_LIMIT_BURST: "100000" }, { entry: "build/node-server/main.mjs", cwd: project.root });
});
test.afterAll(async () => {
  await server?.stop();
  project?.remove();
});

/** The rent the public report states, read from its snapshot's figure. */
async function publicRent(page: Page, slug: string): Promise<string> {
  await page.goto(`${server.url}/resources/suburb-reports/${slug}/`);
  return (await page.locator("main").innerText()).replace(/\s+/g, " ");
}

/** Whether text states the weekly rent: "$505" but not "$505,000" or "$5050". */
const statesRent = (text: string, rent: number) => new RegExp(`\\$${rent}(?![\\d,])`).test(text);

/** Waits on the Publish page (it reloads itself while a publish runs) until it says Published. */
async function waitForPublished(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /^Published at/ })).toBeVisible({ timeout: BUILD_MINUTES * 60_000 });
}

test("an owner signs in, changes Blacktown's median rent, publishes it, finds it in the history and undoes it", async ({ page }) => {
  test.setTimeout(2 * BUILD_MINUTES * 60_000 + 120_000);
  const report = JSON.parse(readFileSync(path.join(project.root, BLACKTOWN), "utf8")) as { slug: string; snapshot: { medianRentPerWeek: number } };
  const oldRent = report.snapshot.medianRentPerWeek;
  // Close to the live rent, so the report's yields still agree with it.
  const newRent = oldRent + 5;
  const before = await publicRent(page, report.slug);
  expect(statesRent(before, oldRent) && !statesRent(before, newRent), before).toBe(true);

  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/admin.ts", "add-user", OWNER, "--role", "owner"], {
    cwd: project.root,
    env: { ...process.env, LEADS_DB: path.join(project.root, "leads.sqlite"), DATABASE_URL: "", SITE_URL: server.url },
  });
  const link = /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(stdout)?.[0];
  expect(link, stdout).toBeDefined();
  await page.goto(link ?? "/");
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  const menu = page.getByRole("navigation", { name: "Back office" });
  await menu.getByRole("link", { name: "Content" }).click();
  await page.getByRole("navigation", { name: "Content files" }).getByRole("link", { name: /^Blacktown/ }).click();
  const rentField = page.getByLabel(/Median rent/i);
  await expect(rentField).toHaveValue(String(oldRent));
  await rentField.fill(String(newRent));
  await expect(page.frameLocator('iframe[title^="Preview"]').locator("main")).toContainText(`$${newRent}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(`Draft saved by ${OWNER}`)).toBeVisible();

  await page.goto(`${server.url}/admin/publish`);
  await expect(page.getByRole("cell", { name: OWNER })).toBeVisible();
  await page.getByLabel(/Note/).fill("Rent from the latest survey");
  await page.getByRole("button", { name: /^Publish this change/ }).click();
  await waitForPublished(page);
  const published = await publicRent(page, report.slug);
  expect(statesRent(published, newRent) && !statesRent(published, oldRent), published).toBe(true);
  // The new build's pages find their own scripts and styles.
  const assets = await page.locator("script[src^='/assets/'], link[rel=stylesheet][href^='/assets/']").evaluateAll((elements) => elements.map((element) => element.getAttribute("src") ?? element.getAttribute("href") ?? ""));
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect((await page.request.get(`${server.url}${asset}`)).status(), asset).toBe(200);

  await page.goto(`${server.url}/admin/publish/history`);
  const row = page.getByRole("row").filter({ hasText: "Rent from the latest survey" });
  await expect(row).toContainText(OWNER);
  await expect(row).toContainText("Blacktown");
  await row.getByRole("button", { name: /^Undo the publish/ }).click();
  await waitForPublished(page);
  const undone = await publicRent(page, report.slug);
  expect(statesRent(undone, oldRent) && !statesRent(undone, newRent), undone).toBe(true);
  expect(JSON.parse(readFileSync(path.join(project.root, BLACKTOWN), "utf8"))).toEqual(report);
});
