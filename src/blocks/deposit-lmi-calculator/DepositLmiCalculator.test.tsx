import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { builtBlock } from "../../../tests/calculator-blocks.ts";
import { DepositLmiCalculator } from "./DepositLmiCalculator.tsx";

describe("DepositLmiCalculator", () => {
  const doc = render(<DepositLmiCalculator {...builtBlock("depositAndLmi", "deposit-lmi-calculator", "2025-11-25")} />);
  const result = (id: string) => doc.querySelector(`[data-testid="${id}"]`)?.textContent;

  it("prerenders the worked example: $75,000 down on $750,000 is 90% LVR, LMI likely, with NSW duty of $28,162 (rates of 1 July 2025)", () => {
    expect([result("loan"), result("lvr"), result("lmi"), result("deposit-for-threshold"), result("shortfall")]).toEqual([
      "$675,000",
      "90%",
      "Likely",
      "$150,000",
      "$75,000",
    ]);
    // $11,152 + $4.50 × 3,780 hundreds over $372,000.
    expect(result("duty")).toBe("$28,162");
    expect(result("cash-needed")).toBe("$103,162");
  });

  it("writes every amount among its results the same way, in whole dollars as the price and deposit are", () => {
    const amounts = [...doc.querySelectorAll("dd")].map((figure) => figure.textContent ?? "").filter((text) => text.includes("$"));
    expect(amounts.length).toBeGreaterThan(3);
    for (const amount of amounts) expect(amount).toMatch(/^\$\d{1,3}(,\d{3})*$/);
  });
});

describe("DepositLmiCalculator a dollar above the 80% line", () => {
  const block = builtBlock("depositAndLmi", "deposit-lmi-calculator", "2025-11-25");
  // $150,000 down on $750,001: the loan, $600,001, is just over 80% of the price.
  const doc = render(<DepositLmiCalculator {...block} defaults={{ ...block.defaults, price: 750_001, deposit: 150_000 }} />);
  const result = (id: string) => doc.querySelector(`[data-testid="${id}"]`)?.textContent;

  it('shows LMI likely with a dollar more to find, and an LVR above 80%, never "$0" or "80%" beside it', () => {
    expect([result("lmi")?.startsWith("Likely"), result("deposit-for-threshold"), result("shortfall"), result("lvr")]).toEqual([
      true,
      "$150,001",
      "$1",
      "80.01%",
    ]);
  });
});
