import { defineBlock } from "../define-block.ts";
import { FormCollection } from "./FormCollection.tsx";

export default defineBlock({
  type: "form-collection",
  label: "What each form collects",
  component: FormCollection,
  interactive: false,
  // Part of an article's running text: beside a table of contents, it shares the text's column.
  layout: "article-text",
});
