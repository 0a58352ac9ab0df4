/**
 * The booking action, the inline booking calendar and the analytics events, in Chromium. The
 * machine has no internet, so the scheduling service is faked: a small widget.js that records
 * its calls and opens the booking page in an iframe (as the real one does), a stylesheet, and a
 * booking page on https://calendly.com that posts a widget message when it loads.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { CALENDLY_SCRIPT, CALENDLY_STYLESHEET } from "./booking-embed.ts";
import { blocksOf, rawPages, site } from "../raw-content.ts";
import { gotoHydrated, waitForHydration } from "./hydrated.ts";

const FAKE_WIDGET = `
window.__calendly = [];
function frameFor(url) {
  var frame = document.createElement("iframe");
  frame.src = url;
  frame.title = "Booking calendar";
  frame.style.width = "100%";
  frame.style.height = "100%";
  return frame;
}
window.Calendly = {
  initPopupWidget: function (options) {
    window.__calendly.push({ kind: "popup", url: options.url });
    var overlay = document.createElement("div");
    overlay.className = "calendly-overlay";
    overlay.appendChild(frameFor(options.url));
    document.body.appendChild(overlay);
  },
  initInlineWidget: function (options) {
    window.__calendly.push({ kind: "inline", url: options.url, parent: options.parentElement.dataset.testid });
    options.parentElement.appendChild(frameFor(options.url));
  },
  closePopupWidget: function () {
    document.querySelectorAll(".calendly-overlay").forEach(function (overlay) { overlay.remove(); });
  }
};`;
const FAKE_STYLESHEET = ".calendly-overlay{position:fixed;inset:10%;z-index:9999;background:#fff}";
const FAKE_BOOKING_PAGE = `<!doctype html><html lang="en"><title>Booking page</title><h1>Booking page</h1>
<script>parent.postMessage({ event: "calendly.event_type_viewed", payload: {} }, "*");</script></html>`;

type ScriptAnswer = "serve" | "abort" | "never";

async function fakeCalendly(context: BrowserContext, answer: ScriptAnswer = "serve") {
  const requests = { script: 0, stylesheet: 0 };
  await context.route(CALENDLY_SCRIPT, async (route) => {
    requests.script++;
    if (answer === "abort") return route.abort("blockedbyclient");
    if (answer === "never") return; // a request that hangs, as on a dead connection
    return route.fulfill({ contentType: "text/javascript", body: FAKE_WIDGET });
  });
  await context.route(CALENDLY_STYLESHEET, (route) => {
    requests.stylesheet++;
    return route.fulfill({ contentType: "text/css", body: FAKE_STYLESHEET });
  });
  await context.route("https://calendly.com/**", (route) => route.fulfill({ contentType: "text/html", body: FAKE_BOOKING_PAGE }));
  return requests;
}

interface WidgetCall {
  kind: "popup" | "inline";
  url: string;
  parent?: string;
}
const widgetCalls = (page: Page) => page.evaluate(() => (window as unknown as { __calendly?: WidgetCall[] }).__calendly ?? []);
const closePopup = (page: Page) => page.evaluate(() => (window as unknown as { Calendly: { closePopupWidget(): void } }).Calendly.closePopupWidget());
const dataLayerEvents = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry && typeof entry === "object" && "event" in entry));
const tracked = (medium: string, source = "website", campaign = "strategy_call") =>
  `${site.bookingUrl}?utm_source=${source}&utm_medium=${medium}&utm_campaign=${campaign}`;
/**
 * Scrolls down the page a step at a time until the floating booking button shows (the header's has
 * gone, in a gap between sections), then clicks it. Instant scrolls, not the wheel: a wheel scroll
 * keeps moving after the button first shows and can carry text under it, where it rightly steps
 * aside, and a click aimed at it then waits for nothing.
 */
