import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { configuredBlock } from "../../calculators/ui/test-blocks.ts";
import { BorrowingPowerCalculator } from "./BorrowingPowerCalculator.tsx";

describe("BorrowingPowerCalculator", () => {
  const doc = render(<BorrowingPowerCalculator {...configuredBlock("borrowingPower", "borrowing-power-calculator")} />);
  const text = doc.body.textContent ?? "";

  it("prerenders the worked example as a range: $95,000 + $70,000, one dependant → $780,000 to $851,000", () => {
    expect(doc.querySelector('[data-testid="estimate"]')?.textContent).toBe("$780,000 to $851,000");
    expect(doc.querySelector('[data-testid="assessment-rate"]')?.textContent).toBe("9.09% a year");
  });

  it("states the assumptions, the buffer's source and that it is not an approval", () => {
    expect(text).toContain("An estimate, not an approval or an offer");
    expect(text).toContain("plus a buffer of 3 percentage points");
    expect(text).toContain("Serviceability buffer: APRA");
    expect(text).toContain("not the Household Expenditure Measure (HEM)");
    expect(text).toContain("as at 1 November 2021");
  });
});
