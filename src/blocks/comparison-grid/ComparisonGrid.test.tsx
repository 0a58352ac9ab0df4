import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { ComparisonGrid } from "./ComparisonGrid.tsx";

const figures = (price: string, visits: string) => [
  { label: "Price a month", value: price },
  { label: "Visits included", value: visits },
];

describe("ComparisonGrid", () => {
  it("shows each item under an h3 with its figures as labelled terms and its highlight", () => {
    const doc = render(
      <ComparisonGrid
        type="comparison-grid"
        heading="Plan comparison"
        items={[
          { title: "Basic", figures: figures("$40", "1"), highlight: "One visit a month." },
          { title: "Plus", figures: figures("$70", "2"), link: { label: "Read the plan", to: "/plans/plus" } },
        ]}
      />,
    );
    expect([...doc.querySelectorAll("li h3")].map((h) => h.textContent)).toEqual(["Basic", "Plus"]);
    const basic = [...doc.querySelectorAll("li:first-child dl > div")].map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]);
    expect(basic).toEqual([
      ["Price a month", "$40"],
      ["Visits included", "1"],
    ]);
    expect(doc.body.textContent).toContain("One visit a month.");
    expect(doc.querySelector('a[href="/plans/plus"]')?.textContent).toBe("Read the plan: Plus→");
  });
});
