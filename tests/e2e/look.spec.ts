import { expect, test, type Locator, type Page } from "@playwright/test";
import { prerenderedPages } from "../../scripts/lib/page-weight.ts";
import { claim, rawBodyFont, site } from "../raw-content.ts";
import { watchLayoutShifts } from "./layout-shifts.ts";

/** The typeface site.json sets the pages in. */
const BRAND_FONT = rawBodyFont();

/** Every built page a visitor can reach (the not-found page answers for any other path). */
const routes = prerenderedPages("build/client")
  .map(([path]) => ({ path }))
  .filter(({ path }) => path !== "/404");
const cardPath = (path: string) => `/og/${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}.png`;

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
};
type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no page is wider than the screen", async ({ page }) => {
    for (const route of routes) {
      await page.goto(route.path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route.path).toBeLessThanOrEqual(390);
    }
  });

  test("the home page shows a call to action in the first screen", async ({ page }) => {
    await page.goto("/");
    const book = page.locator("#home").getByRole("link", { name: site.navCta.label });
    expect((await box(book)).y + (await box(book)).height).toBeLessThanOrEqual(844);
  });

  // Services, reasons and steps are read down the page, not swiped through (issue 52; the check is
  // in visitors.spec.ts): 15.0 screens with the proof late, 14.1 since it moved up (issue 52 item 4).
  test("the home page is at most fourteen and a half screens long and keeps every section the SPEC names", async ({ page }) => {
    await page.goto("/");
    // SPEC: hero, about, services, lender carousel, testimonials, contact form; issue 52 item 4
    // moves the testimonials up, before #about, within the first two screens (home-proof.spec.ts).
    const sections = [
      page.locator("#home"),
      page.getByRole("heading", { name: "What our clients say" }),
      page.locator("#about"),
      page.locator("#services"),
      page.getByTestId("carousel-viewport"),
      page.locator("#contact"),
    ];
    const tops: number[] = [];
    for (const section of sections) tops.push((await box(section)).y);
    expect(tops, "in the SPEC's order, the testimonials moved up by issue 52").toEqual([...tops].sort((a, b) => a - b));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height / 844, `${height} px`).toBeLessThanOrEqual(14.5);
  });

  test("a card's link that wraps stays aligned with the card's text, its arrow after the words", async ({ page }) => {
    await page.goto("/resources/suburb-reports/greystanes/");
    const cards = page.locator("#related-suburbs [data-suburb-card=request]");
    expect(await cards.count()).toBeGreaterThan(0);
    let wrapped = 0;
    for (const card of await cards.all()) {
      // The link's words, line by line (the last words and the arrow are one unit that moves to the
      // next line together), against the card's text and the arrow.
      const { textLeft, lineLefts, wordsRight, arrowLeft } = await card.evaluate((element) => {
        const link = element.querySelector("a");
        const arrow = link?.querySelector("[aria-hidden]");
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(link ?? element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || arrow?.contains(node)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
        }
        const lefts: number[] = [];
        let lineTop = -Infinity;
        for (const rect of rects)
          if (rect.top > lineTop + 4) {
            lefts.push(rect.left);
            lineTop = rect.top;
          } else lefts[lefts.length - 1] = Math.min(lefts.at(-1) ?? rect.left, rect.left);
        return {
          textLeft: element.querySelector("p")?.getBoundingClientRect().left ?? NaN,
          lineLefts: lefts,
          wordsRight: rects.at(-1)?.right ?? NaN,
          arrowLeft: arrow?.getBoundingClientRect().left ?? NaN,
        };
      });
      // A card as wide as the row (the last of an odd number) has room for its link on one line.
      if (lineLefts.length < 2) continue;
      wrapped++;
      for (const left of lineLefts) expect(Math.abs(left - textLeft)).toBeLessThanOrEqual(1);
      expect(arrowLeft - wordsRight, "the arrow sits just after the last word").toBeLessThanOrEqual(12);
    }
    expect(wrapped, "a link wraps at this width (else the test shows nothing)").toBeGreaterThan(0);
  });

  test("the footer's link columns fold away and open without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/faq");
    const services = page.locator("footer").getByRole("navigation", { name: "Services" });
    await expect(services.getByRole("link", { name: "Home Loans" })).toBeHidden();
    await services.locator("summary").click();
    await expect(services.getByRole("link", { name: "Home Loans" })).toBeVisible();
    await context.close();
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the header lines up with the page's content", async ({ page }) => {
    await page.goto("/faq");
    const logo = await box(page.locator("header").getByRole("link", { name: `${site.brand} home` }));
    const heading = await box(page.locator("h1"));
    expect(Math.abs(logo.x - heading.x)).toBeLessThanOrEqual(1);
  });

  test("an article keeps its contents in view beside the text", async ({ page }) => {
    await page.goto("/blog/pre-approval-guide");
    const contents = page.getByRole("navigation", { name: "In this guide" });
    const text = await box(page.locator("#what-is h2"));
    expect((await box(contents)).x).toBeGreaterThan(text.x + text.width);
    await page.locator("#next-steps").scrollIntoViewIfNeeded();
    await expect(contents).toBeInViewport();
  });

  test("the home page's opening view fills its right half", async ({ page }) => {
    await page.goto("/");
    const heading = await box(page.locator("h1"));
    const panel = await box(page.locator("#home").getByText("Your free strategy call"));
    expect(panel.x).toBeGreaterThan(heading.x + heading.width);
  });

  test("lender names fade out at the strip's edges instead of being cut", async ({ page }) => {
    await page.goto("/");
    const mask = await page.getByTestId("carousel-viewport").evaluate((element) => getComputedStyle(element).maskImage);
    expect(mask).toContain("linear-gradient");
  });

  test("the page is set in the brand typeface, preloaded", async ({ page }) => {
    await page.goto("/");
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveAttribute("href", new RegExp(`/${BRAND_FONT.id}-latin-[^/]*\\.woff2$`));
    await page.waitForFunction(() => document.fonts.status === "loaded");
    expect(
      await page.evaluate((family) => [...document.fonts].some((font) => font.family.includes(family) && font.status === "loaded"), BRAND_FONT.family),
    ).toBe(true);
  });
});

