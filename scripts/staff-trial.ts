/**
 * `npx tsx scripts/staff-trial.ts [out-dir]`: a first-time member of the broker's office staff's session in
 * the back office of its site (the default one), driven through the browser, with a screenshot of every screen at 1280×800 and
 * 390×844 for a person to look at. In a throwaway copy of the project, with the current build
 * (run `npm run build` first) and its own database: sign in from the invitation link, open
 * Blacktown's suburb report, change the median rent, look at the preview, save the draft, publish
 * it, look at History, undo the publish. Prints each step's seconds and where the screenshots are;
 * it asserts only what it needs to go on (a step that cannot be done stops it, saying which).
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, testBrowserPath } from "../tests/chromium.ts";
import { startServerProcess } from "./lib/server-process.ts";
import { scratchCopy } from "./scratch-copy.ts";

const run = promisify(execFile);
const out = path.resolve(process.argv[2] ?? ".tmp/staff-trial");
const PASSWORD = "a long enough passphrase";
const WHO = "office@westline-trial.example";
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const BUILD_MINUTES = 10;

const project = scratchCopy("westline-staff-trial-");
cpSync("build", path.join(project.root, "build"), { recursive: true });
const server = await startServerProcess(
  { PORT: "0", LEADS_DB: path.join(project.root, "leads.sqlite"), DATABASE_URL: "", RATE_LIMIT_BURST: "100000" },
  { entry: "build/node-server/main.mjs", cwd: project.root },
);
const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS });
mkdirSync(out, { recursive: true });

let step = 0;
let since = performance.now();
/** The screen as it is now, at each size (the page is resized and put back), and the step's seconds. */
async function screen(page: Page, name: string) {
  step += 1;
  const seconds = ((performance.now() - since) / 1000).toFixed(1);
  for (const size of [...SIZES].reverse()) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300); // the layout settles after a resize; a screenshot, not a check
    await page.screenshot({ path: path.join(out, `${String(step).padStart(2, "0")}-${name}-${size.width}.png`) });
  }
  console.log(`${String(step).padStart(2, "0")} ${name}: ${seconds} s`);
  since = performance.now();
}

/** Until the Publish page says what went live: "Published at …", or for an undo "Undid publish #N at …" (since the undo says which it undid). */
async function waitForPublished(page: Page) {
  await page
    .getByRole("status")
    .filter({ hasText: /^(Published|Undid publish #\d+) at/ })
    .waitFor({ timeout: BUILD_MINUTES * 60_000 });
}

try {
  const report = JSON.parse(readFileSync(path.join(project.root, "sites/westline/pages.config/suburbs/blacktown.json"), "utf8")) as {
    snapshot: { medianRentPerWeek: number };
  };
  const rent = report.snapshot.medianRentPerWeek + 5;
  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/admin.ts", "add-user", WHO, "--role", "editor"], {
    cwd: project.root,
    env: { ...process.env, LEADS_DB: path.join(project.root, "leads.sqlite"), DATABASE_URL: "", SITE_URL: server.url },
  });
  const link = /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`npm run admin printed no link:\n${stdout}`);
  const page = await browser.newPage({ viewport: SIZES[0] });

  await page.goto(link);
  await screen(page, "choose-password");
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await screen(page, "sign-in");
  await page.getByLabel("Email").fill(WHO);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await screen(page, "home");

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Content" }).click();
  await page.getByRole("heading", { name: "Content editor" }).waitFor();
  await screen(page, "content-editor");
  await page
    .getByRole("navigation", { name: "Content files" })
    .getByRole("link", { name: /^Blacktown/ })
    .click();
  const rentField = page.getByLabel(/Median rent/i);
  await rentField.waitFor({ timeout: 90_000 });
  await screen(page, "blacktown-open");
  await rentField.fill(String(rent));
  const preview = page.frameLocator('iframe[title^="Preview"]').locator("main");
  await preview.getByText(`$${rent}`).first().waitFor();
  await screen(page, "rent-changed");
  await page.locator('iframe[title^="Preview"]').scrollIntoViewIfNeeded();
  await screen(page, "preview");
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.getByText(`Draft saved by ${WHO}`).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screen(page, "draft-saved");

  await page.getByRole("link", { name: "Back office home" }).click();
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Publish" }).click();
  await screen(page, "publish");
  await page.getByLabel(/Note/).fill("Rent from the latest survey");
  await page.getByRole("button", { name: /^Publish/ }).click();
  await screen(page, "publishing");
  await waitForPublished(page);
  await screen(page, "published");

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "History" }).click();
  await screen(page, "history");
  await page
    .getByRole("row")
    .filter({ hasText: "Rent from the latest survey" })
    .getByRole("link", { name: /^Undo the publish/ })
    .click();
  await screen(page, "undo-confirm");
  await page.getByRole("button", { name: /^Undo publish #\d+$/ }).click();
  await screen(page, "undoing");
  await waitForPublished(page);
  await screen(page, "undone");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "History" }).click();
  await screen(page, "history-after-undo");
  console.log(`Screenshots: ${out}`);
} finally {
  await browser.close();
  await server.stop();
  project.remove();
}
