import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { configuredBlock } from "../../calculators/ui/test-blocks.ts";
import { NswTransferDutyCalculator } from "./NswTransferDutyCalculator.tsx";

describe("NswTransferDutyCalculator", () => {
  const doc = render(<NswTransferDutyCalculator {...configuredBlock("nswTransferDuty", "nsw-transfer-duty-calculator")} />);

  it("prerenders the worked example: a first home at $850,000 pays $39,529 × 50,000 / 200,000 = $9,882.25", () => {
    expect(doc.querySelector('[data-testid="duty"]')?.textContent).toBe("$9,882.25");
    expect(doc.querySelector('[data-testid="general-duty"]')?.textContent).toBe("$32,779.00");
    expect(doc.querySelector('[data-testid="saving"]')?.textContent).toBe("$22,896.75");
  });

  it("shows the effective date and cites Revenue NSW", () => {
    expect(doc.body.textContent).toContain("Rates effective 1 July 2024.");
    expect(doc.querySelector('a[href^="https://www.revenue.nsw.gov.au/"]')?.textContent).toContain("Revenue NSW");
  });
});
