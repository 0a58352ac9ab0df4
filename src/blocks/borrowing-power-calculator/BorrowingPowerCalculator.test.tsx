import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { builtBlock, calculatorFacts } from "../../../tests/calculator-blocks.ts";
import { BorrowingPowerCalculator } from "./BorrowingPowerCalculator.tsx";

describe("BorrowingPowerCalculator", () => {
  // Built in the 2026–27 income year: the lowest tax rate is 15%.
  const doc = render(<BorrowingPowerCalculator {...builtBlock("borrowingPower", "borrowing-power-calculator", "2026-11-25")} />);
  const text = doc.body.textContent ?? "";

  it("prerenders the worked example as a range: $95,000 + $70,000, one dependant → $759,000 to $826,000", () => {
    // Take-home: $95,000 − $19,020 tax − $1,900 levy, and $70,000 − $11,520 − $1,400: $131,160 a year, $10,930 a month.
    // Less the $3,600 benchmark (two adults and a dependant, above the $3,500 declared) and 3.8% of $10,000 in card limits: $6,950.
    // At 6.50% + 3 points = 9.50% over 30 years that repays $826,540; at 10.50%, $759,779 (each rounded down to $1,000).
    expect(doc.querySelector('[data-testid="net-income"]')?.textContent).toBe("$10,930.00");
    expect(doc.querySelector('[data-testid="estimate"]')?.textContent).toBe("$759,000 to $826,000");
    expect(doc.querySelector('[data-testid="assessment-rate"]')?.textContent).toBe("9.5% a year");
  });

  it("taxes incomes at the rates in force on the day: 16% on $18,201–$45,000 before 1 July 2026", () => {
    const earlier = render(<BorrowingPowerCalculator {...builtBlock("borrowingPower", "borrowing-power-calculator", "2026-06-30")} />);
    // $26,800 × 1% more tax on each income: $536 a year, $44.67 a month less.
    expect(earlier.querySelector('[data-testid="net-income"]')?.textContent).toBe("$10,885.33");
    expect(earlier.body.textContent).toContain("resident rates in force from 1 July 2025");
  });

  it("states the assumptions, the sources with their dates, the debt-to-income limit and that it is not an approval", () => {
    expect(text).toContain("An estimate, not an approval or an offer");
    expect(text).toContain("plus APRA's buffer of 3 percentage points");
    expect(text).toContain("resident rates in force from 1 July 2026");
    expect(text).toContain("Serviceability buffer: APRA");
    expect(text).toContain("APRA limits each bank to 20% of its new owner-occupier lending");
    expect(text).toContain("not the Household Expenditure Measure (HEM)");
  });

  it("says take-home pay counts the low income tax offset and the Medicare levy's low-income reduction, with their sources", () => {
    const offset = calculatorFacts["low-income-tax-offset"].periods.at(-1);
    const levy = calculatorFacts["medicare-levy"].periods.at(-1);
    expect(text).toContain(`less the low income tax offset (up to $${offset?.maximum})`);
    expect(text).toContain(`none up to $${levy?.lowIncome?.threshold.toLocaleString("en-AU")}`);
    expect(text).toContain(`Low income tax offset: ${offset?.source.publisher}`);
  });

  it("on a low income, counts the offset and the levy's reduction in take-home pay: $27,222 a year is $2,214.06 a month in 2026–27, not $2,110.36", () => {
    const block = builtBlock("borrowingPower", "borrowing-power-calculator", "2026-11-25");
    const low = render(<BorrowingPowerCalculator {...block} defaults={{ ...block.defaults, applicants: 1, income1: 27_222 }} />);
    // 15% of $9,022 = $1,353.30, less the $700 offset: $653.30 tax; no levy at the threshold; ($27,222 − $653.30) / 12.
    expect(low.querySelector('[data-testid="net-income"]')?.textContent).toBe("$2,214.06");
  });
});
