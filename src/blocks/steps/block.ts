import { defineBlock } from "../define-block.ts";
import { Steps } from "./Steps.tsx";

export default defineBlock({
  type: "steps",
  label: "Process steps",
  component: Steps,
  interactive: false,
  // Part of an article's running text: beside a table of contents, it shares the text's column.
  layout: "article-text",
});
