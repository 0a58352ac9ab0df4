/**
 * Runs each block type's own checks (its folder's checks.ts, listed by `npm run gen` in
 * src/generated/block-checks.ts) over the pages as visitors get them: each block on its own, then
 * each type once across the site.
 */
import type { Block, PageDocument, SiteConfig } from "../generated/content-types.ts";
import { blockChecks } from "../generated/block-checks.ts";
import type { BlockChecks, CheckedPage, PlacedBlock } from "./block-check-contract.ts";
import { problemAt, type CheckedFile } from "./checked-file.ts";
import type { PathSegment } from "./json-locations.ts";
import type { Problem } from "./problems.ts";

export interface BlockCheckInput {
  site: SiteConfig | undefined;
  /** Every page as visitors get it; a page that broke its own schema is not checked further. */
  pages: readonly CheckedFile[];
  facts: Readonly<Record<string, unknown>>;
}

export function checkBlocks({ site, pages, facts }: BlockCheckInput, problems: Problem[]): void {
  const files = new Map<CheckedPage, CheckedFile>();
  const views = pages
    .filter((page) => page.valid)
    .map((page) => {
      const view: CheckedPage = { file: page.source.file, doc: page.data as PageDocument };
      files.set(view, page);
      return view;
    });
  const report = (page: CheckedPage, segments: PathSegment[], message: string) => {
    const file = files.get(page);
    if (file) problems.push(problemAt(file, segments, message));
  };
  const placed = new Map<string, PlacedBlock<Block>[]>();
  for (const page of views)
    page.doc.blocks.forEach((block, index) => {
      const list = placed.get(block.type) ?? [];
      list.push({ block, page, at: ["blocks", index] });
      placed.set(block.type, list);
    });
  for (const checks of Object.values(blockChecks) as BlockChecks<Block["type"]>[]) {
    const blocks = placed.get(checks.type) ?? [];
    if (checks.block)
      for (const { block, page, at } of blocks) checks.block(block as never, (segments, message) => report(page, [...at, ...segments], message));
    checks.site?.(blocks as never, { site, pages: views, facts }, report);
  }
}
