import { defineBlock } from "../define-block.ts";

export default defineBlock({
  type: "not-found",
  label: "Page not found",
  // Used on one page only, so the other pages do not download it.
  component: { load: async () => (await import("./NotFound.tsx")).NotFound },
  interactive: true,
});
