import { lazy, type ComponentType } from "react";
import type { Block } from "../generated/content-types.ts";
import type { FactName } from "../generated/facts.ts";
import type { BlockDefinition, BlockType } from "./define-block.ts";

/** A block definition's component; one that asks for its own chunk becomes a React.lazy component. */
export function componentOf<T extends BlockType>(type: T, definition: BlockDefinition<T, FactName>): ComponentType<Block> {
  const { component } = definition;
  const resolved =
    "load" in component
      ? Object.assign(
          lazy(async () => ({ default: await component.load() })),
          { displayName: type },
        )
      : component;
  // Each definition pairs its type with its own props; callers index by a union, which loses that pairing.
  return resolved as ComponentType<Block>;
}