async function clickFloatingButton(page: Page) {
  const link = page.getByTestId("floating-booking").getByRole("link");
  for (let y = 0; ; y += 120) {
    const atEnd = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    }, y);
    // Two frames: the scroll event's check runs in the next one.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (await link.isVisible()) break;
    expect(atEnd, "the floating booking button shows somewhere on the page").toBe(false);
  }
  await link.click();
}

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
});
test.afterEach(() => expect(pageErrors, "no uncaught errors or unhandled rejections").toEqual([]));

test.describe("booking buttons on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("load the script and stylesheet once across several clicks, and work again on the next page", async ({ page, context }) => {
    const requests = await fakeCalendly(context);
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(requests, "nothing is fetched before a booking button is used").toEqual({ script: 0, stylesheet: 0 });

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: site.navCta.label }).click();
    await expect.poll(() => widgetCalls(page)).toEqual([{ kind: "popup", url: tracked("navigation") }]);
    await closePopup(page);

    await page.locator("main a[data-booking]").first().click();
    await expect.poll(async () => (await widgetCalls(page)).length).toBe(2);
    await closePopup(page);

    await clickFloatingButton(page);
    await expect
      .poll(async () => (await widgetCalls(page)).map((call) => call.url))
      .toEqual([tracked("navigation"), tracked("hero"), tracked("floating-button")]);
    expect(requests).toEqual({ script: 1, stylesheet: 1 });
    expect(await page.locator(`script[src="${CALENDLY_SCRIPT}"]`).count()).toBe(1);
    expect(await page.locator(`link[href="${CALENDLY_STYLESHEET}"]`).count()).toBe(1);
    await expect(page.locator(".calendly-overlay iframe")).toHaveAttribute("src", tracked("floating-button"));
    await closePopup(page);

    // Pages are ordinary page loads: the next page loads the script on its first booking click.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL("/faq");
    await waitForHydration(page);
    await page.locator("main a[data-booking]").first().click();
    await expect.poll(() => widgetCalls(page)).toEqual([{ kind: "popup", url: tracked("hero") }]);
  });

  test('say "Opening calendar…" while the scheduling script loads', async ({ page, context }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(CALENDLY_SCRIPT, async (route) => {
      await held;
      await route.fulfill({ contentType: "text/javascript", body: FAKE_WIDGET });
    });
    await context.route(CALENDLY_STYLESHEET, (route) => route.fulfill({ contentType: "text/css", body: FAKE_STYLESHEET }));
    await context.route("https://calendly.com/**", (route) => route.fulfill({ contentType: "text/html", body: FAKE_BOOKING_PAGE }));
    await gotoHydrated(page, "/faq");
    const button = page.getByRole("navigation", { name: "Main" }).locator("a[data-booking]");
    await button.click();
    await expect(button).toHaveText("Opening calendar…");
    await expect(button).toHaveAttribute("aria-busy", "true");
    release();
    await expect.poll(() => widgetCalls(page)).toEqual([{ kind: "popup", url: tracked("navigation") }]);
    await expect(button).toHaveText(site.navCta.label);
    await expect(button).not.toHaveAttribute("aria-busy");
  });

  test("pass on the visitor's campaign parameters, also after moving to another page", async ({ page, context }) => {
    await fakeCalendly(context);
    await gotoHydrated(page, "/?utm_source=newsletter&utm_campaign=spring");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL("/faq");
    await waitForHydration(page);

    await page.locator("main a[data-booking]").first().click();
    const url = tracked("hero", "newsletter", "spring");
    await expect.poll(() => widgetCalls(page)).toEqual([{ kind: "popup", url }]);
    expect(await dataLayerEvents(page)).toContainEqual({ event: "calendly_open", source: "hero", url });
    await closePopup(page);

    await page.reload();
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: site.navCta.label }).click();
    await expect.poll(async () => (await widgetCalls(page)).at(-1)?.url).toBe(tracked("navigation", "newsletter", "spring"));
  });

  test("dataLayer receives each event with its fields; widget messages count only from the scheduling service", async ({ page, context }) => {
    await fakeCalendly(context);
    await gotoHydrated(page, "/faq");
    // The phone link's own action (dialling) cannot happen in a headless browser.
    await page.evaluate(() =>
      window.addEventListener("click", (event) => {
        if (event.target instanceof Element && event.target.closest("a[href^='tel:']")) event.preventDefault();
      }),
    );
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: site.phone.display }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: site.navCta.label }).click();

    // The booking page in the popup reports that it was viewed, from https://calendly.com.
    await expect.poll(() => dataLayerEvents(page)).toContainEqual({ event: "calendly_event", event_name: "calendly.event_type_viewed" });

    // The same message from anywhere else is ignored: another origin, and this page itself.
    await page.evaluate(() => {
      window.dispatchEvent(new MessageEvent("message", { origin: "https://calendly.com.evil.example", data: { event: "calendly.event_scheduled" } }));
      window.postMessage({ event: "calendly.event_scheduled" }, "*");
    });

    const booking = page.frames().find((frame) => frame.url().startsWith(site.bookingUrl));
    expect(booking, "the popup shows the booking page").toBeTruthy();
    await booking?.evaluate(() => parent.postMessage({ event: "calendly.event_scheduled", payload: {} }, "*"));

    await expect
      .poll(() => dataLayerEvents(page))
      .toEqual([
        { event: "click_to_call", link_url: `tel:${site.phone.dial}` },
        { event: "calendly_open", source: "navigation", url: tracked("navigation") },
        { event: "calendly_event", event_name: "calendly.event_type_viewed" },
        { event: "calendly_event", event_name: "calendly.event_scheduled" },
        { event: "conversion", event_category: "Calendly", event_label: "scheduled" },
      ]);
  });

  test("nothing third-party is fetched while the page loads and hydrates", async ({ page, context }) => {
    await fakeCalendly(context);
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!new URL(request.url()).hostname.startsWith("127.0.0.1")) thirdParty.push(request.url());
    });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
  });
});

