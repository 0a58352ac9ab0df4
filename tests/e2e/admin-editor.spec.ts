/**
 * The content editor in the back office, on the real server and its database: an editor made with
 * npm run admin signs in, opens Blacktown's suburb report, changes the median rent, sees it in the
 * preview, reloads the page and still has the draft, saves one with a problem (kept, and marked in
 * the list), then discards it. The editor page allows no inline script and no eval, logs no policy
 * violation while editing, and nothing in pages.config/ changes.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

const run = promisify(execFile);
const LEADS_DB = ".tmp/e2e-leads.sqlite";
const PASSWORD = "a long enough passphrase";
const BLACKTOWN = "pages.config/suburbs/blacktown.json";

test("an editor changes Blacktown's median rent, sees it in the preview, and still has the draft after a reload", async ({ page, baseURL }) => {
  const liveText = readFileSync(BLACKTOWN, "utf8");
  const live = JSON.parse(liveText) as { snapshot: { medianRentPerWeek: number } };
  // Close to the live rent, so the report's yields still agree with it.
  const rent = live.snapshot.medianRentPerWeek + 5;

  const who = `editor-${randomUUID().slice(0, 8)}@example.com`;
  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/admin.ts", "add-user", who, "--role", "editor"], { env: { ...process.env, LEADS_DB, DATABASE_URL: "", SITE_URL: baseURL } });
  await page.goto(/\/admin\/set-password\?token=\S+$/m.exec(stdout)?.[0] ?? "/admin");
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await page.getByLabel("Email").fill(who);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  // A form whose validator tried to compile a schema would fail here (EvalError) rather than show its fields.
  const failures: string[] = [];
  page.on("pageerror", (error) => failures.push(error.message));
  const policy = (await page.request.get("/admin/content/")).headers()["content-security-policy"] ?? "";
  expect(/script-src ([^;]*)/.exec(policy)?.[1]?.trim()).toBe("'self'");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Content" }).click();
  await expect(page.getByRole("heading", { name: "Content editor" })).toBeVisible();
  expect(await page.locator("script:not([src])").count()).toBe(0);

  await page.getByRole("navigation", { name: "Content files" }).getByRole("link", { name: /^Blacktown/ }).click();
  const rentField = page.getByLabel(/Median rent/i);
  await expect(rentField).toHaveValue(/\d+/);
  // A draft left by an earlier run is thrown away first, so the test starts from the live report.
  const discard = page.getByRole("button", { name: "Discard draft" });
  if (await discard.isVisible()) {
    page.once("dialog", (dialog) => void dialog.accept());
    await discard.click();
    await expect(rentField).toHaveValue(String(live.snapshot.medianRentPerWeek));
  }
  await rentField.fill(String(rent));
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.locator("main")).toContainText(`$${rent}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/^Draft saved\. It goes live/)).toBeVisible();
  await expect(page.getByText(`Draft saved by ${who}`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/Median rent/i)).toHaveValue(String(rent));
  await expect(page.getByText(`Draft saved by ${who}`)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Content files" }).getByRole("link", { name: /^Blacktown/ })).toContainText("Draft");
  await expect(preview.locator("main")).toContainText(`$${rent}`);
  expect(readFileSync(BLACKTOWN, "utf8")).toBe(liveText);

  // A draft with a problem is kept too (closing the tab loses nothing), and the list says it has problems.
  await page.getByLabel(/Median rent/i).fill("5");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/^Draft saved, with a problem .*cannot be published until it is fixed/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Median rent/i)).toHaveValue("5");
  await expect(page.getByRole("navigation", { name: "Content files" }).getByRole("link", { name: /^Blacktown/ })).toContainText("Problems");
  expect(readFileSync(BLACKTOWN, "utf8")).toBe(liveText);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByLabel(/Median rent/i)).toHaveValue(String(live.snapshot.medianRentPerWeek));

  // A rent typed the wrong way keeps the last good preview, marked out of date, until it is fixed.
  await expect(preview.locator("main")).toContainText(`$${live.snapshot.medianRentPerWeek}`);
  await page.getByLabel(/Median rent/i).fill("$600 a week");
  await expect(page.getByRole("status").filter({ hasText: /^Out of date/ })).toBeVisible();
  await expect(preview.locator("main")).toContainText(`$${live.snapshot.medianRentPerWeek}`);
  await page.getByLabel(/Median rent/i).fill(String(live.snapshot.medianRentPerWeek));
  await expect(page.getByRole("status").filter({ hasText: /^Out of date/ })).toHaveCount(0);

  // A related suburb is picked from the reports there are, by name, or "no report yet".
  const related = JSON.parse(liveText) as { related: { name: string; slug: string; noReport?: true }[] };
  const first = page.getByRole("group", { name: "Related suburb 1" }).getByLabel("Suburb", { exact: true });
  await expect(first.locator("option:checked")).toHaveText(related.related[0]?.name ?? "");
  expect(await first.locator("option").allTextContents()).toContain("A suburb with no report yet…");
  expect(await first.locator("option").allTextContents()).not.toContain("Blacktown");
  expect(blocked).toEqual([]);
  expect(failures).toEqual([]);
});
