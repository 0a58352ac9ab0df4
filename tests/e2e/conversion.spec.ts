/**
 * The bugs that lost leads or attribution (issue 13), each tried as a visitor would: with a real
 * mouse, after real navigation, reading what is on screen.
 */
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { waitForHydration } from "./hydrated.ts";
import { site } from "../raw-content.ts";

async function gotoForm(page: Page, path: string, section: string): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  const form = page.locator(section);
  await form.locator("[data-enhanced]").waitFor();
  return form;
}

/** Answers POST / with `status` and records the posts; everything else passes through. */
async function interceptPosts(page: Page, status = 200) {
  const posts: Request[] = [];
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      return route.fulfill({ status, contentType: "text/html", body: "<!doctype html><title>Thanks</title>" });
    },
  );
  return posts;
}

const fields = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ""));

/** A click as a hand makes it: press, a moment with the button down, release, at the same point of the screen. */
async function mouseClick(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("the target is not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The browser lays out the page again after mousedown's blur before the button is released.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
}

async function solveSecurityCheck(form: Locator) {
  const question = (await form.locator("label", { hasText: "What is" }).textContent()) ?? "";
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? [];
  await form.getByLabel(/What is/).fill(String(Number(a) + Number(b)));
}

test.describe("the first click after an error counts", () => {
  test("lead form: fix the last field, click submit once, the lead is sent", async ({ page }) => {
    const form = await gotoForm(page, "/resources/suburb-reports", "#lead-form");
    const posts = await interceptPosts(page);
    const submit = form.getByRole("button", { name: "Get My Free Equity Assessment" });
    await form.getByLabel("Name").fill("Ann Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Buying timeframe").selectOption("0-3");
    await submit.click();
    await expect(form.getByRole("alert")).toHaveCount(1);
    await form.getByLabel("Mobile").pressSequentially("0412345678");
    await mouseClick(page, submit);
    await expect.poll(() => posts.length).toBe(1);
  });

  test("contact form: fix a field, click Send once, the message is sent", async ({ page }) => {
    const form = await gotoForm(page, "/contact", "#contact-form");
    const posts = await interceptPosts(page);
    await form.getByLabel("First name").fill("Ann");
    await form.getByLabel("Last name").fill("Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Phone").fill("0412 345 678");
    await solveSecurityCheck(form);
    const send = form.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(form.getByRole("alert")).toHaveCount(1);
    await form.getByLabel("Message").pressSequentially("Refinance?");
    await mouseClick(page, send);
    await expect.poll(() => posts.length).toBe(1);
  });
});

test.describe("empty fields ask for what is missing", () => {
  test("lead form: 'Please enter your …' when empty, the SPEC's messages for wrong values", async ({ page }) => {
    const form = await gotoForm(page, "/resources/suburb-reports", "#lead-form");
    await interceptPosts(page);
    await form.getByRole("button", { name: "Get My Free Equity Assessment" }).click();
    await expect(form.getByRole("alert")).toHaveText([
      "Please enter your name",
      "Please enter your email address",
      "Please enter your mobile number",
      "Please select a buying timeframe",
    ]);
    await form.getByLabel("Name").fill("A");
    await form.getByLabel("Email").fill("ann@");
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(form.getByText("Invalid email address")).toBeVisible();
  });

  test("lead form: the timeframe error goes as soon as one is chosen", async ({ page }) => {
    const form = await gotoForm(page, "/resources/suburb-reports", "#lead-form");
    await interceptPosts(page);
    await form.getByRole("button", { name: "Get My Free Equity Assessment" }).click();
    await expect(form.getByText("Please select a buying timeframe")).toBeVisible();
    await form.getByLabel("Buying timeframe").selectOption("3-6");
    await expect(form.getByText("Please select a buying timeframe")).toHaveCount(0);
  });
});

test.describe("Send says why it cannot send", () => {
  test("Send Message waits for the security question, saying so beside it; answered, pressed too early it says what is missing beside each field", async ({
    page,
  }) => {
    const form = await gotoForm(page, "/contact", "#contact-form");
    const posts = await interceptPosts(page);
    const send = form.getByRole("button", { name: "Send Message" });
    // The SPEC: disabled until the security check is solved; the line beside it says why (issue 52).
    await expect(send).toBeDisabled();
    await expect(form.getByText("Send turns on once the security check above is answered.")).toBeVisible();
    const security = form.getByRole("group", { name: "Security check" });
    await solveSecurityCheck(form);
    await expect(security).toContainText("Verified");
    await expect(send).toBeEnabled();
    await send.click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Please enter your email address",
      "Please enter your phone number",
      "Please enter your message",
    ])
      await expect(form.getByRole("alert").filter({ hasText: message })).toBeVisible();
    expect(posts).toHaveLength(0);
  });
});

