/**
 * Block type → component. `satisfies` over the generated union makes this exhaustive: a schema in
 * schemas/blocks/ without a component here, or a component for a type no schema declares, is a
 * type error. Adding a block is a schema, a component and one line here.
 *
 * Blocks that bring a sizeable library (an accordion, a carousel, a form) are registered with
 * `lazyBlock`, so that library is downloaded only by pages that use the block.
 */
import { lazy, type ComponentType } from "react";
import type { Block } from "../generated/content-types.ts";
import { ArticleHeader } from "./article-header/ArticleHeader.tsx";
import { BookingWidget } from "./booking-widget/BookingWidget.tsx";
import { Callout } from "./callout/Callout.tsx";
import { Cards } from "./cards/Cards.tsx";
import { CaseStudy } from "./case-study/CaseStudy.tsx";
import { Checklist } from "./checklist/Checklist.tsx";
import { ComparisonGrid } from "./comparison-grid/ComparisonGrid.tsx";
import { Cta } from "./cta/Cta.tsx";
import { Disclaimer } from "./disclaimer/Disclaimer.tsx";
import { EquityExample } from "./equity-example/EquityExample.tsx";
import { Form } from "./form/Form.tsx";
import { Hero } from "./hero/Hero.tsx";
import { MarketSnapshot } from "./market-snapshot/MarketSnapshot.tsx";
import { NotFound } from "./not-found/NotFound.tsx";
import { PostList } from "./post-list/PostList.tsx";
import { PrintSheet } from "./print-sheet/PrintSheet.tsx";
import { Prose } from "./prose/Prose.tsx";
import { Steps } from "./steps/Steps.tsx";
import { SuburbGrid } from "./suburb-grid/SuburbGrid.tsx";
import { Table } from "./table/Table.tsx";
import { TableOfContents } from "./table-of-contents/TableOfContents.tsx";
import { Testimonials } from "./testimonials/Testimonials.tsx";

/** A block component in its own chunk; the prerender waits for it, so its HTML is complete. */
function lazyBlock<Props>(name: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return Object.assign(lazy(async () => ({ default: await load() })), { displayName: name });
}

export type BlockComponents = { [Type in Block["type"]]: ComponentType<Extract<Block, { type: Type }>> };

export const blockRegistry = {
  "article-header": ArticleHeader,
  "booking-widget": BookingWidget,
  callout: Callout,
  cards: Cards,
  "case-study": CaseStudy,
  checklist: Checklist,
  "comparison-grid": ComparisonGrid,
  cta: Cta,
  disclaimer: Disclaimer,
  "equity-example": EquityExample,
  faq: lazyBlock("Faq", () => import("./faq/Faq.tsx").then((m) => m.Faq)),
  form: Form,
  hero: Hero,
  "logo-carousel": lazyBlock("LogoCarousel", () => import("./logo-carousel/LogoCarousel.tsx").then((m) => m.LogoCarousel)),
  "market-snapshot": MarketSnapshot,
  "not-found": NotFound,
  "post-list": PostList,
  "print-sheet": PrintSheet,
  prose: Prose,
  steps: Steps,
  "suburb-grid": SuburbGrid,
  "table-of-contents": TableOfContents,
  table: Table,
  testimonials: Testimonials,
} satisfies BlockComponents;
