import { defineBlock } from "../define-block.ts";
import { CaseStudy } from "./CaseStudy.tsx";

export default defineBlock({
  type: "case-study",
  label: "Case study",
  component: CaseStudy,
  interactive: false,
});