test.describe("failure toasts offer real links", () => {
  test("contact: email and phone in the toast are mailto: and tel: links", async ({ page }) => {
    const form = await gotoForm(page, "/contact", "#contact-form");
    await interceptPosts(page, 500);
    await form.getByLabel("First name").fill("Ann");
    await form.getByLabel("Last name").fill("Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Phone").fill("0412 345 678");
    await form.getByLabel("Message").fill("Hello");
    await solveSecurityCheck(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Failed to send message" });
    await expect(toast.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
    await expect(toast.locator(`a[href="tel:${site.phone.dial}"]`)).toHaveText(site.phone.display);
  });

  test("lead form: the phone number in the toast is a tel: link", async ({ page }) => {
    const form = await gotoForm(page, "/resources/suburb-reports", "#lead-form");
    await interceptPosts(page, 503);
    await form.getByLabel("Name").fill("Ann Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Mobile").fill("0412345678");
    await form.getByLabel("Buying timeframe").selectOption("6+");
    await form.getByRole("button", { name: "Get My Free Equity Assessment" }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Something went wrong" });
    await expect(toast.locator(`a[href="tel:${site.phone.dial}"]`)).toHaveText(site.phone.display);
  });
});

test.describe("the visit's campaign reaches every post and booking", () => {
  test("after an in-page anchor click, the enquiry still carries the campaign", async ({ page }) => {
    const form = await gotoForm(page, "/services/home-loans?utm_source=news&utm_medium=email&utm_campaign=spring", "#enquiry-form");
    const posts = await interceptPosts(page);
    // Whether or not the click keeps the query in the address, the post must carry the landing campaign.
    await page.getByRole("link", { name: "Get Personalised Options" }).first().click();
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByRole("button", { name: "Get My Personalised Options" }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(fields(posts[0]!)).toMatchObject({ utm_source: "news", utm_medium: "email", utm_campaign: "spring" });
  });

  test("landing on a page without React (the blog) with a campaign, a visitor's enquiry on a service page still carries it", async ({ page }) => {
    await page.goto("/blog?utm_source=news&utm_medium=email&utm_campaign=spring");
    await page.goto("/services/home-loans");
    await waitForHydration(page);
    const form = page.locator("#enquiry-form");
    const posts = await interceptPosts(page);
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByRole("button", { name: "Get My Personalised Options" }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(fields(posts[0]!)).toMatchObject({ utm_source: "news", utm_medium: "email", utm_campaign: "spring" });
  });

  test("a lead sent on another page of the visit carries the landing page's campaign", async ({ page }) => {
    await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=equity");
    await waitForHydration(page);
    await page.goto("/resources/suburb-reports");
    await waitForHydration(page);
    const form = page.locator("#lead-form");
    const posts = await interceptPosts(page);
    await form.getByLabel("Name").fill("Ann Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Mobile").fill("0412345678");
    await form.getByLabel("Buying timeframe").selectOption("6+");
    await form.getByRole("button", { name: "Get My Free Equity Assessment" }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(fields(posts[0]!)).toMatchObject({ "form-name": "suburb-reports", utm_source: "google", utm_medium: "cpc", utm_campaign: "equity" });
  });
});

test("a page says it is ready only once its forms take posts themselves", async ({ page }) => {
  // Read at the very moment <html data-hydrated> is set: a click between that and the forms'
  // enhancement would post natively, without the visit's campaign. On a page with a form block, the
  // forms' script takes every form over (the call-back form where the calendar goes too).
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.documentElement?.dataset.hydrated !== "true") return;
      (window as unknown as { formsAtReady: string[] }).formsAtReady ??= [...document.querySelectorAll<HTMLElement>("[data-form]")].map(
        (form) => `${form.dataset.form}:${form.dataset.enhanced ?? "not enhanced"}`,
      );
    }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
  });
  for (const path of ["/resources/suburb-reports", "/contact"]) {
    await page.goto(path);
    await waitForHydration(page);
    const forms = await page.evaluate(() => (window as unknown as { formsAtReady: string[] }).formsAtReady);
    expect(forms.length, path).toBeGreaterThan(0);
    expect(
      forms.filter((form) => !form.endsWith(":true")),
      path,
    ).toEqual([]);
  }
});

test.describe("the lender strip", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280])
    test(`without JavaScript every lender is on screen, wrapped (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const strip = page.getByTestId("carousel-viewport");
      const names = await strip.locator("img:not([alt=''])").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
      expect(names.length).toBeGreaterThan(20);
      // Nothing clipped: the strip does not overflow, and every logo lies within the page's width.
      expect(await strip.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      const boxes = await strip.locator("img:not([alt=''])").evaluateAll((images) => images.map((image) => image.getBoundingClientRect().toJSON() as DOMRect));
      for (const [index, box] of boxes.entries()) {
        expect(box.left, names[index] ?? "").toBeGreaterThanOrEqual(0);
        expect(box.right, names[index] ?? "").toBeLessThanOrEqual(width);
      }
      // The looping copy is for the moving strip only.
      await expect(strip.locator("li[aria-hidden=true]").first()).toBeHidden();
    });
});
