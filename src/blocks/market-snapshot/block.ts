import { defineBlock } from "../define-block.ts";
import { MarketSnapshot } from "./MarketSnapshot.tsx";

export default defineBlock({
  type: "market-snapshot",
  label: "Market snapshot",
  component: MarketSnapshot,
  interactive: false,
});
