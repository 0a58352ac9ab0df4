import { defineBlock } from "../define-block.ts";
import { Table } from "./Table.tsx";

export default defineBlock({
  type: "table",
  label: "Table",
  component: Table,
  interactive: false,
  // Part of an article's running text: beside a table of contents, it shares the text's column.
  layout: "article-text",
});