test.describe("on Lighthouse's phone (412 px)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the brand font arriving after the first paint moves nothing", async ({ page }) => {
    // On a slow connection the font comes after the text is on screen. The fallback is scaled to
    // its metrics, but a line or a row of buttons can still break differently (here the hero's
    // actions: two rows in one face, three in the other).
    const layout = await watchLayoutShifts(page, "**/*.woff2");
    await layout.goto("/contact");
    await page.waitForFunction((family) => [...document.fonts].some((font) => font.family.includes(family) && font.status === "loaded"), BRAND_FONT.family);
    expect(await layout.shifts()).toEqual([]);
  });
});

for (const width of [768, 900, 1024]) {
  test(`the footer's brand, headings and email do not overlap at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/faq");
    const footer = page.locator("footer");
    const parts = [
      await box(footer.getByRole("link", { name: `${site.brand} home` })),
      await box(footer.getByRole("link", { name: site.email })),
      ...(await Promise.all(site.footer.columns.map((column) => box(footer.getByRole("heading", { name: column.heading }))))),
    ];
    for (const [i, a] of parts.entries()) for (const b of parts.slice(i + 1)) expect(overlap(a, b), JSON.stringify([a, b])).toBe(false);
  });
}

test("printing an ordinary page leaves out the navigation and the booking buttons", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/services/home-loans");
  await page.emulateMedia({ media: "print" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "FAQ" })).toBeHidden();
  await expect(nav.getByRole("link", { name: site.navCta.label })).toBeHidden();
  await expect(nav.getByRole("link", { name: `${site.brand} home` })).toBeVisible();
  await expect(page.getByTestId("floating-booking")).toBeHidden();
  await expect(page.getByTestId("sticky-booking-bar")).toBeHidden();
  await expect(page.locator("h1")).toBeVisible();
});

test("/contact says once around its form who answers a message and how soon", async ({ page }) => {
  await page.goto("/contact");
  const section = page.locator("#contact-form");
  // What the section says around the form: its intro, the steps under the form, the quicker ways to reach us;
  // not the broker's own card (it introduces him) nor the privacy notice (what is collected, for whom).
  const around = await section.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("article, [data-collection-notice], form").forEach((part) => part.remove());
    return copy.textContent ?? "";
  });
  const times = (text: string) => around.split(text).length - 1;
  expect(times(site.broker.name), around).toBe(1);
  expect(times(`within ${claim("replyTime")}`), around).toBe(1);
});

test("the not-found page offers popular pages and the phone number", async ({ page }) => {
  await page.goto("/no-such-page");
  const popular = page.getByRole("navigation", { name: "Popular pages" });
  expect(await popular.getByRole("link").count()).toBeGreaterThanOrEqual(4);
  await expect(page.locator("main").getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute("href", `tel:${site.phone.dial}`);
});

const ogImage = async (page: Page, path: string) => {
  const html = await (await page.request.get(path)).text();
  return html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
};

test("every page has its own sharing card, an absolute address of a PNG the build wrote", async ({ page }) => {
  const seen = new Set<string>();
  for (const route of routes) {
    const image = await ogImage(page, route.path);
    expect(image, route.path).toBe(site.origin + cardPath(route.path));
    seen.add(image ?? "");
    const file = await page.request.get(cardPath(route.path));
    expect(file.status(), route.path).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    expect((await file.body()).subarray(1, 4).toString()).toBe("PNG");
  }
  expect(seen.size).toBe(routes.length);
});
