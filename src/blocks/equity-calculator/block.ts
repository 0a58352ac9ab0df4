import { defineBlock } from "../define-block.ts";
import { calculatorBreadcrumbs } from "../../calculator-ui/breadcrumbs.ts";

export default defineBlock({
  type: "equity-calculator",
  label: "Equity calculator",
  component: { load: async () => (await import("./EquityCalculator.tsx")).EquityCalculator },
  interactive: true,
  tool: true,
  structuredData: calculatorBreadcrumbs,
});
