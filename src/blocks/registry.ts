/**
 * Block type → component, from the generated definitions (src/generated/block-registry.ts), and
 * whether a page needs React in the browser at all.
 */
import type { ComponentType } from "react";
import type { Block } from "../generated/content-types.ts";
import { blockDefinitions } from "../generated/block-registry.ts";
import { componentOf } from "./block-component.ts";
import type { FactName } from "../generated/facts.ts";
import type { BlockDefinition, BlockType, LayoutRole } from "./define-block.ts";
import { siteBlockDefinition } from "./site-block.ts";

export const blockComponents = Object.fromEntries(
  Object.entries(blockDefinitions).map(([type, definition]) => [type, componentOf(type as BlockType, definition as BlockDefinition<BlockType, FactName>)]),
) as Partial<Record<BlockType, ComponentType<Block>>>;

/**
 * The block type's definition: the kernel's, or the site's own, which states no facts and has none
 * of the optional parts (src/blocks/site-block.ts). Outside a Vite build (a script reading which
 * pages use facts) the site's are not loaded, and that is what they are taken to be.
 */
export function definitionOf(type: BlockType): Partial<BlockDefinition<BlockType, FactName>> {
  if (Object.hasOwn(blockDefinitions, type)) return blockDefinitions[type] as BlockDefinition<BlockType, FactName>;
  const site = siteBlockDefinition(type);
  return site ? { label: site.label, interactive: site.interactive, layout: site.layout } : {};
}

/** The facts this block type states (its definition's `facts`). */
export const blockFacts = (type: BlockType): readonly FactName[] => definitionOf(type).facts ?? [];

/** Whether this block type needs React in the browser (its definition's `interactive`). */
export const isInteractive = (type: BlockType): boolean => definitionOf(type).interactive === true;

/** A page whose blocks are all static ships no framework script: only the small vanilla chrome module. */
export const hasInteractiveBlocks = (blocks: readonly Block[]): boolean => blocks.some((block) => isInteractive(block.type));

/** The block type's place in the layout beside other blocks (its definition's `layout`). */
export const layoutRole = (type: BlockType): LayoutRole | undefined => definitionOf(type).layout;

/** Whether the page's own blocks offer booking, so the floating booking button would only cover them. */
export const replacesFloatingBooking = (blocks: readonly Block[]): boolean => blocks.some((block) => definitionOf(block.type).replacesFloatingBooking === true);

/** Whether the block would show the card of the person visitors talk to beside itself (its definition's `brokerCard`). */
export const showsBrokerCard = (block: Block): boolean => definitionOf(block.type).brokerCard?.(block as never) === true;

/** Whether the block is a tool visitors came to use (its definition's `tool`). */
export const isTool = (type: BlockType): boolean => definitionOf(type).tool === true;

/** Whether the block keeps short on phones when a tool follows it (its definition's `shortBeforeTool`). */
export const shortBeforeTool = (type: BlockType): boolean => definitionOf(type).shortBeforeTool === true;

/** The no-script CSS of the block types on a page, each once, in the order they first appear. */
export const noscriptCssOf = (blocks: readonly Block[]): string =>
  [...new Set(blocks.map((block) => definitionOf(block.type).noscriptCss).filter((css) => css !== undefined))].join("");