test.describe("when the scheduling script cannot load", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Issue 52: no dead end. The booking page is on the service that just failed, so no new tab.
  test("a click offers the call-back form in place, its name field ready, with the phone number; no new tab", async ({ page, context }) => {
    const requests = await fakeCalendly(context, "abort");
    await gotoHydrated(page, "/faq");
    const tabs: Page[] = [];
    context.on("page", (tab) => tabs.push(tab));
    const book = page.getByTestId("sticky-booking-bar").getByRole("link", { name: /^Book/ });
    await book.click();
    const notice = page.getByRole("dialog", { name: "Our booking calendar didn't load." });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("will call you at the time you choose");
    await expect(notice.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.dial}`);
    const form = notice.locator("form");
    await expect(form.locator('input[name="form-name"]')).toHaveValue("call-back");
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(notice.getByRole("button", { name: "Call Me Back" })).toBeInViewport();

    // Later clicks offer it at once, without asking for the script again.
    await notice.getByRole("button", { name: "Close" }).click();
    await expect(notice).toBeHidden();
    await book.click();
    await expect(notice).toBeVisible();
    expect(requests.script).toBe(1);
    expect(tabs).toEqual([]);
  });

  test("a script that never answers is given up in time to offer the call-back form", async ({ page, context }) => {
    await fakeCalendly(context, "never");
    await gotoHydrated(page, "/faq");
    await page.locator("main a[data-booking]").first().click();
    await expect(page.getByRole("dialog", { name: "Our booking calendar didn't load." }).getByLabel("Name")).toBeFocused({ timeout: 10_000 });
  });

  // A tablet: a phone's hero before the booking box shows no buttons since issue 52 item 5 (the box
  // itself starts on the first screen), and the booking bar is there below 1024 px.
  test("on /book the buttons bring the page's own call-back form, and the hero's goes to the page's booking box in this tab", async ({ page, context }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await fakeCalendly(context, "abort");
    await gotoHydrated(page, "/book");
    const hero = page.locator("main section").first().getByRole("link", { name: site.navCta.label });
    await expect(hero).not.toHaveAttribute("target", /.+/);
    await hero.click();
    await expect(page.locator("[data-booking-embed]")).toBeInViewport();
    await page.getByTestId("sticky-booking-bar").getByRole("link", { name: /^Book/ }).click();
    const box = page.locator("[data-booking-embed]");
    await expect(box.getByLabel("Name")).toBeFocused();
    await expect(page.getByRole("dialog", { name: "Our booking calendar didn't load." })).toBeHidden();
  });
});

// Lighthouse's phone: the calendar on /contact starts on the first screen, so it starts loading at once.
test.describe("the booking box's line saying the calendar didn't load", () => {
  const pagesWithBox = rawPages()
    .filter((doc) => blocksOf(doc, "booking-widget").length > 0)
    .map((doc) => doc.path);

  for (const width of [390, 1280])
    for (const path of pagesWithBox)
      test(`${path} at ${width} px: stands a line's height clear of the heading or icon under it`, async ({ page, context }) => {
        await fakeCalendly(context, "abort");
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const box = page.locator("[data-booking-embed]").first();
        await box.scrollIntoViewIfNeeded();
        await expect(box).toHaveAttribute("data-state", "failed");
        const line = box.locator("[data-booking-failed]");
        await expect(line).toBeVisible();
        // The review saw it 8 px above "We'll call you", reading as that heading's first line.
        const { gap, lineHeight } = await line.evaluate((said) => {
          const under = said.parentElement?.nextElementSibling;
          return {
            gap: (under?.getBoundingClientRect().top ?? 0) - said.getBoundingClientRect().bottom,
            lineHeight: parseFloat(getComputedStyle(said).lineHeight),
          };
        });
        expect(gap).toBeGreaterThanOrEqual(lineHeight);
      });
});

