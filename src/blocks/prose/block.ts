import { defineBlock } from "../define-block.ts";
import { Prose } from "./Prose.tsx";

export default defineBlock({
  type: "prose",
  label: "Text",
  component: Prose,
  interactive: false,
  // Part of an article's running text: beside a table of contents, it shares the text's column.
  layout: "article-text",
});
