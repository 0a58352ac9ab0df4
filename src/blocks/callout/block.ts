import { defineBlock } from "../define-block.ts";
import { Callout } from "./Callout.tsx";

export default defineBlock({
  type: "callout",
  label: "Callout",
  component: Callout,
  interactive: false,
});
