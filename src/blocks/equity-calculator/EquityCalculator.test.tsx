import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { configuredBlock } from "../../../tests/calculator-blocks.ts";
import { EquityExample } from "../equity-example/EquityExample.tsx";
import { EquityCalculator } from "./EquityCalculator.tsx";

describe("EquityCalculator", () => {
  it("prerenders its configured example: $680,000 × 80% − $439,000 = $105,000", () => {
    const doc = render(<EquityCalculator {...configuredBlock("equity", "equity-calculator")} />);
    expect(doc.querySelector('[data-testid="lendable"]')?.textContent).toBe("$544,000");
    expect(doc.querySelector('[data-testid="usable-equity"]')?.textContent).toBe("$105,000");
  });

  it("agrees with the equity worked example block for the same figures", () => {
    const figures = { value: 912_345, loanBalance: 398_765, maxLvr: 80 };
    const calculator = render(<EquityCalculator {...configuredBlock("equity", "equity-calculator")} defaults={figures} />);
    const example = render(<EquityExample type="equity-example" heading="Equity" property="a house" {...figures} />);
    // 912,345 × 0.8 = 729,876; less 398,765 = 331,111.
    expect(calculator.querySelector('[data-testid="usable-equity"]')?.textContent).toBe("$331,111");
    // The worked example writes prices in the site's short format: $331,111 is "$331.1K" there.
    expect(example.querySelector('[data-testid="usable-equity"]')?.textContent).toBe("$331.1K");
  });
});
