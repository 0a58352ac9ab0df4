import { expect, type Page } from "@playwright/test";

const isHydrated = () => document.documentElement.dataset.hydrated === "true";

/**
 * Waits until the page's scripts have done their work. A page whose islands are all below the
 * first screen loads them at the visitor's first sign of use (src/client/when-wanted.ts), so this
 * does what a visitor would: presses a key that changes nothing (Shift), again until the page is
 * ready, since the listeners only exist once the page has loaded.
 */
export async function waitForHydration(page: Page) {
  await expect(async () => {
    await page.keyboard.press("Shift");
    await page.waitForFunction(isHydrated, null, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Holds the islands entry back, as a slow phone's network would, until the returned function is
 * called: what a visitor does before the page's islands hydrate can then be done on purpose.
 */
export async function holdIslands(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
