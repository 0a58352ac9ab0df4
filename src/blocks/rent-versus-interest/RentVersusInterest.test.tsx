import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import type { ExampleRateFacts } from "../../generated/content-types.ts";
import { RentVersusInterest } from "./RentVersusInterest.tsx";

const period = (effectiveFrom: string, rate: number) => ({
  effectiveFrom,
  reviewBy: "2099-01-01",
  source: { publisher: "Test", title: "rates", url: "https://example.test/" },
  rate,
  basisNote: "An example.",
  fees: { upfront: 0, monthly: 0, annual: 0 },
});
const exampleRate: ExampleRateFacts = { $schema: "", periods: [period("2025-01-01", 6), period("2026-01-01", 6.5)] };
const row = { name: "Liverpool", region: "South West Sydney", price: "$860K", grossYield: "3.9%", propertyType: "House" as const, reasons: "Jobs nearby." };

describe("RentVersusInterest", () => {
  const table = (builtOn: string, rows = [row]) =>
    render(
      <RentVersusInterest type="rent-versus-interest" caption="Areas" loanToValue={80} rows={rows} facts={{ "example-rate": exampleRate }} builtOn={builtOn} />,
    );

  it("sets a year's rent against a year's interest, per week, at the example rate in force", () => {
    const cells = [...table("2026-11-25").querySelectorAll("tbody td, tbody th")].map((cell) => cell.textContent);
    // Rent: $860,000 × 3.9% ÷ 52 = $645. Interest: $860,000 × 80% × 6.50% ÷ 52 = $860. Short by $215.
    expect(cells).toEqual(expect.arrayContaining(["$645", "$860", "−$215"]));
    expect(table("2026-11-25").querySelector("thead")?.textContent).toContain("Interest a week on 80% of the price at 6.50%");
  });

  it("uses the rate of the day the page was built: 6.00% before 1 January 2026", () => {
    // $860,000 × 80% × 6% ÷ 52 = $793.85 → $794; $645 less that is short by $149.
    const cells = [...table("2025-06-30").querySelectorAll("tbody td")].map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(["$794", "−$149"]));
  });

  it("stops the build, naming the row, when a figure is not a price", () => {
    expect(() => table("2026-11-25", [{ ...row, price: "about a million" }])).toThrow(/the price of "Liverpool" is "about a million"/);
  });
});
