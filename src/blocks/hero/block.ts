import { defineBlock } from "../define-block.ts";
import { Hero } from "./Hero.tsx";

export default defineBlock({
  type: "hero",
  label: "Hero banner",
  component: Hero,
  interactive: false,
});
