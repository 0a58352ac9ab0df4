import { expect, type Page } from "@playwright/test";

const isHydrated = () => document.documentElement.dataset.hydrated === "true";
/** The page has taken a sign of use (src/client/when-wanted.ts marks <html data-used>), or needs none. */
const isHeardOrHydrated = () => document.documentElement.dataset.used === "true" || document.documentElement.dataset.hydrated === "true";

/**
 * Waits until the page's scripts have done their work. A page whose islands are all below the
 * first screen loads them at the visitor's first sign of use (src/client/when-wanted.ts), so this
 * does what a visitor would: presses a key that changes nothing (Shift), again until the page has
 * heard it, then waits for the page to be ready. The page listens for that sign only once it has
 * loaded (src/client/chrome-entry.ts), and an address with a query only once its first islands
 * have hydrated: a press before goes unseen, so the first press waits for the load and another
 * follows soon, rather than after a long wait for hydration that a press nobody heard never starts.
 */
export async function waitForHydration(page: Page) {
  const deadline = Date.now() + 30_000;
  await page.waitForLoadState("load");
  await expect(async () => {
    await page.keyboard.press("Shift");
    await page.waitForFunction(isHeardOrHydrated, null, { timeout: 250 });
  }).toPass({ intervals: [50], timeout: Math.max(deadline - Date.now(), 1) });
  await page.waitForFunction(isHydrated, null, { timeout: Math.max(deadline - Date.now(), 1) });
}

/**
 * Waits until the page's own first script has run, which it does once the page has painted
 * (src/client/chrome-entry.ts): every lead form then carries the visit's campaign and its submission
 * key (src/forms/page-start-fields.ts), as for any visitor, who cannot send a form before seeing it.
 * A test's click can come before the first paint; this is what the tests that send a form before
 * React arrives wait for, never React itself.
 */
export async function waitForPageStart(page: Page) {
  await expect(page.locator('form[data-netlify] input[type="hidden"][name="submission_key"]').first()).toBeAttached();
}

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The islands entry (React). */
export const ISLANDS = /\/assets\/islands-[^/]+\.js$/;
/** The visitor forms' script (the form block's behaviour, src/forms/enhance-forms.ts), which takes the prerendered forms over. */
export const FORM_SCRIPT = /\/assets\/behaviour-form-[^/]+\.js$/;
/** Every script that takes a form or a calculator over: without them a form posts natively, as the browser has it. */
export const FORM_TAKING_SCRIPTS = /\/assets\/(islands|behaviour-form)-[^/]+\.js$/;

/**
 * Holds the islands entry (or the given `scripts`) back, as a slow phone's network would, until the returned function is
 * called: what a visitor does before the page's islands hydrate can then be done on purpose.
 */
export async function holdIslands(page: Page, scripts: RegExp = ISLANDS): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
