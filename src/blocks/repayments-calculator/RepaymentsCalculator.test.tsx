import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { configuredBlock } from "../../calculators/ui/test-blocks.ts";
import { RepaymentsCalculator } from "./RepaymentsCalculator.tsx";

describe("RepaymentsCalculator", () => {
  const doc = render(<RepaymentsCalculator {...configuredBlock("repayments", "repayments-calculator")} />);

  it("prerenders the worked example: $600,000 at 6.09% over 30 years is $3,632.09 a month", () => {
    expect(doc.querySelector("h3")?.textContent).toBe("Worked example");
    expect(doc.querySelector('[data-testid="repayment"]')?.textContent).toBe("$3,632.09");
    expect(doc.querySelector('[data-testid="total-interest"]')?.textContent).toBe("$707,556.65");
  });

  it("keeps the inputs disabled until the block hydrates, with a note saying why", () => {
    expect(doc.querySelector("fieldset")?.hasAttribute("disabled")).toBe(true);
    expect(doc.body.textContent).toContain("With JavaScript turned on you can enter your own.");
  });

  it("shows the comparison rate and its warning beside the example rate", () => {
    expect(doc.body.textContent).toContain("Example rate 6.09% p.a., comparison rate 6.12% p.a.*");
    expect(doc.body.textContent).toContain("WARNING: This comparison rate is true only for the examples given");
  });

  it("draws the balance as one path, with a table of the same figures", () => {
    expect(doc.querySelectorAll("svg path")).toHaveLength(1);
    expect(doc.querySelectorAll("figure tbody tr")).toHaveLength(30);
    expect(doc.querySelector('svg[role="img"]')?.getAttribute("aria-label")).toMatch(/^The balance falls from \$600,000 to \$0 over 30 years/);
  });
});
