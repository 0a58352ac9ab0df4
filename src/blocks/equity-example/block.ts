import { defineBlock } from "../define-block.ts";
import { EquityExample } from "./EquityExample.tsx";

export default defineBlock({
  type: "equity-example",
  label: "Equity worked example",
  component: EquityExample,
  interactive: false,
});
