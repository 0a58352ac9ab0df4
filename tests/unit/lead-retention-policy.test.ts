/**
 * The privacy policy tells visitors how long their enquiries are kept; the server's default
 * retention period must be that period, or the site would promise one thing and do another.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION_MONTHS } from "../../src/server/config.ts";

const IN_WORDS: Record<number, string> = { 12: "one year", 24: "two years", 36: "three years", 48: "four years", 60: "five years" };

describe("lead retention", () => {
  it("the server deletes old enquiries after the period the privacy policy states", () => {
    const policy = readFileSync("sites/westline/pages.config/pages/privacy.json", "utf8");
    const period = IN_WORDS[DEFAULT_RETENTION_MONTHS];
    expect(period, `say ${DEFAULT_RETENTION_MONTHS} months in words in this test`).toBeDefined();
    expect(policy).toMatch(new RegExp(`delete enquiries that did not lead to a loan after ${period}`));
  });
});
