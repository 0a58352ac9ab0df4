import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { CaseStudy } from "./CaseStudy.tsx";

describe("CaseStudy", () => {
  it("shows the SPEC figures with the yield worked out: $630K at $580/week is 4.8%", () => {
    const doc = render(
      <CaseStudy type="case-study" id="case-study" heading="Case Study" title="A first investment" story="A story." purchasePrice={630000} weeklyRent={580} outcome="It worked." />,
    );
    expect(doc.querySelector("h2")?.textContent).toBe("Case Study");
    expect(doc.querySelector("h3")?.textContent).toBe("A first investment");
    expect([...doc.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(["$630,000", "$580/week", "4.8%"]);
  });
});
