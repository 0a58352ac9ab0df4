import { describe, expect, it } from "vitest";
import { campaignFromSearch, trackedBookingUrl, visitorCampaign } from "./booking-url.ts";

const BOOKING = "https://calendly.com/westline-finance/strategy-call";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

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

describe("campaignFromSearch", () => {
  it("reads only the three utm parameters, ignoring empty and overlong values", () => {
    expect(campaignFromSearch(`?utm_source=google&utm_medium=&utm_campaign=${"x".repeat(101)}&utm_term=loans&q=1`)).toEqual({ utm_source: "google" });
  });
});

describe("visitorCampaign", () => {
  it("remembers a campaign from the landing page for later pages of the session", () => {
    const storage = memoryStorage();
    expect(visitorCampaign("?utm_source=google&utm_medium=cpc", storage)).toEqual({ utm_source: "google", utm_medium: "cpc" });
    expect(visitorCampaign("", storage)).toEqual({ utm_source: "google", utm_medium: "cpc" });
    expect(visitorCampaign("?utm_source=facebook", storage)).toEqual({ utm_source: "facebook" });
  });

  it("still reads the address when storage is unavailable or broken", () => {
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    expect(visitorCampaign("?utm_campaign=spring", broken)).toEqual({ utm_campaign: "spring" });
    expect(visitorCampaign("", broken)).toEqual({});
    expect(visitorCampaign("", undefined)).toEqual({});
  });
});
