/**
 * Block type → component. `satisfies` over the generated union makes this exhaustive: a schema in
 * schemas/blocks/ without a component here, or a component for a type no schema declares, is a
 * type error. Adding a block is a schema, a component and one line here.
 */
import type { ComponentType } from "react";
import type { Block } from "../generated/content-types.ts";
import { ArticleHeader } from "./article-header/ArticleHeader.tsx";
import { Cards } from "./cards/Cards.tsx";
import { ComparisonGrid } from "./comparison-grid/ComparisonGrid.tsx";
import { Cta } from "./cta/Cta.tsx";
import { Faq } from "./faq/Faq.tsx";
import { Form } from "./form/Form.tsx";
import { Hero } from "./hero/Hero.tsx";
import { LogoCarousel } from "./logo-carousel/LogoCarousel.tsx";
import { NotFound } from "./not-found/NotFound.tsx";
import { PostList } from "./post-list/PostList.tsx";
import { PrintSheet } from "./print-sheet/PrintSheet.tsx";
import { Prose } from "./prose/Prose.tsx";
import { Steps } from "./steps/Steps.tsx";
import { Table } from "./table/Table.tsx";
import { TableOfContents } from "./table-of-contents/TableOfContents.tsx";
import { Testimonials } from "./testimonials/Testimonials.tsx";

export type BlockComponents = { [Type in Block["type"]]: ComponentType<Extract<Block, { type: Type }>> };

export const blockRegistry = {
  "article-header": ArticleHeader,
  cards: Cards,
  "comparison-grid": ComparisonGrid,
  cta: Cta,
  faq: Faq,
  form: Form,
  hero: Hero,
  "logo-carousel": LogoCarousel,
  "not-found": NotFound,
  "post-list": PostList,
  "print-sheet": PrintSheet,
  prose: Prose,
  steps: Steps,
  table: Table,
  "table-of-contents": TableOfContents,
  testimonials: Testimonials,
} satisfies BlockComponents;
