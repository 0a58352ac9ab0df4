/**
 * Block type → component. `satisfies` over the generated union makes this exhaustive: a schema in
 * schemas/blocks/ without a component here, or a component for a type no schema declares, is a
 * type error. Adding a block is a schema, a component and one line here.
 */
import type { ComponentType } from "react";
import type { Block } from "../generated/content-types.ts";
import { Cards } from "./cards/Cards.tsx";
import { CaseStudy } from "./case-study/CaseStudy.tsx";
import { Cta } from "./cta/Cta.tsx";
import { Disclaimer } from "./disclaimer/Disclaimer.tsx";
import { EquityExample } from "./equity-example/EquityExample.tsx";
import { Faq } from "./faq/Faq.tsx";
import { Form } from "./form/Form.tsx";
import { Hero } from "./hero/Hero.tsx";
import { LogoCarousel } from "./logo-carousel/LogoCarousel.tsx";
import { MarketSnapshot } from "./market-snapshot/MarketSnapshot.tsx";
import { NotFound } from "./not-found/NotFound.tsx";
import { Prose } from "./prose/Prose.tsx";
import { Steps } from "./steps/Steps.tsx";
import { SuburbGrid } from "./suburb-grid/SuburbGrid.tsx";
import { Testimonials } from "./testimonials/Testimonials.tsx";

export type BlockComponents = { [Type in Block["type"]]: ComponentType<Extract<Block, { type: Type }>> };

export const blockRegistry = {
  cards: Cards,
  "case-study": CaseStudy,
  cta: Cta,
  disclaimer: Disclaimer,
  "equity-example": EquityExample,
  faq: Faq,
  form: Form,
  hero: Hero,
  "logo-carousel": LogoCarousel,
  "market-snapshot": MarketSnapshot,
  "not-found": NotFound,
  prose: Prose,
  steps: Steps,
  "suburb-grid": SuburbGrid,
  testimonials: Testimonials,
} satisfies BlockComponents;
