import { defineBlock } from "../define-block.ts";
import { TableOfContents } from "./TableOfContents.tsx";

export default defineBlock({
  type: "table-of-contents",
  label: "Table of contents",
  component: TableOfContents,
  interactive: false,
  // The running text after it shares a two-column layout with it.
  layout: "contents",
});
