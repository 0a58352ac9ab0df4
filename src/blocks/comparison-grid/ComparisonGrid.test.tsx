import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { ComparisonGrid } from "./ComparisonGrid.tsx";

const figures = (price: string, yieldValue: string) => [
  { label: "Median price", value: price },
  { label: "Gross yield", value: yieldValue },
];

describe("ComparisonGrid", () => {
  it("shows each item under an h3 with its figures as labelled terms and its highlight", () => {
    const doc = render(
      <ComparisonGrid
        type="comparison-grid"
        heading="Suburb comparison"
        items={[
          { title: "Auburn", figures: figures("$980K", "4.3%"), highlight: "Strong unit yields." },
          { title: "Fairfield", figures: figures("$810K", "4.4%"), link: { label: "Read the report", to: "/resources/suburb-reports" } },
        ]}
      />,
    );
    expect([...doc.querySelectorAll("li h3")].map((h) => h.textContent)).toEqual(["Auburn", "Fairfield"]);
    const auburn = [...doc.querySelectorAll("li:first-child dl > div")].map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]);
    expect(auburn).toEqual([
      ["Median price", "$980K"],
      ["Gross yield", "4.3%"],
    ]);
    expect(doc.body.textContent).toContain("Strong unit yields.");
    expect(doc.querySelector('a[href="/resources/suburb-reports"]')?.textContent).toBe("Read the report: Fairfield→");
  });
});
