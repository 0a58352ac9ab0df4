import { defineBlock } from "../define-block.ts";
import { Cards } from "./Cards.tsx";

export default defineBlock({
  type: "cards",
  label: "Cards",
  component: Cards,
  interactive: false,
});
