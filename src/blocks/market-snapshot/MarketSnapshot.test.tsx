import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { MarketSnapshot } from "./MarketSnapshot.tsx";

describe("MarketSnapshot", () => {
  it("lists each figure as a term and its value, as written", () => {
    const doc = render(
      <MarketSnapshot
        type="market-snapshot"
        id="market-snapshot"
        heading="Penrith Market Snapshot"
        note="Indicative."
        rows={[
          { label: "Median House Price", value: "~780,000" },
          { label: "Gross Yield Units", value: "4.0%+" },
        ]}
      />,
    );
    expect(doc.querySelector("section#market-snapshot h2")?.textContent).toBe("Penrith Market Snapshot");
    expect([...doc.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Median House Price", "Gross Yield Units"]);
    expect([...doc.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(["~780,000", "4.0%+"]);
    expect(doc.body.textContent).toContain("Indicative.");
  });
});
