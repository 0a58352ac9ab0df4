import { defineBlock } from "../define-block.ts";
import { Hero } from "./Hero.tsx";
import { HERO_PICTURE_SIZES, heroImage } from "./hero-picture.ts";

export default defineBlock({
  type: "hero",
  label: "Hero banner",
  component: Hero,
  interactive: false,
  shortBeforeTool: true,
  openingPicture: (block) => {
    const image = heroImage(block);
    return image && { image, sizes: HERO_PICTURE_SIZES };
  },
});
