/**
 * Issue 52 item 4: the home page is a hub. Its first screen offers the four goals most visitors
 * come with, each leading to the page for it, at a phone's, a tablet's and a laptop's width; and on
 * a phone (390 x 844) the proof (the broker's card, the rating only when one is configured, the
 * testimonials) starts within the first two screens. Positions are read in the browser.
 */
import type { Page } from "@playwright/test";
// One page for each worker (a new context for each short test cost more than its checks).
import { expect, test } from "./shared-page.ts";
import { rawFact, site } from "../raw-content.ts";

/** The four goals, the link's words and the title of the page it must lead to. */
const GOALS = [
  { goal: "a first home", link: /first home/i, leadsTo: /first home/i },
  { goal: "refinancing", link: /refinanc/i, leadsTo: /refinanc/i },
  { goal: "investing", link: /invest/i, leadsTo: /invest/i },
  { goal: "how much I can borrow", link: /how much can i borrow/i, leadsTo: /borrowing power/i },
];

/** The bottom of what a visitor sees without scrolling: the screen, less the phone's sticky booking bar where it shows. */
async function firstScreenBottom(page: Page): Promise<number> {
  const height = page.viewportSize()?.height ?? 0;
  const bar = page.getByTestId("sticky-booking-bar");
  if (!(await bar.isVisible())) return height;
  return Math.min(height, (await bar.boundingBox())?.y ?? height);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test("the home page's first screen offers the four goals, each leading to its page", async ({ page }) => {
      await page.goto("/");
      const bottom = await firstScreenBottom(page);
      const targets: string[] = [];
      for (const { goal, link } of GOALS) {
        const found = page.locator("#home").getByRole("link", { name: link });
        await expect(found, goal).toHaveCount(1);
        const box = await found.boundingBox();
        expect(box, `${goal} is shown`).not.toBeNull();
        expect((box?.y ?? Infinity) + (box?.height ?? 0), `${goal} is within the first screen (above ${bottom} px)`).toBeLessThanOrEqual(bottom);
        targets.push((await found.getAttribute("href")) ?? "");
      }
      for (const [index, href] of targets.entries()) {
        const response = await page.goto(href);
        expect(response?.status(), href).toBe(200);
        await expect(page, `${GOALS[index]?.goal} leads to its page`).toHaveTitle(GOALS[index]?.leadsTo ?? /./);
      }
    });
  });
}

test.describe("on a phone", () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE });
  const TWO_SCREENS = 2 * PHONE.height;

  test("the broker's card and the testimonials start within two phone screens; a rating shows only when one is configured", async ({ page }) => {
    await page.goto("/");
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())?.y ?? Infinity;
    const card = await top(`main article[aria-label="About ${site.broker.name}"]`);
    const quote = await top("main figure:has(blockquote)");
    expect(card, `the broker's card at ${card} px`).toBeLessThan(TWO_SCREENS);
    expect(quote, `the first testimonial at ${quote} px`).toBeLessThan(TWO_SCREENS);

    const { testimonials, rating } = rawFact<{ testimonials: { sample?: boolean }[]; rating?: { source: string } }>("testimonials");
    const summary = page.locator("main").getByText(/out of 5 from/);
    if (rating) {
      // Shown with its source, within the same two screens.
      await expect(summary).toContainText(rating.source);
      expect((await summary.boundingBox())?.y ?? Infinity).toBeLessThan(TWO_SCREENS);
    } else {
      // None configured: none shown, and none made up.
      await expect(summary).toHaveCount(0);
    }
    // A sample quote keeps its mark where it now stands.
    const first = page.locator("main figure:has(blockquote)").first();
    if (testimonials[0]?.sample) await expect(first.getByText(/^Example\b/)).toBeVisible();
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // The blind review's "repeated cards": the reasons are read, not clicked, so they are drawn as a
  // list with no card around each item, while the tools and services stay cards to press.
  test("the reasons read as a list between rows of cards, not as more cards", async ({ page }) => {
    await page.goto("/");
    const surface = (items: ReturnType<typeof page.locator>) =>
      items.evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          // A card shows as a ring or shadow of some width, or a background of its own.
          const drawnShadow = /(?:^|\s)(?:[1-9]\d*(?:\.\d+)?|0\.\d*[1-9]\d*)px/.test(style.boxShadow);
          return drawnShadow || style.backgroundColor !== "rgba(0, 0, 0, 0)";
        }),
      );
    const reasons = await surface(page.locator("#about ul > li"));
    const tools = await surface(page.locator("#tools ul > li"));
    expect(reasons.length).toBeGreaterThan(1);
    expect(reasons, "no card around a reason").not.toContain(true);
    expect(tools.length).toBeGreaterThan(1);
    expect(tools, "each tool on its card").not.toContain(false);
  });
});
