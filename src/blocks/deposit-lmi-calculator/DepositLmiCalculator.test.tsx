import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { builtBlock, calculatorFacts } from "../../../tests/calculator-blocks.ts";
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

describe("DepositLmiCalculator on a first home with a small deposit", () => {
  const block = builtBlock("depositAndLmi", "deposit-lmi-calculator", "2025-11-25");
  // The scheme as its fact file states it (the set in force on the build day).
  const scheme = calculatorFacts["home-guarantee"].periods.filter((period) => period.effectiveFrom <= "2025-11-25").at(-1);
  const shown = (defaults: Partial<typeof block.defaults>) => {
    const doc = render(<DepositLmiCalculator {...block} defaults={{ ...block.defaults, state: "NSW", property: "home", ...defaults }} />);
    return (id: string) => doc.querySelector(`[data-testid="${id}"]`)?.textContent ?? undefined;
  };

  it("names the scheme beside LMI likely when a first home buyer puts down its minimum under the lower price cap", () => {
    if (!scheme) throw new Error("no home guarantee set in force on the build day");
    const price = scheme.priceCaps.restOfNsw;
    const result = shown({ price, deposit: Math.ceil((price * scheme.minDeposit) / 100), firstHome: true });
    expect(result("lmi")).toBe("Likely");
    expect(result("lmi-scheme")).toContain(scheme.name);
    expect(result("lmi-scheme")).toContain(`$${scheme.priceCaps.sydneyAndRegionalCentres / 1_000_000}M`);
  });

  it("does not name it for a buyer who is not buying a first home, nor above the higher cap", () => {
    if (!scheme) throw new Error("no home guarantee set in force on the build day");
    const price = scheme.priceCaps.restOfNsw;
    expect(shown({ price, deposit: Math.ceil((price * scheme.minDeposit) / 100), firstHome: false })("lmi-scheme")).toBeUndefined();
    const over = scheme.priceCaps.sydneyAndRegionalCentres + 1;
    expect(shown({ price: over, deposit: Math.ceil((over * scheme.minDeposit) / 100), firstHome: true })("lmi-scheme")).toBeUndefined();
  });

  it(`says lenders generally stop at the configured cap when the loan is above it, and not at it`, () => {
    const cap = block.lvrCap;
    const price = 700_000;
    const atCap = Math.ceil((price * (100 - cap)) / 100);
    expect(shown({ price, deposit: atCap - 1 })("lvr-cap")).toContain(`${cap}%`);
    expect(shown({ price, deposit: atCap })("lvr-cap")).toBeUndefined();
  });
});
