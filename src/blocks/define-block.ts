/**
 * What one block type is, in one place: `src/blocks/<type>/block.ts` default-exports
 * `defineBlock({...})`, and `npm run gen` collects every folder into src/generated/block-registry.ts.
 * Adding a block type is a schema, a folder with its definition, component and test, and nothing else.
 *
 * A block that needs a little browser behaviour but no React (an accordion, a print button) puts it
 * in `behaviour.ts` in its folder, default-exporting a `BlockBehaviour`. `npm run gen` lists those
 * files (src/generated/block-behaviours.ts); the build bundles each on its own, and a page loads
 * the behaviours of the blocks it has and no others.
 *
 * Its content checks go in `checks.ts` (see src/content/block-check-contract.ts), and its editor
 * hints in its schema's `editor` keyword (see src/content/editor-hints.ts): nothing outside the
 * block's folder and schema names its type.
 */
import type { ReactNode } from "react";

/**
 * A block's component: a function of its props (every block is one), which also lets the registry
 * hold blocks that ask for different facts under one type.
 */
export type BlockComponent<P> = (props: P) => ReactNode;
import type { Block, PageDocument, SiteConfig } from "../generated/content-types.ts";
import type { FactName, Facts } from "../generated/facts.ts";
import type { MeasuredImage } from "../lib/image-variants.ts";

export type BlockType = Block["type"];
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;
export type JsonLd = Record<string, unknown>;

/**
 * A block's browser behaviour without React: installed once on the prerendered page (by its own
 * script in production, by the root component in development); returns its uninstaller.
 */
export type BlockBehaviour = (document: Document) => () => void;

/**
 * What a block that uses facts is given besides its own fields: the facts it names, whole (every
 * dated set, so a calculator can pick the one in force on the day it runs), and the day the page
 * was built, the set its prerendered HTML shows.
 */
export interface FactProps<F extends FactName> {
  facts: Pick<Facts, F>;
  /** The build day, YYYY-MM-DD in Sydney. */
  builtOn: string;
}

/**
 * A picture shown as the largest thing on the first screen, with <Picture priority>, and how wide
 * the page shows it (its `sizes`), so the head's hint fetches the copy the page will pick.
 */
export interface OpeningPicture {
  image: MeasuredImage;
  sizes: string;
}

/** A block component's props: its schema's fields, and the facts it asked for. */
export type BlockProps<T extends BlockType, F extends FactName = never> = BlockOfType<T> & ([F] extends [never] ? unknown : FactProps<F>);

export interface BlockDefinition<T extends BlockType, F extends FactName = never> {
  /** The block's `type`, equal to its schema's file stem and its folder's name. */
  type: T;
  /** A short human name for the block picker and editor, e.g. "Frequently asked questions". */
  label: string;
  /**
   * The component, or `{ load }` to put it (and the libraries it brings) in a chunk of its own that
   * only pages using the block download. The prerender waits for a loaded component, so the HTML is
   * complete either way.
   */
  component: BlockComponent<BlockProps<T, F>> | { load: () => Promise<BlockComponent<BlockProps<T, F>>> };
  /**
   * The facts (pages.config/facts/<name>.json) the block states, e.g. a duty calculator's schedule:
   * given to the component as `facts`, and written into an island's props so the browser has them.
   */
  facts?: readonly F[];
  /**
   * Whether the block needs React in the browser (state, effects, event handlers). A block that says
   * false renders to HTML that works as it is (a small behaviour goes in the folder's behaviour.ts), so a
   * page made only of such blocks loads no React at all. A block that says true is hydrated on its
   * own as an island (src/client/islands.tsx): it gets the site and page path from context
   * (`useSite`, `usePagePath`), but no router runs in the browser, so it must not use router hooks.
   * A Suspense boundary inside it is an IslandSuspense (src/ui/IslandSuspense.tsx; lint enforces it),
   * so the page is not marked ready before the boundary's content is hydrated.
   */
  interactive: boolean;
  /** Structured data (JSON-LD) the block adds to the page head, if search engines have a type for it. */
  structuredData?: (block: BlockOfType<T>, page: PageDocument, site: SiteConfig) => JsonLd;
  /**
   * The picture the block shows as the page's largest paint when it opens the page, if it shows one:
   * the page's head then asks for it before the page is read. Only the first block is asked.
   */
  openingPicture?: (block: BlockOfType<T>) => OpeningPicture | undefined;
  /** Its place in the page's layout beside other blocks (see LayoutRole); none unless it says. */
  layout?: LayoutRole;
  /**
   * True when the block is the page's way to book (a calendar): the floating booking button, which
   * every other page shows, would only cover it.
   */
  replacesFloatingBooking?: boolean;
  /**
   * CSS for visitors without JavaScript, put in a `<noscript>` on the pages with the block: what its
   * behaviour would have revealed or sized (an accordion's closed answers shown open).
   */
  noscriptCss?: string;
  /**
   * Whether this block would show the card of the person visitors talk to beside itself (a form; a calendar that asks for
   * it): the page shows the card once, so every such block after the first is told to leave it out.
   */
  brokerCard?: (block: BlockOfType<T>) => boolean;
  /** True for a block visitors came to use (a calculator, the booking box): a hero before it keeps short on phones. */
  tool?: boolean;
  /** True for a block that keeps to its heading and text on phones when a tool follows it (`toolFollows`). */
  shortBeforeTool?: boolean;
}

/** Identity at run time; at compile time it ties the component's props to the block's own type and facts. */
export function defineBlock<T extends BlockType, F extends FactName = never>(
  definition: { type: T; facts?: readonly F[] } & BlockDefinition<NoInfer<T>, NoInfer<F>>,
): BlockDefinition<T, F> {
  return definition;
}

/**
 * Where a block sits in a page's layout, beside the others: "contents" is a table of contents,
 * which the running text after it shares a two-column layout with; "article-text" reads as part of
 * that running text (prose, steps, a table). A block with no role ends the running text. "profile"
 * is the page's full card for the person behind the site, beside which no other block repeats the
 * short card (it too ends the running text).
 */
export type LayoutRole = "contents" | "article-text" | "profile";

/** Every block type's definition, keyed by type: the generated registry must satisfy this. */
export type BlockDefinitions = { [T in BlockType]: BlockDefinition<T, FactName> };
