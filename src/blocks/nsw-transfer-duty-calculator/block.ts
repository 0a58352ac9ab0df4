import { defineBlock } from "../define-block.ts";
import { calculatorBreadcrumbs } from "../../calculator-ui/breadcrumbs.ts";

export default defineBlock({
  type: "nsw-transfer-duty-calculator",
  label: "NSW transfer duty calculator",
  component: { load: async () => (await import("./NswTransferDutyCalculator.tsx")).NswTransferDutyCalculator },
  facts: ["nsw-transfer-duty", "nsw-first-home-buyers"],
  interactive: true,
  tool: true,
  structuredData: calculatorBreadcrumbs,
});
