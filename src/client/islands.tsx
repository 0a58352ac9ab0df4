/**
 * Hydrates a page's interactive blocks, each as a React root of its own (an "island"), and nothing
 * else: the rest of the page is plain HTML, and the chrome works through src/chrome/enhance.ts.
 * Works for any block whose definition says `interactive: true`, the kernel's or a site's own
 * (src/blocks/site-block.ts), from the markers BlockList prerenders: `data-island` (the type) and
 * `data-island-props` (its props as JSON). scripts/build-client.ts writes the entry that calls it,
 * with a loader for each interactive block type the site's pages use: one chunk per block folder,
 * which a page downloads only for its own interactive blocks.
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { BlockDefinition, BlockType } from "../blocks/define-block.ts";
import type { SiteBlockDefinition } from "../blocks/site-block.ts";
import { componentOf } from "../blocks/block-component.ts";
import type { Block } from "../generated/content-types.ts";
import { PagePathProvider, SiteProvider, type PageContext } from "../site/site-context.tsx";
import { IslandSuspense, PendingPartsContext, type PendingParts } from "../ui/IslandSuspense.tsx";
import { markReady, PAGE_CONTEXT_ID } from "./page-context.ts";
import { onScreen, whenWanted } from "./when-wanted.ts";
import { moneyStyleOf, writeAmountsIn } from "../lib/money.ts";

/** Each interactive block type's definition, the kernel's or the site's own, loaded when a page has that block. */
export type IslandLoaders = Record<string, () => Promise<{ default: BlockDefinition<BlockType> | SiteBlockDefinition<{ type: string }> }>>;

export async function hydrateIslands(loaders: IslandLoaders) {
  const context = JSON.parse(document.getElementById(PAGE_CONTEXT_ID)?.textContent ?? "null") as PageContext | null;
  if (!context) throw new Error(`the page has interactive blocks but no #${PAGE_CONTEXT_ID}`);
  // Amounts redrawn in the browser are written as the prerender wrote them: in the site's currency.
  const money = moneyStyleOf(context.site);
  if (money) writeAmountsIn(money);
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  let waiting = islands.length;

  const hydrate = async (element: HTMLElement) => {
    const type = element.dataset.island as BlockType;
    const props = JSON.parse(element.dataset.islandProps ?? "{}") as Block;
    const load = loaders[type];
    if (!load) throw new Error(`no island loader for "${type}": is its block.ts \`interactive: true\`?`);
    const { default: definition } = await load();
    // A site block's definition is a kernel block's less what it cannot have: its component is found the same way.
    const Component = componentOf(type, definition as BlockDefinition<BlockType>);
    // The island's own boundary and every IslandSuspense inside it (each hydrated in a pass of its
    // own) count themselves in before the outer one can finish: ready when none is left.
    let pending = 0;
    const parts: PendingParts = {
      add: () => void (pending += 1),
      done: () => {
        pending -= 1;
        if (pending > 0 || element.dataset.hydrated === "true") return;
        element.dataset.hydrated = "true";
        waiting -= 1;
        if (waiting === 0) markReady();
      },
    };
    // As a transition, React hydrates in slices of a few milliseconds and hands the browser back
    // between them, so a visitor typing while a calculator hydrates is answered at once; a key or
    // click on the island hurries its hydration along instead of waiting behind it.
    startTransition(() => {
      hydrateRoot(
        element,
        <SiteProvider value={context.site}>
          <PagePathProvider value={context.path}>
            <PendingPartsContext value={parts}>
              <IslandSuspense>
                <Component {...props} />
              </IslandSuspense>
            </PendingPartsContext>
          </PagePathProvider>
        </SiteProvider>,
      );
    });
  };

  // Loaded because the page was used: every island now. Loaded at once because the address may hold
  // an island's state (a calculator's shared figures): those on the first screen now, the others
  // (the enquiry form below it, with rjsf) at the visitor's first sign of use.
  const used = document.documentElement.dataset.used === "true";
  const later = used ? [] : islands.filter((island) => !onScreen(island));
  await Promise.all(islands.filter((island) => !later.includes(island)).map(hydrate));
  if (later.length) whenWanted(() => void Promise.all(later.map(hydrate)));
}
