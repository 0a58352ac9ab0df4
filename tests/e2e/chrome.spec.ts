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

  test("shows the phone link, the booking button and the floating booking button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("link", { name: site.phone.display }).first()).toHaveAttribute("href", `tel:${site.phone.dial}`);
    await expect(page.getByTestId("floating-booking")).toBeVisible();
    await expect(page.getByTestId("sticky-booking-bar")).toBeHidden();
    await expect(page.getByTestId("floating-booking").getByRole("link")).toHaveAttribute("href", site.bookingUrl);
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

  test("a sticky bar offers a call and a booking instead of the floating button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const bar = page.getByTestId("sticky-booking-bar");
    await expect(bar).toBeVisible();
    await expect(page.getByTestId("floating-booking")).toBeHidden();
    await expect(bar.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", `tel:${site.phone.dial}`);
    await expect(bar.getByRole("link", { name: /^Book/ })).toHaveAttribute("href", site.bookingUrl);
  });
});

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
    await page.waitForTimeout(500);
    expect(Math.abs((await offset(page)) - pausedAt)).toBeLessThan(2);

    await page.mouse.move(5, 5);
    await expect.poll(() => offset(page)).toBeLessThan(pausedAt - 20);
  });

  test("the pause button stops it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Pause lender logos" }).click();
    const at = await offset(page);
    await page.waitForTimeout(500);
    expect(Math.abs((await offset(page)) - at)).toBeLessThan(2);
    await expect(page.getByRole("button", { name: "Play lender logos" })).toHaveAttribute("aria-pressed", "true");
  });
});
