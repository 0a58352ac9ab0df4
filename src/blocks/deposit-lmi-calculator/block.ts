import { defineBlock } from "../define-block.ts";
import { calculatorBreadcrumbs } from "../../calculator-ui/breadcrumbs.ts";

export default defineBlock({
  type: "deposit-lmi-calculator",
  label: "Deposit and LMI calculator",
  component: { load: async () => (await import("./DepositLmiCalculator.tsx")).DepositLmiCalculator },
  facts: ["nsw-transfer-duty", "nsw-first-home-buyers", "home-guarantee"],
  interactive: true,
  tool: true,
  structuredData: calculatorBreadcrumbs,
});
