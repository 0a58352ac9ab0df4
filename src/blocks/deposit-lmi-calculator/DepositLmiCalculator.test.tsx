import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { configuredBlock } from "../../calculators/ui/test-blocks.ts";
import { DepositLmiCalculator } from "./DepositLmiCalculator.tsx";

describe("DepositLmiCalculator", () => {
  const doc = render(<DepositLmiCalculator {...configuredBlock("depositAndLmi", "deposit-lmi-calculator")} />);
  const result = (id: string) => doc.querySelector(`[data-testid="${id}"]`)?.textContent;

  it("prerenders the worked example: $75,000 down on $750,000 is 90% LVR, LMI likely, with NSW duty of $28,279", () => {
    expect([result("loan"), result("lvr"), result("lmi"), result("deposit-for-threshold"), result("shortfall")]).toEqual(["$675,000", "90%", "Likely", "$150,000", "$75,000"]);
    // $10,909 + $4.50 × 3,860 hundreds over $364,000.
    expect(result("duty")).toBe("$28,279.00");
    expect(result("cash-needed")).toBe("$103,279.00");
  });
});
