/**
 * After sending a form a visitor lands on its thank-you page: it says what happens next, with the
 * broker to call, the number and the opening hours as site.json states them; and a visitor who has
 * just asked us to call them is not urged, on every screen, to book a call as well.
 */
import { readFileSync } from "node:fs";
// One page for each worker (a new context for each short test cost more than its checks).
import { expect, test } from "./shared-page.ts";
import { fill, rawPages, site } from "../raw-content.ts";

type Office = { hours: { label: string }[] };
const { office, nextSteps } = JSON.parse(readFileSync("sites/westline/pages.config/site.json", "utf8")) as {
  office: Office;
  nextSteps?: Record<string, string[]>;
};
const thankYouPages = rawPages().filter((doc) => doc.path.startsWith("/thank-you/"));

for (const doc of thankYouPages)
  test(`${doc.path} says what happens next and who to call, when`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(doc.path);
    const next = page.locator("section", { has: page.getByRole("heading", { name: "What happens next" }) });
    await expect(next).toBeVisible();
    for (const step of nextSteps?.[doc.path.slice("/thank-you/".length)] ?? []) await expect(next).toContainText(fill(step));
    await expect(next).toContainText(site.broker.name);
    await expect(next.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.dial}`);
    for (const run of office.hours) await expect(next).toContainText(run.label);
  });

test("after asking us to call, the phone's bar does not urge the visitor to book a call", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/thank-you/call-back");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("sticky-booking-bar")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Book a Call" })).toHaveCount(0);
  // The other thank-you pages, which lead on to a strategy call, keep it.
  await page.goto("/thank-you/contact");
  await expect(page.getByTestId("sticky-booking-bar")).toBeVisible();
});

test("on a laptop, the call-back thank-you page has no floating booking button either", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/thank-you/call-back");
  await page.mouse.wheel(0, 2000);
  await expect(page.getByTestId("floating-booking")).toHaveCount(0);
});

for (const width of [390, 1280])
  test(`at ${width} px, after asking us to call, the header offers our number instead of a booking`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/thank-you/call-back");
    const header = page.locator("header");
    // On a phone the header's action is in its menu (it opens without a script).
    const menu = page.getByRole("button", { name: "Open menu" });
    if (await menu.isVisible()) await menu.click();
    await expect(header.locator(`a[href="${site.bookingUrl}"]:visible`)).toHaveCount(0);
    await expect(header.locator(`a[href="tel:${site.phone.dial}"]:visible`).filter({ hasText: site.phone.display })).toHaveCount(1);
  });
