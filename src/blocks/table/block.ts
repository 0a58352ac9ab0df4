import { defineBlock } from "../define-block.ts";
import { Table } from "./Table.tsx";

export default defineBlock({
  type: "table",
  label: "Table",
  component: Table,
  interactive: false,
});
