// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { installBookingClicks, OPENING_LABEL } from "./booking-clicks.ts";
import type { CalendlyApi, CalendlyLoader, CalendlyState } from "./calendly.ts";

const BOOKING = "https://calendly.com/westline-finance/strategy-call";
const tracked = (placement: string) => `${BOOKING}?utm_source=website&utm_medium=${placement}&utm_campaign=strategy_call`;

function fakeLoader(result: "ready" | "failed") {
  const api = { initPopupWidget: vi.fn(), initInlineWidget: vi.fn() } satisfies CalendlyApi;
  let state: CalendlyState = "idle";
  const loader: CalendlyLoader = {
    state: () => state,
    load: vi.fn(() => {
      state = result;
      return result === "ready" ? Promise.resolve(api) : Promise.reject(new Error("blocked"));
    }),
  };
  return { api, loader };
}

function click(target: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = "";
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe("booking buttons", () => {
  it("open the popup for the booking page with tracking parameters naming the button's placement", async () => {
    document.body.innerHTML = `<a href="${BOOKING}" data-booking="hero"><svg></svg><span>Book</span></a>`;
    const { api, loader } = fakeLoader("ready");
    const uninstall = installBookingClicks(() => {}, loader);
    const event = click(document.querySelector("span") as Element);
    await flush();
    uninstall();
    expect(event.defaultPrevented).toBe(true);
    expect(api.initPopupWidget).toHaveBeenCalledWith({ url: tracked("hero") });
    expect(window.dataLayer).toEqual([{ event: "calendly_open", source: "hero", url: tracked("hero") }]);
  });

  it("leave clicks that ask for a new tab, and other links, to the browser", () => {
    document.body.innerHTML = `<a href="${BOOKING}" data-booking="hero">Book</a><a href="/faq">FAQ</a>`;
    const { loader } = fakeLoader("ready");
    const uninstall = installBookingClicks(() => {}, loader);
    expect(click(document.querySelector("a[data-booking]") as Element, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(document.querySelector("a[href='/faq']") as Element).defaultPrevented).toBe(false);
    uninstall();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it("stay plain links to the booking page on a site that names no embed", () => {
    document.body.innerHTML = `<a href="${BOOKING}" data-booking="hero">Book</a>`;
    const { loader } = fakeLoader("ready");
    const uninstall = installBookingClicks(() => {}, { ...loader, state: () => "none" });
    expect(click(document.querySelector("a[data-booking]") as Element).defaultPrevented).toBe(false);
    uninstall();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it("offer the call-back form in place when the script cannot load, at once on later clicks: no new tab on the same failing service", async () => {
    document.body.innerHTML = `<a href="${BOOKING}" data-booking="sticky-bar">Book</a>`;
    const open = vi.spyOn(window, "open");
    let fallbacks = 0;
    const { loader } = fakeLoader("failed");
    const uninstall = installBookingClicks(() => fallbacks++, loader);
    const link = document.querySelector("a") as Element;
    const first = click(link);
    await flush();
    expect(first.defaultPrevented).toBe(true);
    expect(fallbacks).toBe(1);
    expect(click(link).defaultPrevented).toBe(true);
    expect(fallbacks).toBe(2);
    uninstall();
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('say "Opening calendar…" on the button while the script loads, then put its content back', async () => {
    document.body.innerHTML = `<a href="${BOOKING}" data-booking="hero"><svg></svg><span>Book</span></a>`;
    const api = { initPopupWidget: vi.fn(), initInlineWidget: vi.fn() } satisfies CalendlyApi;
    let finish: (value: CalendlyApi) => void = () => {};
    let state: CalendlyState = "idle";
    const loader: CalendlyLoader = {
      state: () => state,
      load: () => {
        state = "loading";
        return new Promise<CalendlyApi>((resolve) => (finish = resolve)).then((ready) => ((state = "ready"), ready));
      },
    };
    const uninstall = installBookingClicks(() => {}, loader);
    const link = document.querySelector("a") as HTMLAnchorElement;
    click(link);
    expect(link.textContent).toBe(OPENING_LABEL);
    expect(link.getAttribute("aria-busy")).toBe("true");
    finish(api);
    await flush();
    uninstall();
    expect(api.initPopupWidget).toHaveBeenCalledWith({ url: tracked("hero") });
    expect(link.innerHTML).toBe("<svg></svg><span>Book</span>");
    expect(link.hasAttribute("aria-busy")).toBe(false);
  });
});
