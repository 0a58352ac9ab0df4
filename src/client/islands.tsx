/**
 * Hydrates a page's interactive blocks, each as a React root of its own (an "island"), and nothing
 * else: the rest of the page is plain HTML, and the chrome works through src/chrome/enhance.ts.
 * Works for any block whose definition says `interactive: true`, from the markers BlockList
 * prerenders: `data-island` (the type) and `data-island-props` (its props as JSON).
 */
import { Suspense, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { BlockDefinition, BlockType } from "../blocks/define-block.ts";
import { componentOf } from "../blocks/block-component.ts";
import type { Block } from "../generated/content-types.ts";
import { PagePathProvider, SiteProvider, type PageContext } from "../site/site-context.tsx";
import { ToastHost } from "../ui/toasts.tsx";
import { markReady, PAGE_CONTEXT_ID } from "./page-context.ts";

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

async function hydrateIslands() {
  const context = JSON.parse(document.getElementById(PAGE_CONTEXT_ID)?.textContent ?? "null") as PageContext | null;
  if (!context) throw new Error(`the page has interactive blocks but no #${PAGE_CONTEXT_ID}`);
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  let waiting = islands.length;
  const committed = () => {
    waiting -= 1;
    if (waiting === 0) markReady();
  };

  await Promise.all(
    islands.map(async (element) => {
      const type = element.dataset.island as BlockType;
      const props = JSON.parse(element.dataset.islandProps ?? "{}") as Block;
      // One chunk per block folder; a page downloads only those of its own interactive blocks.
      const { default: definition } = (await import(`../blocks/${type}/block.ts`)) as { default: BlockDefinition<BlockType> };
      const Component = componentOf(type, definition);
      hydrateRoot(
        element,
        <SiteProvider value={context.site}>
          <PagePathProvider value={context.path}>
            <Suspense>
              <Component {...props} />
              <Committed onCommit={committed} />
            </Suspense>
          </PagePathProvider>
        </SiteProvider>,
      );
    }),
  );

  // The site's one toast area, for the forms' messages.
  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(<ToastHost />);
}

void hydrateIslands();
