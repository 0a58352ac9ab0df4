/**
 * The one script every page loads does its work after the page's first paint, not before it: a
 * module script runs as soon as the page is parsed, usually just before the first frame, where its
 * work (and the style it changes) would hold the first screen back on a slow phone.
 */
import { expect, test } from "@playwright/test";

// Static, form and calculator pages alike: the chrome script is the same on each.
for (const route of ["/privacy", "/contact", "/calculators/repayments"]) {
  test(`on ${route} the page's script starts its work once the page has painted`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { paintedWhenReady?: boolean };
      // The first thing the script changes: the menu button's state, which the HTML leaves to it.
      new MutationObserver((_records, observer) => {
        seen.paintedWhenReady = performance.getEntriesByName("first-contentful-paint").length > 0;
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["aria-expanded"] });
    });
    const cdp = await page.context().newCDPSession(page);
    // A mid-range phone, as the performance benchmarks load pages.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(route);
    await expect.poll(() => page.evaluate(() => (window as unknown as { paintedWhenReady?: boolean }).paintedWhenReady)).toBe(true);
  });
}
