import type { Page, Response } from "@playwright/test";

/**
 * Layout shifts as a visitor on a real network meets them: the requests matching `held` (scripts,
 * a font) arrive only once the page has painted. Locally they would arrive before the first paint,
 * where a change moves nothing anyone saw and Chrome counts no shift.
 */
export async function watchLayoutShifts(page: Page, held: string | RegExp) {
  await recordLayoutShifts(page);
  // Armed again by each goto: a page that visits route after route holds each one's requests.
  let release = () => {};
  let painted = Promise.resolve();
  await page.route(held, async (route) => {
    await painted;
    await route.continue();
  });
  return {
    /** Opens the page and lets the held requests through once it has painted. */
    goto: async (path: string): Promise<Response | null> => {
      painted = new Promise<void>((resolve) => (release = resolve));
      const response = await page.goto(path, { waitUntil: "commit" });
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      release();
      return response;
    },
    /** Every shift so far, read two frames on so that the latest has been reported. */
    shifts: () => layoutShifts(page),
  };
}

/** From the next page the tab opens on, keeps each layout shift's score. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Every shift `recordLayoutShifts` has kept so far, read two frames on so that the latest has been reported. */
export async function layoutShifts(page: Page): Promise<number[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}
