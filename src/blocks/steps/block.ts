import { defineBlock } from "../define-block.ts";
import { Steps } from "./Steps.tsx";

export default defineBlock({
  type: "steps",
  label: "Process steps",
  component: Steps,
  interactive: false,
});
