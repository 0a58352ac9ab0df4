import { defineBlock } from "../define-block.ts";
import { OfficeDetails } from "./OfficeDetails.tsx";

export default defineBlock({
  type: "office-details",
  label: "Office details",
  component: OfficeDetails,
  interactive: false,
});
