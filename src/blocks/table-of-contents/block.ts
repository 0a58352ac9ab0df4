import { defineBlock } from "../define-block.ts";
import { TableOfContents } from "./TableOfContents.tsx";

export default defineBlock({
  type: "table-of-contents",
  label: "Table of contents",
  component: TableOfContents,
  interactive: false,
});
