import { describe, expect, it } from "vitest";
import { roundTicks } from "./chart-ticks.ts";

describe("roundTicks", () => {
  it("steps by 1, 2 or 5 times a power of ten, from 0 to the first step at or above the largest value", () => {
    expect(roundTicks(600_000, 5)).toEqual([0, 200_000, 400_000, 600_000]);
    expect(roundTicks(650_000, 5)).toEqual([0, 200_000, 400_000, 600_000, 800_000]);
    expect(roundTicks(30, 8)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(roundTicks(23, 8)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(roundTicks(1, 8)).toEqual([0, 1]);
    expect(roundTicks(120_000, 5)).toEqual([0, 50_000, 100_000, 150_000]);
  });

  it("never gives more than the steps asked for, and something to draw for nothing", () => {
    for (const largest of [1, 7, 13, 99, 101, 999_999, 1_000_001]) expect(roundTicks(largest, 5).length - 1, String(largest)).toBeLessThanOrEqual(5);
    expect(roundTicks(0, 5)).toEqual([0, 1]);
  });
});
