/**
 * What the screenshot review of every route (issue 52) found broken-looking, held here as a visitor
 * would see it:
 * - on a tablet (768 px) a hero's side column (its buttons and badges) grew as wide as its longest
 *   badge on one line, and the heading beside it was left a word a line ("The / right / home / loan, …");
 * - a badge that wraps kept its text but shrank its tick to a sliver;
 * - on a phone, buttons wrapped at their own widths: ragged stacks, and one-over-two pyramids (/faq).
 * The pages are found from the content as written, not named here.
 */
import type { Locator, Page } from "@playwright/test";
import { blocksOf, rawPages, rawSuburbs, REPORTS } from "../raw-content.ts";
import { CALENDLY_SCRIPT } from "./booking-embed.ts";
// One page for each worker: a new context for each of 75 short tests cost more than their checks.
import { expect, test } from "./shared-page.ts";

type RawHero = { actions?: unknown[]; highlights?: unknown[]; panel?: unknown; image?: unknown };

/** Pages whose hero has badges (the column beside the heading on a tablet holds them), home aside: its hero is a panel. */
const pagesWithBadges = rawPages()
  .filter((doc) => blocksOf<RawHero>(doc, "hero").some((hero) => hero.highlights?.length && !hero.panel && !hero.image))
  .map((doc) => doc.path);
/** Every page as written but the home page (another branch's), and a suburb report (its page is the report's own). */
const innerPages = [
  ...rawPages()
    .map((doc) => doc.path)
    .filter((path) => path !== "/"),
  `${REPORTS}/${rawSuburbs()[0]?.slug ?? "(no suburb report)"}`,
];
/** Pages whose booking box leads to a form further down rather than holding one: its place holds links only. */
const boxesWithLinks = rawPages()
  .filter((doc) => blocksOf<{ formBelow?: unknown }>(doc, "booking-widget").some((widget) => widget.formBelow))
  .map((doc) => doc.path);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not shown");
  return found;
}

const hero = (page: Page) => page.locator("main section").first();

test("there are pages to hold to each rule", () => {
  expect(pagesWithBadges.length).toBeGreaterThan(0);
  expect(innerPages.length).toBeGreaterThan(1);
  expect(boxesWithLinks.length).toBeGreaterThan(0);
});

for (const width of [768, 1024])
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 1024 } });

    for (const path of pagesWithBadges)
      test(`${path}: the hero's heading keeps at least 40% of the width beside the column of buttons and badges`, async ({ page }) => {
        await page.goto(path);
        const side = hero(page).locator("[data-hero-side]");
        const heading = hero(page).getByRole("heading", { level: 1 });
        const [sideBox, headingBox] = [await box(side), await box(heading)];
        // Beside it, not under it: otherwise there is nothing to compare.
        expect(sideBox.x).toBeGreaterThan(headingBox.x + headingBox.width - 1);
        const both = sideBox.x + sideBox.width - headingBox.x;
        // The review saw 19% (140 px of 720): "The / right / home / loan," one word a line.
        expect(headingBox.width / both).toBeGreaterThanOrEqual(0.4);
      });
  });

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of pagesWithBadges)
    test(`${path}: every badge's tick keeps its size, however many lines the badge takes`, async ({ page }) => {
      await page.goto(path);
      const ticks = hero(page).locator("li:visible svg");
      // A hero that shows no badges on a phone (a tool follows it) has none to squeeze.
      test.skip((await ticks.count()) === 0, "no badges shown on a phone");
      const widths = await ticks.evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
      // All the same size as the first one that stays on one line would be: none squeezed.
      expect(new Set(widths.map(Math.round)).size, widths.join(", ")).toBe(1);
      expect(Math.round(widths[0] ?? 0)).toBeGreaterThanOrEqual(14);
    });

  for (const path of innerPages)
    test(`${path}: each row of buttons stands one under another at one width`, async ({ page }) => {
      await page.goto(path);
      const rows = await page
        .locator("[data-action-row]:visible")
        .evaluateAll((found) =>
          found.map((row) =>
            [...row.querySelectorAll("a")].filter((link) => link.checkVisibility()).map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
          ),
        );
      const stacked = rows.filter((links) => links.length >= 2);
      // A page whose rows hold one button each, or show none on a phone, has nothing to line up.
      test.skip(stacked.length === 0, "no row of two buttons or more on a phone");
      for (const links of stacked) {
        expect(new Set(links.map((link) => Math.round(link.width))).size, JSON.stringify(links)).toBe(1);
        expect(new Set(links.map((link) => Math.round(link.x))).size, JSON.stringify(links)).toBe(1);
      }
    });

  for (const path of boxesWithLinks)
    test(`${path}: the booking box's ways forward are one width, each under the other`, async ({ page }) => {
      await page.route(CALENDLY_SCRIPT, (route) => route.abort("internetdisconnected"));
      await page.goto(path);
      const links = page.locator("[data-booking-placeholder] a:visible");
      expect(await links.count()).toBeGreaterThanOrEqual(2);
      const widths = await links.evaluateAll((found) => found.map((link) => Math.round(link.getBoundingClientRect().width)));
      expect(new Set(widths).size, widths.join(", ")).toBe(1);
    });
});
