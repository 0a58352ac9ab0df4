/**
 * On a laptop (1280 px) nothing sits in one half of its section beside an empty other half: a
 * calculator's short form leaves no tall blank under it beside the results (or the column that is
 * shorter stays in view as the page scrolls), and a lone passage of text uses the section's width.
 */
import { expect, test, type Page } from "@playwright/test";
import { blocksOf, rawPages } from "../raw-content.ts";

test.use({ viewport: { width: 1280, height: 800 } });

/** At most this much blank under one column beside a taller one in the same row: about two lines of a field. */
const MOST_BLANK = 160;

const calculatorPages = rawPages()
  .filter((doc) => doc.blocks.some((block) => block.type.endsWith("-calculator")))
  .map((doc) => doc.path);

/** Each column of the calculator's layout that stops well short of the tallest beside it, and does not stay in view. */
async function blankUnderColumns(page: Page) {
  return page.locator("[data-calculator]").evaluate((grid) => {
    // A grid cell stretches to its row: where its content ends is where its last shown child ends.
    const contentBottom = (element: Element) =>
      Math.max(
        element.getBoundingClientRect().top,
        ...[...element.children]
          .map((child) => child.getBoundingClientRect())
          .filter((box) => box.height > 0)
          .map((box) => box.bottom),
      );
    const columns = [...grid.children].map((child) => ({ child, top: child.getBoundingClientRect().top, bottom: contentBottom(child) }));
    return columns.flatMap(({ child, top, bottom }) => {
      const beside = columns.filter((other) => Math.abs(other.top - top) < 2);
      const blank = Math.max(...beside.map((other) => other.bottom)) - bottom;
      const stays = getComputedStyle(child).position === "sticky";
      return stays ? [] : [{ column: child.getAttribute("aria-label") ?? child.className, blank: Math.round(blank) }];
    });
  });
}

for (const path of calculatorPages)
  test(`${path}: no column of the calculator stands over a tall blank beside the other`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("[data-calculator]")).toBeVisible();
    for (const { column, blank } of await blankUnderColumns(page)) expect(blank, `${column}: ${blank} px blank under it`).toBeLessThanOrEqual(MOST_BLANK);
  });

// A passage on its own (no table of contents beside it) with two or more paragraphs: the service pages' intros.
const lonePassages = rawPages()
  .filter((doc) => blocksOf(doc, "table-of-contents").length === 0)
  .flatMap((doc) =>
    blocksOf<{ id?: string; paragraphs: string[]; bullets?: string[] }>(doc, "prose")
      .filter((prose) => prose.id && prose.paragraphs.length >= 2 && !prose.bullets)
      .map((prose) => `${doc.path}#${prose.id}`),
  );

test("there is a lone passage to check", () => expect(lonePassages).toContain("/services/home-loans#intro"));

for (const target of lonePassages)
  test(`${target}: the text runs across the section, not down its left half`, async ({ page }) => {
    const [path, id] = target.split("#");
    await page.goto(path ?? "/");
    const section = page.locator(`section#${id}`);
    const { used } = await section.evaluate((element) => {
      const column = element.querySelector("h2")!.parentElement!.getBoundingClientRect();
      const right = Math.max(...[...element.querySelectorAll("p")].map((p) => p.getBoundingClientRect().right));
      return { used: (right - column.left) / column.width };
    });
    expect(used, "share of the section's width the text reaches").toBeGreaterThan(0.9);
  });
