// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureAnalytics, GTAG_SCRIPT, loadGtagWhenIdle, track, trackLeadGenerated } from "./analytics.ts";
import { calendlyEventName, installCalendlyMessages } from "../booking/calendly-messages.ts";
import { installClickToCall } from "./listeners.ts";

afterEach(() => {
  configureAnalytics(undefined);
  delete window.dataLayer;
  delete window.gtag;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("track", () => {
  it("pushes events with their fields to dataLayer when no measurement ID is configured", () => {
    track("calendly_open", { source: "hero", url: "https://calendly.com/x" });
    trackLeadGenerated();
    expect(window.dataLayer).toEqual([
      { event: "calendly_open", source: "hero", url: "https://calendly.com/x" },
      { event: "generate_lead", method: "personalised_form" },
    ]);
  });

  it("sends events through gtag when a measurement ID is configured, queued until gtag.js arrives", () => {
    configureAnalytics("G-TEST123");
    track("click_to_call", { link_url: "tel:1300975707" });
    const commands = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands[0]?.[0]).toBe("js");
    expect(commands[1]).toEqual(["config", "G-TEST123"]);
    expect(commands[2]).toEqual(["event", "click_to_call", { link_url: "tel:1300975707" }]);
  });

  it("never throws, even when the analytics set-up is broken", () => {
    window.dataLayer = {
      push: () => {
        throw new Error("blocked");
      },
    } as unknown as unknown[];
    expect(() => track("conversion", { event_category: "Calendly", event_label: "scheduled" })).not.toThrow();
  });
});

describe("loadGtagWhenIdle", () => {
  it("adds gtag.js only once the browser is idle, and only with a measurement ID", () => {
    vi.useFakeTimers();
    // Capture what is added instead of letting the test DOM try to fetch it.
    const append = vi.spyOn(document.head, "append").mockImplementation(() => {});
    loadGtagWhenIdle(undefined);
    vi.runAllTimers();
    expect(append).not.toHaveBeenCalled();

    loadGtagWhenIdle("G-TEST123");
    expect(append).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(append).toHaveBeenCalledTimes(1);
    const script = append.mock.calls[0]?.[0] as HTMLScriptElement;
    expect(script.src).toBe(`${GTAG_SCRIPT}?id=G-TEST123`);
    expect(script.async).toBe(true);
  });
});

describe("widget messages", () => {
  const ORIGIN = "https://calendly.com";
  /** The page names an embed whose booking page is at ORIGIN, as a site with site.json's bookingEmbed does. */
  const declareEmbed = () => {
    const html = document.documentElement;
    html.setAttribute("data-booking-script", "https://assets.calendly.com/assets/external/widget.js");
    html.setAttribute("data-booking-stylesheet", "https://assets.calendly.com/assets/external/widget.css");
    html.setAttribute("data-booking-origin", ORIGIN);
    return () => ["data-booking-script", "data-booking-stylesheet", "data-booking-origin"].forEach((name) => html.removeAttribute(name));
  };

  it("accepts only messages from the scheduling service's origin with calendly. event names", () => {
    expect(calendlyEventName({ origin: ORIGIN, data: { event: "calendly.event_scheduled" } }, ORIGIN)).toBe("calendly.event_scheduled");
    expect(calendlyEventName({ origin: "https://evil.example", data: { event: "calendly.event_scheduled" } }, ORIGIN)).toBeUndefined();
    expect(calendlyEventName({ origin: ORIGIN, data: { event: "other.thing" } }, ORIGIN)).toBeUndefined();
    expect(calendlyEventName({ origin: ORIGIN, data: "calendly.event_scheduled" }, ORIGIN)).toBeUndefined();
    expect(calendlyEventName({ origin: ORIGIN, data: null }, ORIGIN)).toBeUndefined();
  });

  it("listens to no one on a page that names no embed", () => {
    const uninstall = installCalendlyMessages();
    window.dispatchEvent(new MessageEvent("message", { origin: ORIGIN, data: { event: "calendly.event_scheduled" } }));
    uninstall();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it("records every widget event, and a conversion for a scheduled call", () => {
    const undeclare = declareEmbed();
    const uninstall = installCalendlyMessages();
    undeclare();
    const post = (origin: string, event: string) => window.dispatchEvent(new MessageEvent("message", { origin, data: { event } }));
    post("https://calendly.com", "calendly.event_type_viewed");
    post("https://evil.example", "calendly.event_scheduled");
    post("https://calendly.com", "calendly.event_scheduled");
    uninstall();
    post("https://calendly.com", "calendly.event_scheduled");
    expect(window.dataLayer).toEqual([
      { event: "calendly_event", event_name: "calendly.event_type_viewed" },
      { event: "calendly_event", event_name: "calendly.event_scheduled" },
      { event: "conversion", event_category: "Calendly", event_label: "scheduled" },
    ]);
  });
});

describe("phone links", () => {
  it("records click_to_call with the link's value for any tel: link, including ones added later", () => {
    const uninstall = installClickToCall();
    document.body.innerHTML = `<a href="tel:1300975707"><span>Call</span></a><a href="/faq">FAQ</a>`;
    document.querySelector("span")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    document.querySelector("a[href='/faq']")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    uninstall();
    expect(window.dataLayer).toEqual([{ event: "click_to_call", link_url: "tel:1300975707" }]);
  });
});
