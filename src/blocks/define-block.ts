/**
 * What one block type is, in one place: `src/blocks/<type>/block.ts` default-exports
 * `defineBlock({...})`, and `npm run gen` collects every folder into src/generated/block-registry.ts.
 * Adding a block type is a schema, a folder with its definition, component and test, and nothing else.
 */
import type { ComponentType } from "react";
import type { Block, PageDocument, SiteConfig } from "../generated/content-types.ts";

export type BlockType = Block["type"];
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;
export type JsonLd = Record<string, unknown>;

export interface BlockDefinition<T extends BlockType> {
  /** The block's `type`, equal to its schema's file stem and its folder's name. */
  type: T;
  /** A short human name for the block picker and editor, e.g. "Frequently asked questions". */
  label: string;
  /**
   * The component, or `{ load }` to put it (and the libraries it brings) in a chunk of its own that
   * only pages using the block download. The prerender waits for a loaded component, so the HTML is
   * complete either way.
   */
  component: ComponentType<BlockOfType<T>> | { load: () => Promise<ComponentType<BlockOfType<T>>> };
  /**
   * Whether the block needs React in the browser (state, effects, event handlers). A block that says
   * false renders to HTML that works as it is (small behaviours go in src/chrome/enhance.ts), so a
   * page made only of such blocks loads no React at all. A block that says true is hydrated on its
   * own as an island (src/client/islands.tsx): it gets the site and page path from context
   * (`useSite`, `usePagePath`), but no router runs in the browser, so it must not use router hooks.
   * A Suspense boundary inside it is an IslandSuspense (src/ui/IslandSuspense.tsx; lint enforces it),
   * so the page is not marked ready before the boundary's content is hydrated.
   */
  interactive: boolean;
  /** Structured data (JSON-LD) the block adds to the page head, if search engines have a type for it. */
  structuredData?: (block: BlockOfType<T>, page: PageDocument, site: SiteConfig) => JsonLd;
}

/** Identity at run time; at compile time it ties the component's props to the block's own type. */
export function defineBlock<T extends BlockType>(definition: { type: T } & BlockDefinition<NoInfer<T>>): BlockDefinition<T> {
  return definition;
}

/** Every block type's definition, keyed by type: the generated registry must satisfy this. */
export type BlockDefinitions = { [T in BlockType]: BlockDefinition<T> };
