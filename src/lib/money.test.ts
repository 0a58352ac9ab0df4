import { describe, expect, it } from "vitest";
import { formatDollars, formatDollarsAndCents, formatMoney, formatPrice, formatWeeklyRent, grossYield } from "./money.ts";

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

  it("works out the yield", () => {
    expect(grossYield(580, 630_000)).toBe("4.8%");
  });
});

describe("dollars, everywhere one format", () => {
  it("writes whole dollars grouped, cents only when asked or when there are some", () => {
    expect(formatDollars(680_000)).toBe("$680,000");
    expect(formatDollarsAndCents(3_597.3)).toBe("$3,597.30");
    expect(formatMoney(12_500)).toBe("$12,500");
    expect(formatMoney(3_597.3)).toBe("$3,597.30");
    expect(formatMoney(3_597.004)).toBe("$3,597");
  });
});
