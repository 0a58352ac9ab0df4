import { Suspense } from "react";
import type { Block } from "../generated/content-types.ts";
import { blockComponents } from "./registry.ts";

function RenderBlock({ block }: { block: Block }) {
  const Component = blockComponents[block.type];
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
