import { defineBlock } from "../define-block.ts";
import { SuburbGrid } from "./SuburbGrid.tsx";

export default defineBlock({
  type: "suburb-grid",
  label: "Suburb report grid",
  component: SuburbGrid,
  interactive: false,
});
