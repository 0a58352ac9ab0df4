import { defineBlock } from "../define-block.ts";
import { Disclaimer } from "./Disclaimer.tsx";

export default defineBlock({
  type: "disclaimer",
  label: "Disclaimer",
  component: Disclaimer,
  interactive: false,
});
