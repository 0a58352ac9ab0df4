/**
 * What a block type's own content checks are written to. A block that needs rules its schema cannot
 * say puts them in `src/blocks/<type>/checks.ts`, default-exporting `defineChecks({ type, ... })`;
 * `npm run gen` lists those files in src/generated/block-checks.ts, and the pipeline
 * (src/content/block-checks.ts) runs them with every other rule, so `npm run validate`, the build,
 * the development server and the editor all report their problems.
 *
 * A checks.ts runs inside the content pipeline, so it may import only what the pipeline may (the
 * base, the calculators' arithmetic and src/content): never the block's component. Lint holds it
 * to that (eslint.config.js).
 */
import type { Block, PageDocument, SiteConfig } from "../generated/content-types.ts";
import type { PathSegment } from "./json-locations.ts";

type BlockType = Block["type"];
type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** A page as visitors get it (an entry's page included), from a file that passed its own schema. */
export interface CheckedPage {
  /** The file the page comes from, e.g. "pages.config/pages/faq.json". */
  readonly file: string;
  readonly doc: PageDocument;
}

/** One block on a page, and where it is in the page: ["blocks", 3]. */
export interface PlacedBlock<B> {
  readonly block: B;
  readonly page: CheckedPage;
  readonly at: PathSegment[];
}

/** The whole site, for a check that spans files. */
export interface SiteForChecks {
  /** site.json with its references filled; undefined when it has problems of its own. */
  readonly site: SiteConfig | undefined;
  readonly pages: readonly CheckedPage[];
  /** Each sound fact file's content by name (pages.config/facts/<name>.json). */
  readonly facts: Readonly<Record<string, unknown>>;
}

/**
 * Reports a problem at a value of a page, by its path from the page's root, in the words of the
 * person who wrote the page: what is wrong and what to do. It becomes `file:line:col  path  message`.
 */
export type ReportProblem = (page: CheckedPage, segments: PathSegment[], message: string) => void;

export interface BlockChecks<T extends BlockType> {
  /** The block's type, equal to its folder's name. */
  type: T;
  /** Each block of this type on its own: report with the path under the block (["items", 2, "question"]). */
  block?: (block: BlockOf<T>, report: (segments: PathSegment[], message: string) => void) => void;
  /** Once per site, for rules that span files: every block of this type, where it is, and the whole site. */
  site?: (blocks: readonly PlacedBlock<BlockOf<T>>[], site: SiteForChecks, report: ReportProblem) => void;
}

/** Identity at run time; at compile time it ties the checks to the block type's own fields. */
export function defineChecks<T extends BlockType>(checks: BlockChecks<T>): BlockChecks<T> {
  return checks;
}

/** Every block type's checks, keyed by type: the generated list must satisfy this. */
export type BlockCheckList = { [T in BlockType]?: BlockChecks<T> };
