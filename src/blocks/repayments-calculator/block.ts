import { defineBlock } from "../define-block.ts";
import { calculatorBreadcrumbs } from "../../calculator-ui/breadcrumbs.ts";

export default defineBlock({
  type: "repayments-calculator",
  label: "Repayments calculator",
  component: { load: async () => (await import("./RepaymentsCalculator.tsx")).RepaymentsCalculator },
  facts: ["example-rate"],
  interactive: true,
  tool: true,
  structuredData: calculatorBreadcrumbs,
});
