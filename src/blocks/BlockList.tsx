import { Suspense, type ComponentType } from "react";
import type { Block } from "../generated/content-types.ts";
import type { Facts } from "../generated/facts.ts";
import { useFacts } from "../site/site-context.tsx";
import { blockComponents, blockFacts, isInteractive, isTool, layoutRole, shortBeforeTool, showsBrokerCard } from "./registry.ts";
import { siteBlockComponents } from "./site-block.ts";

/**
 * A block as the page places it: `brokerCard: false` when another block on the page already shows
 * the card of the person visitors talk to, so a block that would put the card beside itself leaves it out.
 */
type PlacedBlock = Block & { brokerCard?: false; toolFollows?: true };

/** A block with what it is rendered with besides its fields: the facts its definition asks for, and the build day. */
type RenderedBlock = PlacedBlock & { facts?: Partial<Facts>; builtOn?: string };

/**
 * The card once a page (issue 52): the profile section when the page has one, else the first block
 * that would show it beside itself; every other such block is told to leave it out. Two or three
 * copies of the same face on one page read as a template repeating itself.
 */
function placeBrokerCard(blocks: Block[]): PlacedBlock[] {
  let shown = blocks.some((block) => layoutRole(block.type) === "profile");
  return blocks.map((block) => {
    if (!showsBrokerCard(block)) return block;
    if (!shown) {
      shown = true;
      return block;
    }
    return { ...block, brokerCard: false };
  });
}

/**
 * A hero right before a tool is told so (`toolFollows`): on a phone it keeps to its heading and
 * text, so the tool starts in the first screen (issue 52 item 5); the booking bar and the tool
 * itself offer what its buttons would.
 */
const placeHero = (blocks: PlacedBlock[]): PlacedBlock[] =>
  blocks.map((block, index) => {
    const next = blocks[index + 1];
    return shortBeforeTool(block.type) && next !== undefined && isTool(next.type) ? { ...block, toolFollows: true } : block;
  });

function useBlockProps(block: PlacedBlock): RenderedBlock {
  const names = blockFacts(block.type);
  const { facts, builtOn } = useFacts();
  if (!names.length) return block;
  return { ...block, facts: Object.fromEntries(names.map((name) => [name, facts[name]])), builtOn };
}

function RenderBlock({ block }: { block: RenderedBlock }) {
  // The kernel's block, else the site's own (src/blocks/site-block.ts), which validation has checked is one.
  const Component = (blockComponents[block.type] ?? siteBlockComponents[block.type]) as ComponentType<Block>;
  return <Component {...block} />;
}

/**
 * An interactive block is an island: a box (no box of its own in the layout) carrying its type and
 * props, which src/client/islands.tsx hydrates as a React root of its own. Everything else stays
 * plain HTML in the browser.
 */
function Island({ block }: { block: PlacedBlock }) {
  const props = useBlockProps(block);
  return (
    <div data-island={block.type} data-island-props={JSON.stringify(props)} className="contents">
      <Suspense>
        <RenderBlock block={props} />
      </Suspense>
    </div>
  );
}

function StaticBlock({ block }: { block: PlacedBlock }) {
  return <RenderBlock block={useBlockProps(block)} />;
}

// One boundary per block: a lazily loaded block hydrates on its own, without holding up the rest.
const render = (blocks: PlacedBlock[], offset = 0) =>
  blocks.map((block, index) =>
    isInteractive(block.type) ? (
      <Island key={`${block.type}-${offset + index}`} block={block} />
    ) : (
      <Suspense key={`${block.type}-${offset + index}`}>
        <StaticBlock block={block} />
      </Suspense>
    ),
  );

/** Blocks that read as an article's running text, which a table of contents sits beside (each says so in its definition's `layout`). */
const isArticleText = (block: Block | undefined) => block !== undefined && layoutRole(block.type) === "article-text";

/**
 * A page's blocks from top to bottom. A table of contents and the running text after it share one
 * column layout: on a wide screen the contents stay in view beside the text (sticky), on a phone
 * they come first. The text's own sections then drop their side padding and tinted bands.
 */
export function BlockList({ blocks: pageBlocks }: { blocks: Block[] }) {
  const blocks = placeHero(placeBrokerCard(pageBlocks));
  const tocIndex = blocks.findIndex((block) => layoutRole(block.type) === "contents");
  if (tocIndex < 0) return render(blocks);
  let end = tocIndex + 1;
  while (isArticleText(blocks[end])) end++;
  return (
    <>
      {render(blocks.slice(0, tocIndex))}
      <div className="px-4 pt-10 sm:px-6 lg:pt-0">
        <div className="mx-auto grid max-w-6xl gap-x-12 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="lg:col-start-2 lg:row-start-1 lg:pt-20">
            <div className="lg:sticky lg:top-24">{render(blocks.slice(tocIndex, tocIndex + 1), tocIndex)}</div>
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1 [&>section]:bg-transparent [&>section]:px-0 [&>section]:sm:px-0 [&>section>div]:max-w-none">
            {render(blocks.slice(tocIndex + 1, end), tocIndex + 1)}
          </div>
        </div>
      </div>
      {render(blocks.slice(end), end)}
    </>
  );
}
