import { defineBlock } from "../define-block.ts";
import { ComparisonGrid } from "./ComparisonGrid.tsx";

export default defineBlock({
  type: "comparison-grid",
  label: "Comparison grid",
  component: ComparisonGrid,
  interactive: false,
});
