import { describe, expect, it } from "vitest";
import { trackedBookingUrl } from "./booking-url.ts";

const BOOKING = "https://calendly.com/westline-finance/strategy-call";

describe("trackedBookingUrl", () => {
  it("names the site, the button's placement and the strategy call when the visitor brought no campaign", () => {
    const url = new URL(trackedBookingUrl(BOOKING, "navigation"));
    expect(url.origin + url.pathname).toBe(BOOKING);
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: "website", utm_medium: "navigation", utm_campaign: "strategy_call" });
  });

  it("passes on each parameter of the visitor's campaign and fills the rest with defaults", () => {
    const url = new URL(trackedBookingUrl(BOOKING, "hero", { utm_source: "newsletter", utm_campaign: "spring" }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: "newsletter", utm_medium: "hero", utm_campaign: "spring" });
  });

  it("keeps parameters the booking address already has", () => {
    const url = new URL(trackedBookingUrl(`${BOOKING}?hide_gdpr_banner=1`, "hero"));
    expect(url.searchParams.get("hide_gdpr_banner")).toBe("1");
    expect(url.searchParams.get("utm_medium")).toBe("hero");
  });
});
