import { defineBlock } from "../define-block.ts";

export default defineBlock({
  type: "logo-carousel",
  label: "Logo carousel",
  component: { load: async () => (await import("./LogoCarousel.tsx")).LogoCarousel },
  interactive: true,
});
