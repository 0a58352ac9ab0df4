// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installBookingEmbeds } from "./booking-embed.ts";
import type { CalendlyApi, CalendlyLoader } from "./calendly.ts";

const BOOKING = "https://calendly.com/westline-finance/strategy-call";

/** The block's markup as far as the embed reads it: the slot, and in the placeholder a form and the booking link. */
function box(): HTMLElement {
  document.body.innerHTML = `
    <div data-booking-embed>
      <div data-booking-slot hidden></div>
      <div data-booking-placeholder>
        <div><p data-booking-failed>The calendar didn't load here, but you can still book a call.</p></div>
        <form><input name="form-name" type="hidden" value="call-back"><input name="name"><select name="best_time"><option value="">Choose</option><option value="any">Any</option></select></form>
        <a data-booking="inline-widget" href="${BOOKING}">Open the booking page</a>
      </div>
    </div>`;
  return document.querySelector<HTMLElement>("[data-booking-embed]")!;
}

function loader(result: "ready" | "failed") {
  const api = { initPopupWidget: vi.fn(), initInlineWidget: vi.fn() } satisfies CalendlyApi;
  const load: CalendlyLoader = { state: () => result, load: vi.fn(() => (result === "ready" ? Promise.resolve(api) : Promise.reject(new Error("blocked")))) };
  return { api, load };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

// No IntersectionObserver: the calendar starts loading at once, as whenNear does in such a browser.
beforeEach(() => vi.stubGlobal("IntersectionObserver", undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the booking calendar's place", () => {
  it("becomes the calendar when it loads and the visitor has not started on the call-back form", async () => {
    const element = box();
    const { api, load } = loader("ready");
    installBookingEmbeds(document, load);
    await settled();
    expect(api.initInlineWidget).toHaveBeenCalledTimes(1);
    expect(element.querySelector("form")).toBeNull();
    expect(element.dataset.state).toBe("ready");
  });

  it("keeps the call-back form the visitor has typed in, rather than throw their words away", async () => {
    const element = box();
    element.querySelector<HTMLInputElement>('input[name="name"]')!.value = "Ann";
    const { api, load } = loader("ready");
    installBookingEmbeds(document, load);
    await settled();
    expect(api.initInlineWidget).not.toHaveBeenCalled();
    expect(element.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe("Ann");
  });

  it("keeps it while the visitor is in it, even before typing", async () => {
    const element = box();
    element.querySelector<HTMLSelectElement>("select")!.focus();
    const { api, load } = loader("ready");
    installBookingEmbeds(document, load);
    await settled();
    expect(api.initInlineWidget).not.toHaveBeenCalled();
    expect(element.querySelector("form")).not.toBeNull();
  });

  it("says the calendar did not load, as an alert, and keeps the form when it cannot load", async () => {
    const element = box();
    installBookingEmbeds(document, loader("failed").load);
    await settled();
    expect(element.dataset.state).toBe("failed");
    expect(element.querySelector('[role="alert"]')?.textContent).toContain("you can still book a call");
    expect(element.querySelector("form")).not.toBeNull();
  });
});
