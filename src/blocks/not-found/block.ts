import { NotFound } from "./NotFound.tsx";
import { defineBlock } from "../define-block.ts";

export default defineBlock({
  type: "not-found",
  label: "Page not found",
  component: NotFound,
  // Logging the missing path is one line of vanilla script (src/chrome/enhance.ts).
  interactive: false,
});
