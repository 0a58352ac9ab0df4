/**
 * A site's own block type, defined in its folder (`<site>/blocks/<type>/block.ts`, beside its
 * schema and component; src/content/site-blocks.ts reads the schema), imported there as
 * `pagekit/block`. The same contract as a kernel block (src/blocks/define-block.ts), less what a
 * site's block cannot have yet: facts, behaviours (`behaviour.ts`) and content checks (`checks.ts`),
 * which the generated lists of the kernel's blocks carry. One that says `interactive: true` is an
 * island as a kernel calculator is: the build bundles it from the site's folder into the islands'
 * script (scripts/build-client.ts), and the browser hydrates it (src/client/islands.tsx).
 * The build registers the site's definitions (scripts/lib/site-blocks-plugin.ts) before any page is
 * rendered; the registry (registry.ts) asks here for a type that is not the kernel's.
 */
import type { ComponentType, ReactNode } from "react";
import type { LayoutRole } from "./define-block.ts";

export interface SiteBlockDefinition<P extends { type: string }> {
  /** The block's `type`: its folder's name and its schema's `type` constant. */
  type: P["type"];
  /** A short human name for the editor's list of blocks, e.g. "Treatment prices". */
  label: string;
  /** The component, a function of the block's fields (its generated `<type>.props.ts`). */
  component: (props: P) => ReactNode;
  /**
   * Whether the block needs React in the browser (state, effect, event handler), as a kernel
   * block's `interactive`: true hydrates it as an island on the pages that have it, with the site
   * from `useSite` (no router runs in the browser); false renders it to HTML that works as it is,
   * and a page made only of such blocks loads no React.
   */
  interactive: boolean;
  /** Its place in the page's layout beside other blocks, as a kernel block's `layout`. */
  layout?: LayoutRole;
}

/** Identity at run time; at compile time it ties the component's props to the block's generated type. */
export function defineSiteBlock<P extends { type: string }>(definition: SiteBlockDefinition<P>): SiteBlockDefinition<P> {
  return definition;
}

/** A site block's definition as the renderer holds it, its props no longer told apart. */
export interface RegisteredSiteBlock {
  type: string;
  label: string;
  component: ComponentType<Record<string, unknown>>;
  interactive: boolean;
  layout?: LayoutRole;
}

const registered = new Map<string, RegisteredSiteBlock>();

/** Each registered site block's component by type, an object so a page looks one up as it looks up the kernel's. */
export const siteBlockComponents: Record<string, ComponentType<Record<string, unknown>>> = {};

/**
 * Called by the build's generated module with each site block's definition and its file: a
 * definition that does not match its folder, or asks for what a site block cannot do yet, stops
 * the build with a sentence naming the file.
 */
export function registerSiteBlocks(definitions: ReadonlyArray<{ file: string; folder: string; definition: unknown }>): void {
  registered.clear();
  for (const type of Object.keys(siteBlockComponents)) delete siteBlockComponents[type];
  for (const { file, folder, definition } of definitions) {
    const block = definition as Partial<RegisteredSiteBlock> | undefined;
    if (!block || block.type !== folder)
      throw new Error(
        `${file}: its default export must be defineSiteBlock({ type: "${folder}", … }), the folder's name (it is ${JSON.stringify(block?.type)})`,
      );
    if (typeof block.interactive !== "boolean")
      throw new Error(
        `${file}: say whether the block needs React in the browser: interactive: true hydrates it on its pages, interactive: false renders it to HTML alone`,
      );
    if (typeof block.component !== "function") throw new Error(`${file}: "component" must be the block's component, a function of its fields`);
    registered.set(folder, block as RegisteredSiteBlock);
    siteBlockComponents[folder] = block.component;
  }
}

/** The site's own block of this type, if the build registered one. */
export const siteBlockDefinition = (type: string): RegisteredSiteBlock | undefined => registered.get(type);

// What a site block's component may build on, so it looks and reads as the kernel's blocks do.
export { Section } from "../ui/Section.tsx";
export { DataTable } from "../ui/DataTable.tsx";
export { Card } from "../ui/Card.tsx";
export { Icon } from "../ui/Icon.tsx";
export { ReadMore } from "../ui/ReadMore.tsx";
export { keepHyphenatedWords } from "../ui/hyphenated.tsx";
export { acrossAt } from "../lib/balanced-columns.ts";
export { cn } from "../lib/cn.ts";
export { formatMoney, formatDollars } from "../lib/money.ts";
export { useSite } from "../site/site-context.tsx";
