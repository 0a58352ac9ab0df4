import { describe, expect, it } from "vitest";
import { render } from "../../../../tests/render.tsx";
import { SuburbGrid } from "./SuburbGrid.tsx";

describe("SuburbGrid", () => {
  it("links report cards to their report and sends suburbs without one to the request form", () => {
    const doc = render(
      <SuburbGrid
        type="suburb-grid"
        id="related-suburbs"
        heading="Related Suburbs"
        suburbs={[
          { name: "Parramatta", price: "~$1.1M", to: "/resources/suburb-reports/parramatta/" },
          { name: "Merrylands", to: "/resources/suburb-reports#suburb-request", request: true },
        ]}
      />,
    );
    expect([...doc.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["Parramatta", "Merrylands"]);
    const links = [...doc.querySelectorAll("li a")].map((a) => [a.getAttribute("href"), a.textContent]);
    expect(links).toEqual([
      ["/resources/suburb-reports/parramatta/", "View report: Parramatta→"],
      ["/resources/suburb-reports#suburb-request", "Request a custom report: Merrylands→"],
    ]);
    expect(doc.body.textContent).toContain("~$1.1M");
    expect(doc.body.textContent).toContain("within 48 hours");
  });
});
