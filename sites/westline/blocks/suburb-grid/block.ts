import { defineSiteBlock } from "pagekit/block";
import { SuburbGrid } from "./SuburbGrid.tsx";
import type { SuburbGridBlock } from "./suburb-grid.props.ts";

export default defineSiteBlock<SuburbGridBlock>({
  type: "suburb-grid",
  label: "Suburb report grid",
  component: SuburbGrid,
  interactive: false,
});
