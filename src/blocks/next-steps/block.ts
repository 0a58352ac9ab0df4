import { defineBlock } from "../define-block.ts";
import { NextSteps } from "./NextSteps.tsx";

export default defineBlock({
  type: "next-steps",
  label: "What happens next",
  component: NextSteps,
  interactive: false,
});
