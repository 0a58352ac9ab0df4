/**
 * Issue 52 item 8, on a phone (390 x 844): a suburb report's equity form starts within the first two
 * screens (the review measured it 5,286 px down; 4,488 px on integ before this change).
 */
// One page for each worker (a new context for each short test cost more than its checks).
import { expect, test } from "./shared-page.ts";
import { rawSuburbs, REPORTS } from "../raw-content.ts";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

for (const { slug } of rawSuburbs()) {
  test(`${REPORTS}/${slug}/: the equity form starts within two phone screens`, async ({ page }) => {
    await page.goto(`${REPORTS}/${slug}/`);
    const form = await page.locator("#lead-form").boundingBox();
    expect(form).not.toBeNull();
    expect(form?.y ?? Infinity).toBeLessThanOrEqual(2 * PHONE.height);
  });
}
