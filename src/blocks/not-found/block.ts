import { defineBlock } from "../define-block.ts";
import { NotFound } from "./NotFound.tsx";

export default defineBlock({
  type: "not-found",
  label: "Page not found",
  component: NotFound,
  interactive: true,
});
