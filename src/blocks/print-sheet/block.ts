import { defineBlock } from "../define-block.ts";

export default defineBlock({
  type: "print-sheet",
  label: "Printable sheet",
  // Used on one page only, so the other pages do not download it.
  component: { load: async () => (await import("./PrintSheet.tsx")).PrintSheet },
  interactive: true,
});
