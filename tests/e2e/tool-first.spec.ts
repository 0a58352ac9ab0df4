/**
 * Issue 52 item 5, on a phone (390 x 844): a calculator, /book and /contact start their tool in the
 * first screen, clear of the sticky header and the booking bar; a calculator keeps a one-line result
 * in view while the visitor changes its figures further down. The review measured a calculator's
 * first field at y = 711-775 (under the bar), /book's booking box at 1,445 px and /contact's at 1,503.
 */
import type { Locator } from "@playwright/test";
import { gotoHydrated } from "./hydrated.ts";
// One page for each worker (a new context for each short test cost more than its checks).
import { expect, test } from "./shared-page.ts";
import { rawPages } from "../raw-content.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** The calculator pages: those whose blocks hold a calculator, from the content as written. */
const calculatorPages = rawPages()
  .filter((page) => page.blocks.some((block) => block.type.endsWith("-calculator")))
  .map((page) => page.path);

async function top(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

/** The top of the booking bar, the lowest y a control can reach and still be seen. */
const visibleBottom = async (page: import("@playwright/test").Page) => (await top(page.getByTestId("sticky-booking-bar"))).y;

for (const path of calculatorPages) {
  test(`${path}: the first field is on the first screen, above the booking bar and the result line`, async ({ page }) => {
    await gotoHydrated(page, path);
    const field = await top(page.locator("[data-calculator] form").locator("input, select").first());
    const line = await top(page.getByTestId("result-line"));
    expect(field.y + field.height).toBeLessThanOrEqual(Math.min(await visibleBottom(page), line.y));
  });
}

for (const path of calculatorPages) {
  test(`${path}: a one-line result stays in view while the last field changes`, async ({ page }) => {
    await gotoHydrated(page, path);
    const form = page.locator("[data-calculator] form");
    const last = form.locator("input[type=text], input:not([type]), input[inputmode]").last();
    await last.scrollIntoViewIfNeeded();
    const line = page.getByTestId("result-line");
    const before = (await line.textContent()) ?? "";
    await last.fill("1");
    await expect(line).not.toHaveText(before);
    await expect(line).toBeInViewport({ ratio: 1 });
    const lineBox = await top(line);
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(await visibleBottom(page));
    expect(lineBox.height).toBeLessThan(80);
  });
}

for (const [path, box] of [
  ["/book", "[data-booking-embed]"],
  ["/contact", "[data-booking-embed]"],
] as const) {
  test(`${path}: the booking box starts on the first screen`, async ({ page }) => {
    await gotoHydrated(page, path);
    const start = await top(page.locator(box));
    // The box's top and its first line (about 100 px) above the booking bar.
    expect(start.y + 100).toBeLessThanOrEqual(await visibleBottom(page));
  });
}
