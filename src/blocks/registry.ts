/**
 * Block type → component, from the generated definitions (src/generated/block-registry.ts). A
 * definition that asks for its own chunk becomes a React.lazy component here.
 */
import { lazy, type ComponentType } from "react";
import type { Block } from "../generated/content-types.ts";
import { blockDefinitions } from "../generated/block-registry.ts";
import type { BlockDefinition, BlockType } from "./define-block.ts";

function componentOf<T extends BlockType>(type: T, definition: BlockDefinition<T>): ComponentType<Block> {
  const { component } = definition;
  const resolved =
    "load" in component
      ? Object.assign(lazy(async () => ({ default: await component.load() })), { displayName: type })
      : component;
  // Each definition pairs its type with its own props; the map is indexed by a union, which loses that pairing.
  return resolved as ComponentType<Block>;
}

export const blockComponents = Object.fromEntries(
  Object.entries(blockDefinitions).map(([type, definition]) => [type, componentOf(type as BlockType, definition as BlockDefinition<BlockType>)]),
) as Record<BlockType, ComponentType<Block>>;
