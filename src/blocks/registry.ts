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

export const blockComponents = Object.fromEntries(
  Object.entries(blockDefinitions).map(([type, definition]) => [type, componentOf(type as BlockType, definition as BlockDefinition<BlockType, FactName>)]),
) as Record<BlockType, ComponentType<Block>>;

/** The facts this block type states (its definition's `facts`). */
export const blockFacts = (type: BlockType): readonly FactName[] => (blockDefinitions[type] as BlockDefinition<BlockType, FactName>).facts ?? [];

/** Whether this block type needs React in the browser (its definition's `interactive`). */
export const isInteractive = (type: BlockType): boolean => blockDefinitions[type].interactive;

/** A page whose blocks are all static ships no framework script: only the small vanilla chrome module. */
export const hasInteractiveBlocks = (blocks: readonly Block[]): boolean => blocks.some((block) => isInteractive(block.type));

const definitionOf = (type: BlockType): BlockDefinition<BlockType, FactName> => blockDefinitions[type] as BlockDefinition<BlockType, FactName>;

/** The block type's place in the layout beside other blocks (its definition's `layout`). */
export const layoutRole = (type: BlockType): LayoutRole | undefined => definitionOf(type).layout;

/** Whether the page's own blocks offer booking, so the floating booking button would only cover them. */
export const replacesFloatingBooking = (blocks: readonly Block[]): boolean => blocks.some((block) => definitionOf(block.type).replacesFloatingBooking === true);

/** Whether the block would show the broker's card beside itself (its definition's `brokerCard`). */
export const showsBrokerCard = (block: Block): boolean => definitionOf(block.type).brokerCard?.(block as never) === true;

/** Whether the block is a tool visitors came to use (its definition's `tool`). */
export const isTool = (type: BlockType): boolean => definitionOf(type).tool === true;

/** Whether the block keeps short on phones when a tool follows it (its definition's `shortBeforeTool`). */
export const shortBeforeTool = (type: BlockType): boolean => definitionOf(type).shortBeforeTool === true;

/** The no-script CSS of the block types on a page, each once, in the order they first appear. */
export const noscriptCssOf = (blocks: readonly Block[]): string =>
  [...new Set(blocks.map((block) => definitionOf(block.type).noscriptCss).filter((css) => css !== undefined))].join("");