test.describe("the booking calendar on /contact, on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("when the calendar cannot load, says so in its place without moving anything on the page", async ({ page, context }) => {
    // Blocked scheduling scripts are common (privacy extensions), so this is what many visitors see.
    await fakeCalendly(context, "abort");
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // No key press or click (as gotoHydrated would make): a shift right after input is not counted.
    await page.goto("/contact");
    const box = page.locator("[data-booking-embed]");
    await expect(box).toHaveAttribute("data-state", "failed");
    // What happens instead, not a promise the failed calendar cannot keep (issue 52).
    await expect(box.getByRole("alert")).toContainText("Call us, or send a message and we'll reply.");
    // Nothing beside that line may still promise the calendar that failed.
    await expect(box).not.toContainText(/calendar (opens|is) here/i);
    // A way forward in its place, not an apology: the booking page, the phone and the page's own
    // message form further down (one form per section on /contact).
    await expect(box.locator('a[href="#contact-form"]')).toBeVisible();
    await expect(box.getByRole("link", { name: "Open the booking page" })).toBeVisible();
    await expect(box.getByRole("link", { name: `Call ${site.phone.display}` })).toBeVisible();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), "layout shifts").toEqual([]);
  });
});

test.describe("the booking calendar on /book", () => {
  // A screen short enough that the box, first under the heading and (on a phone) a hero of heading
  // and text since issue 52, still starts more than the 300 px the calendar is fetched ahead below it.
  const SHORT = { width: 390, height: 240 };
  test.use({ viewport: SHORT });

  test("loads only when scrolled near, 740 pixels high and at least 320 wide", async ({ page, context }) => {
    const requests = await fakeCalendly(context);
    await gotoHydrated(page, "/book");
    const box = page.locator("[data-booking-embed]");
    const top = await box.evaluate((element) => element.getBoundingClientRect().top);
    expect(top, "the calendar starts well below the first screen").toBeGreaterThan(SHORT.height + 300);
    await page.waitForLoadState("networkidle");
    expect(requests.script).toBe(0);
    await expect(box.getByRole("link", { name: "Open the booking page" })).toBeVisible();

    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => widgetCalls(page)).toEqual([{ kind: "inline", url: tracked("inline-widget"), parent: "booking-calendar" }]);
    await expect(page.getByTestId("booking-calendar").locator("iframe")).toHaveAttribute("src", tracked("inline-widget"));
    await expect(box.getByRole("link", { name: "Open the booking page" })).toHaveCount(0);
    expect(await box.evaluate((element) => [getComputedStyle(element).height, getComputedStyle(element).minWidth])).toEqual(["740px", "320px"]);
    expect(requests).toEqual({ script: 1, stylesheet: 1 });
  });

  test("names the association membership in words beside the calendar", async ({ page }) => {
    await gotoHydrated(page, "/book");
    const mark = page.getByTestId("membership");
    await expect(mark).toContainText(site.legal.association);
    expect(
      await mark.evaluate((element) => Math.min(...[element, ...element.querySelectorAll("*")].map((e) => parseFloat(getComputedStyle(e).fontSize)))),
      "smallest text, pixels",
    ).toBeGreaterThanOrEqual(14);
  });
});

