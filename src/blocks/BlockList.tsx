import { Suspense } from "react";
import type { Block } from "../generated/content-types.ts";
import { blockComponents, isInteractive } from "./registry.ts";

function RenderBlock({ block }: { block: Block }) {
  const Component = blockComponents[block.type];
  return <Component {...block} />;
}

/**
 * An interactive block is an island: a box (no box of its own in the layout) carrying its type and
 * props, which src/client/islands.tsx hydrates as a React root of its own. Everything else stays
 * plain HTML in the browser.
 */
function Island({ block }: { block: Block }) {
  return (
    <div data-island={block.type} data-island-props={JSON.stringify(block)} className="contents">
      <Suspense>
        <RenderBlock block={block} />
      </Suspense>
    </div>
  );
}

export function BlockList({ blocks }: { blocks: Block[] }) {
  // One boundary per block: a lazily loaded block hydrates on its own, without holding up the rest.
  return blocks.map((block, index) =>
    isInteractive(block.type) ? (
      <Island key={`${block.type}-${index}`} block={block} />
    ) : (
      <Suspense key={`${block.type}-${index}`}>
        <RenderBlock block={block} />
      </Suspense>
    ),
  );
}
