import { PrintSheet } from "./PrintSheet.tsx";
import { defineBlock } from "../define-block.ts";

export default defineBlock({
  type: "print-sheet",
  label: "Printable sheet",
  component: PrintSheet,
  // The print button is one vanilla listener (src/chrome/enhance.ts).
  interactive: false,
});