// A badge image (the association's own member mark, once supplied) on the first page that has one.
const badgePage = rawPages().find((doc) => blocksOf<{ badge?: unknown }>(doc, "booking-widget").some((block) => block.badge))?.path;

test.describe("a booking calendar's badge image", () => {
  test.use({ viewport: { width: 390, height: 640 } });
  test.skip(!badgePage, "no page's booking calendar has a badge image yet (the association's member mark is not supplied)");

  test("shows the badge when its image loads", async ({ page }) => {
    await gotoHydrated(page, badgePage ?? "/book");
    const badge = page.getByTestId("badge");
    await expect(badge).toBeVisible();
    // Visible is not loaded: wait for the image itself rather than racing it.
    await expect.poll(() => badge.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  });

  test("hides the badge when its image fails before the page is interactive", async ({ page }) => {
    await page.route("**/badges/*", (route) => route.fulfill({ status: 404, body: "Not Found" }));
    await gotoHydrated(page, badgePage ?? "/book");
    await expect(page.getByTestId("badge")).toBeHidden();
    await expect(page.getByTestId("badge")).toHaveAttribute("hidden", "");
  });

  test("hides the badge when its image fails after the page is interactive", async ({ page }) => {
    // The image's answer is held until the page has hydrated, then fails: after, for certain.
    let hydrated = () => {};
    const afterHydration = new Promise<void>((resolve) => (hydrated = resolve));
    await page.route("**/badges/*", async (route) => {
      await afterHydration;
      await route.fulfill({ status: 404, body: "Not Found" });
    });
    // Not gotoHydrated: the load event waits for the held image.
    await page.goto(badgePage ?? "/book", { waitUntil: "commit" });
    await waitForHydration(page);
    hydrated();
    await expect(page.getByTestId("badge")).toBeHidden();
  });
});

test.describe("the booking calendar on /book, without JavaScript", () => {
  test("without JavaScript, offers the call-back form, the booking page and the phone number in place of the calendar", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 640 } });
    const page = await context.newPage();
    await page.goto("/book");
    const box = page.locator("[data-booking-embed]");
    await expect(box.getByRole("link", { name: "Open the booking page" })).toHaveAttribute("href", site.bookingUrl);
    await expect(box.getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute("href", `tel:${site.phone.dial}`);
    await expect(box.getByRole("button", { name: "Call Me Back" })).toBeVisible();
    const placeholder = await box.locator("[data-booking-placeholder]").boundingBox();
    expect((await box.boundingBox())?.height ?? 0, "no empty space kept for a calendar that cannot come").toBeLessThanOrEqual((placeholder?.height ?? 0) + 2);
    await context.close();
  });
});
