/**
 * On a laptop (1280 px) nothing sits in one half of its section beside an empty other half: a
 * calculator's short form leaves no tall blank under it beside the results (or the column that is
 * shorter stays in view as the page scrolls), and a lone passage of text uses the section's width.
 */
import type { Locator, Page } from "@playwright/test";
// One page for each worker (a new context for each short test cost more than its checks).
import { expect, test } from "./shared-page.ts";
import { blocksOf, rawPages, rawSuburbs, REPORTS } from "../raw-content.ts";

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

/** How far the content inside a card reaches across it: the rightmost line of text or box, as a share of the card's inner width. */
async function reach(card: Locator) {
  return card.evaluate((card) => {
    const style = getComputedStyle(card);
    const box = card.getBoundingClientRect();
    const [start, end] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
    let right = start;
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) right = Math.max(right, rect.right);
      } else {
        const element = node as Element;
        const surface = getComputedStyle(element).backgroundColor !== "rgba(0, 0, 0, 0)";
        if (surface || element.matches("img, picture")) right = Math.max(right, element.getBoundingClientRect().right);
      }
    }
    return (right - start) / (end - start);
  });
}

// A case study with no photo (Auburn's): its story and figures, not half the card.
const photoless = rawSuburbs().find((report) => !("image" in report.caseStudy));

test("a case study with no photo reaches across its card, not down its left half", async ({ page }) => {
  expect(photoless, "a suburb report whose case study has no photo").toBeDefined();
  await page.goto(`${REPORTS}/${photoless?.slug}`);
  const used = await reach(page.locator("main article", { hasText: photoless?.caseStudy.title }));
  expect(used, "share of the case study's card its story and figures reach").toBeGreaterThan(0.8);
});

test.describe("on a tablet (768 px)", () => {
  test.use({ viewport: { width: 768, height: 900 } });

  const threeSteps = rawPages().find((doc) =>
    blocksOf<{ steps: unknown[]; phoneRow?: boolean }>(doc, "steps").some((block) => block.steps.length === 3 && !block.phoneRow),
  );

  // Three across leave a step's text about 11 ems a line here (wide-layout's rule asks 12), so two
  // share a row; the width is used all the same, with no step alone on the last row.
  test("three steps use the width: not a column of one, and the last step not alone on its row", async ({ page }) => {
    expect(threeSteps, "a page with a list of three steps").toBeDefined();
    const block = blocksOf<{ id?: string }>(threeSteps, "steps").find(Boolean);
    await page.goto(threeSteps?.path ?? "/");
    const tops = await page
      .locator(block?.id ? `section#${block.id} ol > li` : "main section ol > li")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size, "rows the three steps take").toBeLessThan(3);
    expect(tops.filter((top) => top === tops.at(-1)).length, "steps on the last row").toBeGreaterThan(1);
  });

  const thankYou = rawPages().find((doc) => blocksOf(doc, "next-steps").length > 0);

  test("the box with the phone number beside what happens next takes at least half the section's width", async ({ page }) => {
    await page.goto(thankYou?.path ?? "/");
    // The box: the nearest surface (a background of its own) around the phone number in the section.
    const share = await page
      .locator("main section a[href^='tel:']")
      .last()
      .evaluate((link) => {
        let box: Element | null = link.parentElement;
        while (box && getComputedStyle(box).backgroundColor === "rgba(0, 0, 0, 0)") box = box.parentElement;
        return (box?.getBoundingClientRect().width ?? 0) / (link.closest("section > div")?.getBoundingClientRect().width ?? 1);
      });
    expect(share, "the box's share of the section's width").toBeGreaterThanOrEqual(0.5);
  });

  // A name, an email address or a phone number reads as one line of about 30 characters: 28rem holds more than 40.
  const leadForm = rawPages().find((doc) => blocksOf<{ form: string }>(doc, "form").some((block) => block.form === "enquiry"));
  const formSection = blocksOf<{ form: string; id: string }>(leadForm, "form").find((block) => block.form === "enquiry")?.id;

  const calculatorPage = rawPages().find((doc) => doc.blocks.some((block) => block.type.endsWith("-calculator")));

  test("a calculator's fields are no wider than a figure needs (28rem): they share the row", async ({ page }) => {
    await page.goto(calculatorPage?.path ?? "/");
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const widths = await page
      .locator("[data-calculator] form :is(input[type=text], select):visible")
      .evaluateAll((fields) => fields.map((field) => `${field.getAttribute("name")}: ${Math.round(field.getBoundingClientRect().width)}`));
    expect(widths.length, "fields on the calculator").toBeGreaterThan(1);
    expect(widths.filter((entry) => Number(entry.split(": ")[1]) > 28 * rem + 1)).toEqual([]);
  });

  test("a form's one-line fields are no wider than a name or a phone number needs (28rem)", async ({ page }) => {
    await page.goto(leadForm?.path ?? "/");
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const widths = await page
      .locator(`section#${formSection} form :is(input[type=text], input[type=email], input[type=tel], select):visible`)
      .evaluateAll((fields) => fields.map((field) => `${field.getAttribute("name")}: ${Math.round(field.getBoundingClientRect().width)}`));
    expect(widths.length, "fields on the form").toBeGreaterThan(0);
    expect(widths.filter((entry) => Number(entry.split(": ")[1]) > 28 * rem + 1)).toEqual([]);
  });
});
