import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { builtBlock } from "../../../tests/calculator-blocks.ts";
import { NswTransferDutyCalculator } from "./NswTransferDutyCalculator.tsx";

const shown = (doc: Document, id: string) => doc.querySelector(`[data-testid="${id}"]`)?.textContent;

describe("NswTransferDutyCalculator", () => {
  // Built during 2025–26: the general rates of 1 July 2025.
  const doc = render(<NswTransferDutyCalculator {...builtBlock("nswTransferDuty", "nsw-transfer-duty-calculator", "2025-11-25")} />);

  it("prerenders the worked example, a first home at $850,000, under the rates of 1 July 2025", () => {
    // General duty: $11,152 + $4.50 × 4,780 hundreds over $372,000 = $32,662.
    expect(shown(doc, "general-duty")).toBe("$32,662.00");
    // First home (s 78A): $32,662 less the duty at $800,000 ($11,152 + $4.50 × 4,280 = $30,412) × 150,000 / 200,000 = $9,853.
    expect(shown(doc, "duty")).toBe("$9,853.00");
    expect(shown(doc, "saving")).toBe("$22,809.00");
  });

  it("says which rates it used and cites Revenue NSW", () => {
    expect(shown(doc, "rates-in-force")).toBe("Rates in force from 1 July 2025.");
    expect(doc.querySelector('a[href^="https://www.revenue.nsw.gov.au/"]')?.textContent).toContain("Revenue NSW");
  });

  it("uses the rates in force on the day the page was built: before 1 July 2025, those of 1 July 2024", () => {
    const earlier = render(<NswTransferDutyCalculator {...builtBlock("nswTransferDuty", "nsw-transfer-duty-calculator", "2025-06-30")} />);
    // $10,909 + $4.50 × 4,860 hundreds over $364,000.
    expect(shown(earlier, "general-duty")).toBe("$32,779.00");
    expect(shown(earlier, "rates-in-force")).toBe("Rates in force from 1 July 2024.");
  });
});
