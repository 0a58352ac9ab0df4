import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import { EquityExample } from "./EquityExample.tsx";

describe("EquityExample", () => {
  it("works the published example through: $105K usable on a $680K unit at 80% LVR", () => {
    const doc = render(
      <EquityExample
        type="equity-example"
        id="equity"
        heading="Use your equity"
        property="a unit"
        value={680000}
        loanBalance={439000}
        maxLvr={80}
        actions={[
          { label: `Call ${site.phone.display}`, to: "phone" },
          { label: "Unlock My Equity Now", to: "#lead-form" },
        ]}
      />,
    );
    expect([...doc.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(["$680K", "$544K", "−$439K", "$105K"]);
    expect(doc.querySelector("h3")?.textContent).toBe("Worked example");
    expect(doc.querySelector('a[href^="tel:"]')?.getAttribute("href")).toBe(`tel:${site.phone.dial}`);
    expect(doc.querySelector('a[href="/#lead-form"], a[href="#lead-form"]')?.textContent).toBe("Unlock My Equity Now");
  });

  it("never shows negative equity", () => {
    const doc = render(<EquityExample type="equity-example" heading="Equity" property="a house" value={500000} loanBalance={450000} maxLvr={80} />);
    expect(doc.querySelector('[data-testid="usable-equity"]')?.textContent).toBe("$0");
  });
});
