import { expect, test, type Page } from "@playwright/test";
import { site } from "../raw-content.ts";
import { gotoHydrated } from "./hydrated.ts";

// A function, not a string: the site's Content-Security-Policy forbids eval, which a string needs.
const inView = (selector: string) => {
  const top = document.querySelector(selector)?.getBoundingClientRect().top ?? -1;
  return top >= 0 && top < 200;
};

/** Scrolls down a little at a time until the floating booking button shows (it waits for a gap in the content). */
async function scrollUntilFloatingShows(page: Page) {
  const floating = page.getByTestId("floating-booking");
  await expect(async () => {
    await page.mouse.wheel(0, 200);
    await expect(floating).toBeVisible({ timeout: 400 });
  }).toPass({ timeout: 30_000 });
}

test.describe("navigation on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("About and Services scroll to their sections on the home page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL("/#services");
    await page.waitForFunction(inView, "#services");
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/#about");
    await page.waitForFunction(inView, "#about");
  });

  test("About from another page goes to the home page and scrolls to the section", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/#about");
    await expect(page.locator("h1")).toContainText("Western Sydney home loans");
    await page.waitForFunction(inView, "#about");
  });

  test("a new page without a hash starts at the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL("/faq");
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test("shows the phone link and the booking button; the floating button only once the header's has gone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("link", { name: site.phone.display }).first()).toHaveAttribute("href", `tel:${site.phone.dial}`);
    const floating = page.getByTestId("floating-booking");
    await expect(page.getByRole("navigation", { name: "Main" }).locator("a[data-booking]")).toBeInViewport();
    await expect(floating).toBeHidden();
    await expect(page.getByTestId("sticky-booking-bar")).toBeHidden();

    await scrollUntilFloatingShows(page);
    await expect(floating.getByRole("link")).toHaveAttribute("href", site.bookingUrl);

    // Near the footer it keeps out of the way.
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(floating).toBeHidden();
  });

  test("the floating button steps aside for the focused element it would cover", async ({ page }) => {
    await gotoHydrated(page, "/");
    await scrollUntilFloatingShows(page);
    const floating = page.getByTestId("floating-booking");
    const box = await floating.boundingBox();
    // Focus a link moved under the button: the button must not hide what has focus.
    await page.evaluate(
      (rect) => {
        const link = document.createElement("a");
        link.href = "#main";
        link.textContent = "under the button";
        link.id = "e2e-under";
        Object.assign(link.style, { position: "fixed", left: `${rect.x + 4}px`, top: `${rect.y + 4}px` });
        document.body.append(link);
      },
      box ?? { x: 0, y: 0 },
    );
    await page.locator("#e2e-under").focus();
    await expect(floating).toBeHidden();
  });

  test("the floating button never sits on text, a control or an image, wherever the page is scrolled", async ({ page }) => {
    await gotoHydrated(page, "/services/home-loans");
    const floating = page.getByTestId("floating-booking");
    let shownAt = 0;
    for (let y = 0; ; y += 160) {
      const atEnd = await page.evaluate((top) => {
        window.scrollTo(0, top);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      }, y);
      // Two frames: the scroll event's check runs in the next one.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      if (await floating.isVisible()) {
        shownAt++;
        // Measured here from the text and the elements themselves, not with the page's own check.
        const covered = await page.evaluate(() => {
          const button = document.querySelector("[data-floating-booking]")!.getBoundingClientRect();
          const hit = (r: DOMRect) =>
            r.width > 0 && r.height > 0 && r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top;
          const found: string[] = [];
          const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            if ([...range.getClientRects()].some(hit)) found.push(node.textContent.trim().slice(0, 40));
          }
          for (const element of document.querySelectorAll("main :is(input, select, textarea, button, img, iframe)"))
            if (hit(element.getBoundingClientRect())) found.push(`<${element.tagName.toLowerCase()}>`);
          return found;
        });
        expect(covered, `scrolled to ${y}`).toEqual([]);
      }
      if (atEnd) break;
    }
    // It does show on the way down, in the gaps between sections.
    expect(shownAt).toBeGreaterThan(0);
  });

  test("there is no floating button where the booking calendar is the page", async ({ page }) => {
    await gotoHydrated(page, "/book");
    await page.mouse.wheel(0, 1200);
    await expect(page.getByTestId("floating-booking")).toHaveCount(0);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, closes and closes itself after choosing a link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL("/faq");
    await expect(menu).toBeHidden();
  });

  test("the menu closes on Escape and marks the current page", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const menu = page.locator("#mobile-menu");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await expect(menu.locator("[aria-current]")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await context.close();
  });

  test("a sticky bar offers a call and a booking instead of the floating button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const bar = page.getByTestId("sticky-booking-bar");
    await expect(bar).toBeVisible();
    await expect(page.getByTestId("floating-booking")).toBeHidden();
    await expect(bar.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", `tel:${site.phone.dial}`);
    await expect(bar.getByRole("link", { name: /^Book/ })).toHaveAttribute("href", site.bookingUrl);
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px a calculator marks Calculators as the section it is in, visibly, and the index as the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    // Links, not buttons: the menu opens without a script, and the marks are in the prerendered page.
    const nav = async (path: string) => {
      await page.goto(path);
      const toggle = page.getByRole("button", { name: "Open menu" });
      if (await toggle.isVisible()) await toggle.click();
      return page.locator("header").locator("ul:visible");
    };
    const underline = (link: ReturnType<Page["locator"]>) => link.evaluate((element) => getComputedStyle(element).textDecorationLine);
    const links = await nav("/calculators/repayments");
    const section = links.getByRole("link", { name: "Calculators", exact: true });
    await expect(section).toHaveAttribute("aria-current", "true");
    await expect(links.locator("[aria-current]")).toHaveCount(1);
    expect(await underline(section)).toBe("underline");
    expect(await underline(links.getByRole("link", { name: "FAQ", exact: true }))).toBe("none");
    const index = await nav("/calculators");
    await expect(index.getByRole("link", { name: "Calculators", exact: true })).toHaveAttribute("aria-current", "page");
  });
}

