import { defineBlock } from "../define-block.ts";
import { Checklist } from "./Checklist.tsx";

export default defineBlock({
  type: "checklist",
  label: "Checklist",
  component: Checklist,
  interactive: false,
});
