import { defineBlock } from "../define-block.ts";
import { Testimonials } from "./Testimonials.tsx";

export default defineBlock({
  type: "testimonials",
  label: "Testimonials",
  component: Testimonials,
  // Every testimonial is stated once, in pages.config/facts/testimonials.json; a block chooses from it.
  facts: ["testimonials"],
  interactive: false,
});
