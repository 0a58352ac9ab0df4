/**
 * A site with no facts folder states no facts (src/content/facts.ts), so validation does not ask
 * for any file; a block whose definition states facts would then render with none. The prerender
 * stops at such a page instead, naming the block and the files it needs. Server only: the check
 * adds nothing to what the browser loads.
 */
import { blockFacts } from "../blocks/registry.ts";
import type { PageDocument } from "../generated/content-types.ts";
import type { Facts } from "../generated/facts.ts";

export function missingFactsMessage(page: PageDocument, facts: Partial<Facts>): string | undefined {
  const lines = page.blocks.flatMap((block, i) => {
    const missing = blockFacts(block.type).filter((name) => facts[name] === undefined);
    return missing.length ? [`blocks[${i}] ("${block.type}") states the facts in ${missing.map((name) => `pages.config/facts/${name}.json`).join(", ")}`] : [];
  });
  if (!lines.length) return undefined;
  return `${page.path}: ${lines.join("; ")}, which this site does not have: add the facts folder with every fact file schemas/facts/ lists (npm run validate then checks them), or remove the block`;
}
