import { defineBlock } from "../define-block.ts";
import { Cta } from "./Cta.tsx";

export default defineBlock({
  type: "cta",
  label: "Call to action",
  component: Cta,
  interactive: false,
});
