import { describe, expect, it } from "vitest";
import { displayAmount, formatPrice, formatWeeklyRent, grossYield } from "./money.ts";

describe("money formats", () => {
  it("writes prices one way", () => {
    expect(formatPrice(880_000)).toBe("$880K");
    expect(formatPrice(105_000)).toBe("$105K");
    expect(formatPrice(1_150_000)).toBe("$1.15M");
    expect(formatPrice(1_100_000)).toBe("$1.1M");
    expect(formatPrice(1_050_000)).toBe("$1.05M");
  });

  it("writes rents per week", () => {
    expect(formatWeeklyRent(640)).toBe("$640/wk");
  });

  it("turns content's mixed spellings into the one format", () => {
    expect(displayAmount("~880,000")).toBe("~$880K");
    expect(displayAmount("~1,100,000")).toBe("~$1.1M");
    expect(displayAmount("~980k")).toBe("~$980K");
    expect(displayAmount("~1.15M")).toBe("~$1.15M");
    expect(displayAmount("~640", { perWeek: true })).toBe("~$640/wk");
    expect(displayAmount("Positive")).toBe("Positive");
  });

  it("works out the yield", () => {
    expect(grossYield(580, 630_000)).toBe("4.8%");
  });
});
