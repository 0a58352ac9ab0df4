import { describe, expect, it } from "vitest";
import { factReviewsOf } from "../lib/fact-reviews.ts";
import { logOverdueFacts } from "./overdue-facts.ts";

const source = { publisher: "Australian Taxation Office", title: "Tax rates", url: "https://www.ato.gov.au/rates" };
const facts = {
  "income-tax": {
    periods: [
      { effectiveFrom: "2025-07-01", reviewBy: "2026-06-30", source, brackets: [] },
      { effectiveFrom: "2026-07-01", reviewBy: "2027-05-31", source, brackets: [] },
    ],
  },
  "nsw-transfer-duty": { periods: [{ effectiveFrom: "2025-07-01", reviewBy: "2026-10-31", source: { ...source, publisher: "Revenue NSW" } }] },
  claims: { statements: { lenders: { value: "40+" } } },
};

function logged(today: string): string[] {
  const lines: string[] = [];
  logOverdueFacts(factReviewsOf(facts), { warn: (_fields: object, message: string) => void lines.push(message) }, today);
  return lines;
}

describe("logOverdueFacts", () => {
  it("logs each fact whose set in force has passed its review date, once, naming where to check it", () => {
    expect(logged("2026-11-25")).toEqual([
      `the live site states figures past their review date (nsw-transfer-duty, due 2026-10-31): check them against Revenue NSW's "Tax rates", update the fact file and publish`,
    ]);
  });

  it("says nothing while every set in force is within its date", () => {
    expect(logged("2026-10-31")).toEqual([]);
  });
});
