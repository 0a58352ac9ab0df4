/**
 * `test` whose `page` is one page for each worker, each test loading its route into it at the
 * test's own viewport: for specs of many short tests that each read one route's layout or text,
 * where a new browser context for each test cost more CPU than the checks (screens.spec.ts: 30.3
 * CPU-s alone, 14.9 with one page). A route starts from its own document either way; the site
 * keeps nothing between pages that moves anything (only the visit's campaign, in sessionStorage),
 * and what a test routes is undone after it. Not for specs that count requests or fonts, turn
 * JavaScript off, emulate print or another context option, or follow a visit across pages: the
 * page's cache, emulation and campaign carry over.
 */
import { test as base, type Page } from "@playwright/test";

export const test = base.extend<object, { shared: Page }>({
  shared: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ shared, viewport, javaScriptEnabled }, use) => {
    // services-and-faq.spec's first test with scripts after one without them (on this page or a
    // second one) never heard the visitor's key: not worked out, so refused here.
    if (javaScriptEnabled === false) throw new Error("shared-page.ts: a test without JavaScript needs a context of its own: use @playwright/test's test");
    if (viewport) await shared.setViewportSize(viewport);
    await use(shared);
    await shared.unrouteAll({ behavior: "ignoreErrors" });
  },
});
export { expect } from "@playwright/test";
