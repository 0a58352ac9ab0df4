import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { builtBlock } from "../../../tests/calculator-blocks.ts";
import { RepaymentsCalculator } from "./RepaymentsCalculator.tsx";

describe("RepaymentsCalculator", () => {
  const doc = render(<RepaymentsCalculator {...builtBlock("repayments", "repayments-calculator", "2026-11-25")} />);

  it("prerenders the worked example at the example rate: $600,000 at 6.50% over 30 years is $3,792.41 a month", () => {
    // 600,000 × i / (1 − (1 + i)^−360), i = 6.5% / 12.
    expect(doc.querySelector("h3")?.textContent).toContain("Worked example");
    expect(doc.querySelector('[data-testid="repayment"]')?.textContent).toBe("$3,792.41");
  });

  it("keeps the inputs disabled until the block hydrates, with a note saying why", () => {
    expect(doc.querySelector("fieldset")?.hasAttribute("disabled")).toBe(true);
    expect(doc.body.textContent).toContain("With JavaScript turned on you can enter your own.");
  });

  it("shows the comparison rate worked out from the example's fees, and its warning, beside the example rate", () => {
    // $150,000 over 25 years at 6.50% with $600 paid up front: the rate at which the repayments are worth $149,400 is 6.54%.
    expect(doc.body.textContent).toContain("Example rate 6.50% p.a., comparison rate 6.54% p.a.*");
    expect(doc.body.textContent).toContain("with fees of $600 when the loan starts");
    expect(doc.body.textContent).toContain("WARNING: This comparison rate is true only for the examples given");
  });

  it("draws the balance as one path, with a table of the same figures", () => {
    expect(doc.querySelectorAll("svg path")).toHaveLength(1);
    expect(doc.querySelectorAll("figure tbody tr")).toHaveLength(30);
    expect(doc.querySelector('svg[role="img"]')?.getAttribute("aria-label")).toMatch(/falls from \$600,000 to \$0 over 30 years/);
  });

  it("labels the chart's axes: the balance owing in round dollar steps up the side, the years along the bottom", () => {
    const ticks = (axis: string) => [...doc.querySelectorAll(`[data-testid="chart-${axis}-ticks"] span`)].map((label) => label.textContent);
    expect(ticks("y")).toEqual(["$0", "$200K", "$400K", "$600K"]);
    expect(ticks("x")).toEqual(["0", "5", "10", "15", "20", "25", "30"]);
    const labels = [...doc.querySelectorAll("figure p")].map((p) => p.textContent);
    expect(labels).toContain("Balance owing");
    expect(labels).toContain("Years");
  });
});
