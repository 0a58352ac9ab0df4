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

  it("heads the rows' column with the page's word for them, a neutral one when it gives none", () => {
    const firstHeading = (areaLabel?: string) =>
      render(
        <RentVersusInterest
          type="rent-versus-interest"
          caption="Areas"
          loanToValue={80}
          rows={[row]}
          facts={{ "example-rate": exampleRate }}
          builtOn="2026-11-25"
          {...(areaLabel && { areaLabel })}
        />,
      ).querySelector("thead th")?.textContent;
    expect(firstHeading("Town")).toBe("Town");
    expect(firstHeading()).toBe("Area");
  });

  it("uses the rate of the day the page was built: 6.00% before 1 January 2026", () => {
    // $860,000 × 80% × 6% ÷ 52 = $793.85 → $794; $645 less that is short by $149.
    const cells = [...table("2025-06-30").querySelectorAll("tbody td")].map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(["$794", "−$149"]));
  });

  it("says under the table which gross yield covers the interest, and how many areas reach it", () => {
    // 80% of 6.50% = 5.20%: Liverpool's 3.9% falls short, a 5.5% area clears it.
    const text = table("2026-11-25", [row, { ...row, name: "Highyield", grossYield: "5.5%" }]).body.textContent ?? "";
    expect(text).toContain("Rent covers the interest alone only where the gross yield is above 5.20%, which is 80% of 6.50%. 1 of these 2 areas reaches it.");
    expect(table("2026-11-25").body.textContent).toContain("This area does not reach it.");
    // 80% of 6.00% = 4.80% in force before 1 January 2026.
    expect(table("2025-06-30").body.textContent).toContain("above 4.80%");
  });

  it("gives the example rate's comparison rate and warning beside the table", () => {
    const text = table("2026-11-25").body.textContent ?? "";
    // No fees in this example, so its comparison rate is the rate itself.
    expect(text).toContain("Example rate 6.50% p.a., comparison rate 6.50% p.a.*");
    expect(text).toContain("WARNING:");
  });

  it("stops the build, naming the row, when a figure is not a price", () => {
    expect(() => table("2026-11-25", [{ ...row, price: "about a million" }])).toThrow(/the price of "Liverpool" is "about a million"/);
  });
});
