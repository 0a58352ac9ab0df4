/**
 * Site settings in sections, the way an owner uses them (issue 50 item 4): an owner made with
 * npm run admin signs in, opens Site settings, sees its sections listed (as the site schema's editor
 * hint declares them), opens "Office and hours", empties the street address and finds the problem
 * counted on the section's entry from another section, selects it and is taken back to the field,
 * puts it back, changes when the office closes on its first run of days, saves, and finds the change waiting on Publish with its before and after; then discards it.
 * On a 1280×800 laptop the open section's form starts in the top third of the window.
 * Screenshots of the section at 1280 and 390 pixels are attached to the results.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signInAsNew } from "./sign-in.ts";

const SITE = "pages.config/site.json";

/** The sections (under the site's own titles where its editor-help.json gives one) and the office's hours as written, read with JSON.parse: the expectations. */
const ownTitles = (JSON.parse(readFileSync("sites/westline/editor-help.json", "utf8")) as { "sections/site"?: Record<string, string> })["sections/site"] ?? {};
const sections = (JSON.parse(readFileSync("schemas/site.schema.json", "utf8")) as { editor: { sections: Array<{ title: string }> } }).editor.sections.map(
  ({ title }) => ({ title: ownTitles[title] ?? title }),
);
const hours = (JSON.parse(readFileSync(path.join("sites/westline", SITE), "utf8")) as { office: { hours: Array<{ closes: string }> } }).office.hours;

test("an owner opens Site settings, picks Office and hours, changes the hours, saves, and the change waits on Publish", async ({ page, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const who = await signInAsNew(page, "owner", { url: baseURL ?? "" });
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Content" }).click();
  await page
    .getByRole("navigation", { name: "Content files" })
    .getByRole("link", { name: /^Site settings/ })
    .click();

  const list = page.getByRole("navigation", { name: "Sections of the site settings" });
  // The first form the server builds compiles the schemas (seconds of CPU on a busy machine): a limit for a hang.
  await expect(list).toBeVisible({ timeout: 90_000 });
  for (const { title } of sections) await expect(list.getByRole("link", { name: new RegExp(`^${title}`) })).toBeVisible();
  // A draft left by an earlier run is thrown away first, so the test starts from the live settings.
  const discard = page.getByRole("button", { name: "Discard draft" });
  if (await discard.isVisible()) {
    page.once("dialog", (dialog) => void dialog.accept());
    await discard.click();
    await expect(page.getByText("As it is on the live site")).toBeVisible();
  }

  await list.getByRole("link", { name: /^Office and hours/ }).click();
  await expect(list.getByRole("link", { name: /^Office and hours/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Office and hours", level: 3 })).toBeVisible();
  // One section at a time: the business's name is in another.
  await expect(page.getByRole("textbox", { name: "Brand" })).toHaveCount(0);

  const firstRun = page.getByRole("group", { name: "Opening hours 1" });
  const closes = firstRun.getByRole("textbox", { name: "Closes" });
  await expect(closes).toHaveValue(hours[0]!.closes);
  const later = hours[0]!.closes === "18:00" ? "18:30" : "18:00";

  // The open section's form starts in the top third of a laptop's window (the list of sections beside it).
  const form = page.locator("main form").first();
  await page.evaluate(() => {
    for (const scroller of document.querySelectorAll("main")) scroller.scrollTop = 0;
  });
  // Photographed once checked, with each section's count of samples on its entry.
  await expect(page.getByRole("heading", { name: /^Problems/ })).toContainText("none");
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const shot = testInfo.outputPath(`office-and-hours-${size.width}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`Office and hours at ${size.width}`, { path: shot, contentType: "image/png" });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => {
    for (const scroller of document.querySelectorAll("main")) scroller.scrollTop = 0;
  });
  expect((await form.boundingBox())?.y ?? Infinity).toBeLessThanOrEqual(800 / 3);

  // A problem in a section is counted on its entry, and selecting it from another section opens its own.
  const street = page.getByRole("textbox", { name: "Street address" });
  const address = await street.inputValue();
  await street.fill("");
  const problem = page.locator('[data-problems="own"] li').first();
  await expect(problem).toBeVisible();
  await list.getByRole("link", { name: /^Business and contact/ }).click();
  await expect(street).toHaveCount(0);
  await expect(list.getByRole("link", { name: /^Office and hours/ })).toContainText("1 problem");
  await problem.getByRole("button").click();
  await expect(street).toBeFocused();
  await street.fill(address);
  await expect(list.getByRole("link", { name: /^Office and hours/ })).not.toContainText("problem");

  await closes.fill(later);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/^Draft saved\. It goes live/)).toBeVisible();
  await expect(page.getByText(`Draft saved by ${who}`)).toBeVisible();

  await page.getByRole("link", { name: "Go to Publish" }).click();
  await expect(page.getByRole("heading", { name: "Publish", level: 1 })).toBeVisible();
  const row = page.locator("tr", { has: page.getByRole("checkbox", { name: /^Publish: .*site settings/i }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Closes");
  await expect(row).toContainText(hours[0]!.closes);
  await expect(row).toContainText(later);

  // Left as found: the draft is thrown away, and the settings are the live ones again.
  await page.goto("/admin/content/");
  const token = (await page.locator('meta[name="form-token"]').getAttribute("content")) ?? "";
  const discarded = await page.request.post("/admin/content/api/discard", {
    headers: { "x-form-token": token, "content-type": "application/json" },
    data: { file: SITE },
  });
  expect(discarded.ok(), await discarded.text()).toBe(true);
});
