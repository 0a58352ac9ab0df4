import { defineBlock } from "../define-block.ts";
import { Testimonials } from "./Testimonials.tsx";

export default defineBlock({
  type: "testimonials",
  label: "Testimonials",
  component: Testimonials,
  interactive: false,
});
