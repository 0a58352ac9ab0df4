import { defineBlock } from "../define-block.ts";
import { RentVersusInterest } from "./RentVersusInterest.tsx";

export default defineBlock({
  type: "rent-versus-interest",
  label: "Rent versus interest table",
  component: RentVersusInterest,
  facts: ["example-rate"],
  interactive: false,
});
