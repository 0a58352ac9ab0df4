import { expect, test } from "@playwright/test";
import { site } from "./content.ts";
import { gotoHydrated } from "./hydrated.ts";

// A function, not a string: the site's Content-Security-Policy forbids eval, which a string needs.
const inView = (selector: string) => {
  const top = document.querySelector(selector)?.getBoundingClientRect().top ?? -1;
  return top >= 0 && top < 200;
};

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
    await expect(page.locator("h1")).toContainText("Tailored lending");
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

    await page.mouse.wheel(0, 1200);
    await expect(floating).toBeVisible();
    await expect(floating.getByRole("link")).toHaveAttribute("href", site.bookingUrl);

    // Near the footer it keeps out of the way.
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(floating).toBeHidden();
  });

  test("the floating button steps aside for the focused element it would cover", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.mouse.wheel(0, 1200);
    const floating = page.getByTestId("floating-booking");
    await expect(floating).toBeVisible();
    const box = await floating.boundingBox();
    // Focus a link moved under the button: the button must not hide what has focus.
    await page.evaluate((rect) => {
      const link = document.createElement("a");
      link.href = "#main";
      link.textContent = "under the button";
      link.id = "e2e-under";
      Object.assign(link.style, { position: "fixed", left: `${rect.x + 4}px`, top: `${rect.y + 4}px` });
      document.body.append(link);
    }, box ?? { x: 0, y: 0 });
    await page.locator("#e2e-under").focus();
    await expect(floating).toBeHidden();
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

test.describe("on the narrowest phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the sticky bar's icons keep their full size", async ({ page }) => {
    await page.goto("/");
    const sizes = await page.getByTestId("sticky-booking-bar").locator("svg").evaluateAll((icons) => icons.map((icon) => Math.round(icon.getBoundingClientRect().width)));
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
    page.getByTestId("carousel-viewport").locator("ul").evaluate((ul) => new DOMMatrix(getComputedStyle(ul).transform).m41);

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
    await page.getByRole("button", { name: "Pause lender logos" }).click();
    const at = await offset(page);
    await frames(page, 30);
    expect(Math.abs((await offset(page)) - at)).toBeLessThan(2);
    await expect(page.getByRole("button", { name: "Play lender logos" })).toHaveAttribute("aria-pressed", "true");
  });
});
