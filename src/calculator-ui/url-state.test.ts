import { describe, expect, it } from "vitest";
import { readValues, writeValues } from "./url-state.ts";

const defaults = { amount: "600,000", rate: "6.09" };

describe("calculator state in the address", () => {
  it("reads known keys over the defaults and ignores the rest", () => {
    expect(readValues("?amount=%24750k&utm_source=x", defaults)).toEqual({ amount: "$750k", rate: "6.09" });
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    expect(writeValues("?utm_source=x", { amount: "750000", rate: "6.09" }, defaults)).toBe("?utm_source=x&amount=750000");
    expect(writeValues("?amount=1", defaults, defaults)).toBe("");
  });

  it("cuts an absurdly long value", () => {
    expect(readValues(`?rate=${"9".repeat(500)}`, defaults).rate).toHaveLength(40);
  });
});
