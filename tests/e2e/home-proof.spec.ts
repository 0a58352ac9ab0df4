/**
 * Issue 52 item 4, on a phone (390 x 844): the broker's card, the face behind the business, starts
 * within the first two screens of the home page (it followed the tools, reasons and steps, below
 * the fourth screen).
 */
import { expect, test } from "@playwright/test";
import { site } from "../raw-content.ts";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test("the home page shows the broker's card within two phone screens", async ({ page }) => {
  await page.goto("/");
  const card = await page.locator(`main article[aria-label="About ${site.broker.name}"]`).boundingBox();
  expect(card).not.toBeNull();
  expect(card?.y ?? Infinity).toBeLessThanOrEqual(2 * PHONE.height);
});
