import { Suspense, type ComponentType } from "react";
import type { Block } from "../generated/content-types.ts";
import { blockRegistry } from "./registry.ts";

function RenderBlock({ block }: { block: Block }) {
  // The registry's type pairs each type with its own props; indexing by a union loses that pairing.
  const Component = blockRegistry[block.type] as ComponentType<Block>;
  return <Component {...block} />;
}

export function BlockList({ blocks }: { blocks: Block[] }) {
  // One boundary per block: a lazily loaded block hydrates on its own, without holding up the rest.
  return blocks.map((block, index) => (
    <Suspense key={`${block.type}-${index}`}>
      <RenderBlock block={block} />
    </Suspense>
  ));
}
