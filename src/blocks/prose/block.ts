import { defineBlock } from "../define-block.ts";
import { Prose } from "./Prose.tsx";

export default defineBlock({
  type: "prose",
  label: "Text",
  component: Prose,
  interactive: false,
});