test.describe("on the narrowest phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the sticky bar's icons keep their full size", async ({ page }) => {
    await page.goto("/");
    const sizes = await page
      .getByTestId("sticky-booking-bar")
      .locator("svg")
      .evaluateAll((icons) => icons.map((icon) => Math.round(icon.getBoundingClientRect().width)));
    expect(sizes).toEqual([16, 16]);
  });
});

/** Waits for the browser to paint `count` frames: long enough for a moving carousel to move. */
const frames = (page: import("@playwright/test").Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );

test.describe("lender carousel", () => {
  const offset = (page: import("@playwright/test").Page) =>
    page
      .getByTestId("carousel-viewport")
      .locator("ul")
      .evaluate((ul) => new DOMMatrix(getComputedStyle(ul).transform).m41);

  test("moves by itself, pauses on hover and resumes after", async ({ page }) => {
    await gotoHydrated(page, "/");
    const viewport = page.getByTestId("carousel-viewport");
    await viewport.scrollIntoViewIfNeeded();
    const start = await offset(page);
    await expect.poll(() => offset(page)).toBeLessThan(start - 20);

    await viewport.hover();
    const pausedAt = await offset(page);
    await frames(page, 30);
    expect(Math.abs((await offset(page)) - pausedAt)).toBeLessThan(2);

    await page.mouse.move(5, 5);
    await expect.poll(() => offset(page)).toBeLessThan(pausedAt - 20);
  });

  test("the pause button stops it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Pause the logos" }).click();
    const at = await offset(page);
    await frames(page, 30);
    expect(Math.abs((await offset(page)) - at)).toBeLessThan(2);
    await expect(page.getByRole("button", { name: "Play the logos" })).toHaveAttribute("aria-pressed", "true");
  });
});
