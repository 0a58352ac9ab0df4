import { defineBlock } from "../define-block.ts";
import { calculatorBreadcrumbs } from "../../calculator-ui/breadcrumbs.ts";

export default defineBlock({
  type: "borrowing-power-calculator",
  label: "Borrowing power calculator",
  component: { load: async () => (await import("./BorrowingPowerCalculator.tsx")).BorrowingPowerCalculator },
  facts: ["income-tax", "medicare-levy", "low-income-tax-offset", "serviceability-buffer", "debt-to-income-limit", "example-rate"],
  interactive: true,
  tool: true,
  structuredData: calculatorBreadcrumbs,
});
