import { describe, expect, it } from "vitest";
import { campaignFromSearch, visitorCampaign } from "./campaign.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

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
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(visitorCampaign("?utm_campaign=spring", broken)).toEqual({ utm_campaign: "spring" });
    expect(visitorCampaign("", broken)).toEqual({});
    expect(visitorCampaign("", undefined)).toEqual({});
  });
});
