/**
 * What a site's collection template module gives the kernel (collections/<name>/<template> in the
 * site's folder, named by its collection.json), as Astro's defineCollection does for a content
 * folder: the page an entry becomes, the figures text may name, and the listing pages fill in.
 *
 * The module is loaded at run time from the site's folder, outside the kernel's module graph, so it
 * imports types only: what it needs of the kernel at run time (amounts written in the site's
 * currency, an entry's address) it is handed as the kit. A second copy of a kernel module would
 * not know the site's currency (src/lib/money.ts keeps it per process).
 */
import type { Block, CollectionDeclaration, PageDocument } from "../generated/content-types.ts";
import type { ProblemFix } from "./problems.ts";

/** The kernel's helpers a template uses, written the site's way. */
export interface CollectionKit {
  /** A price as pages write it: "$880K", "$1.15M". */
  price(amount: number): string;
  /** Whole dollars: "$640". */
  dollars(amount: number): string;
  /** A weekly amount: "$640/wk". */
  weeklyRent(amount: number): string;
  /** A rate to one decimal: 4 → "4.0%". */
  rate(percent: number): string;
  /** The slug a name makes, as an entry's file and address have it: "Mount Druitt" → "mount-druitt". */
  slug(name: string): string;
  /** How text names a figure, {brand} or {locations.richmond.hours} (a global pattern; its first group is the name). */
  reference: RegExp;
  /** How many letters two words differ by (Levenshtein). */
  distance(a: string, b: string): number;
  /** The candidate a typo most likely meant, at most `allowed` letters away; undefined when none is close. */
  closest(value: string, candidates: Iterable<string>, allowed?: number): string | undefined;
  /** ' (did you mean "penrith"?)' for a near candidate, "" otherwise: for the end of a message. */
  didYouMean(value: string, candidates: Iterable<string>): string;
  /** A date as messages write it: "2026-03-01" → "1 March 2026". */
  date(isoDate: string): string;
}

/** An entry as a check across the collection sees it: its fields, its file, and when the file was last saved (ms). */
export interface EntryInCollection<Entry> {
  entry: Entry;
  file: string;
  modified: number;
}

/**
 * How a new entry's fields start: "todo" (the command, pagekit new-entry) writes "TODO: …" with
 * an example in each, for a developer to search for; "blank" (the editor) leaves them empty, since
 * the form shows each field's help and Problems lists every one still to fill, in the form's words.
 */
export type SkeletonStyle = "todo" | "blank";

/** What the template is handed with each entry. */
export interface CollectionContext<Entry> {
  /** Every sound entry of the collection, by slug, in file order. */
  entries: ReadonlyMap<string, Entry>;
  /** Where links to an entry's page point: its canonical address (with the slash when the route has one). */
  link(slug: string): string;
  kit: CollectionKit;
}

/**
 * What a collection's own check found in an entry: where (a path of field names and list positions)
 * and what, in the author's words; with the words staff read in the back office when those differ
 * (they see the form, never the file), and the one safe edit when there is one.
 */
export interface EntryFinding {
  at: (string | number)[];
  message: string;
  staff?: string;
  fix?: ProblemFix;
}

/** What a check across the collection found: in which entry's file, where, and, for a word inside a text, at which character. */
export interface CollectionFinding extends EntryFinding {
  file: string;
  index?: number;
}

/**
 * A block of one of the site's own types (its blocks/ folder): the kernel knows it by its type alone,
 * and the site's template by the props type its build writes beside the block's schema.
 */
export interface SiteBlockData {
  type: string;
  [field: string]: unknown;
}

/** The page an entry becomes, without its path: the kernel puts it at the collection's route; its blocks the kernel's or the site's own. */
export type EntryPage = Omit<PageDocument, "path" | "trailingSlash" | "blocks"> & { blocks: Array<Block | SiteBlockData> };

/** What a rule set is told of the collection's files besides the sound ones. */
export interface EntryFiles {
  /** The collection's declaration (collection.json): the words it gives staff among them. */
  declaration: CollectionDeclaration;
  /** Every entry file of the collection, also those that did not parse. */
  all: readonly string[];
  /**
   * Slugs of entries whose own file has the problem that keeps them out (it did not parse, or is
   * saved under a name that is not read): other files naming them are not told they are missing.
   */
  reportedInOwnFile: ReadonlySet<string>;
}

/** Which of the sound files become entries, as a rule set chooses, and what it found. */
export interface EntrySelection {
  /** The files kept, each an entry by its slug. */
  keep: string[];
  findings: CollectionFinding[];
  /** More slugs whose own file has the problem: a file naming them is not told they are missing. */
  reportedInOwnFile: string[];
}

/** A fact file of the site, as a rule set reads it: its name (claims), file and content, when sound. */
export interface SiteFact {
  file: string;
  data: unknown;
}

/**
 * A piece of the site's prose, as a rule set that checks text reads it: site.json's, the pages' and
 * every collection's entries' strings, except those holding addresses, names and keys.
 */
export interface SiteText {
  /** The file it is in, relative to the site's folder. */
  file: string;
  /** Where in the file: field names and list positions. */
  at: (string | number)[];
  /** The words, each reference ({brand}) blanked out with spaces, every other character where it was. */
  text: string;
  /** What the text is about without being checked itself: an FAQ answer's question; "" otherwise. */
  context: string;
  /** The slug of this collection's entry whose own file the text is in; undefined elsewhere. */
  entry: string | undefined;
}

/**
 * What a rule set found in one of the texts: which (its position in the list it was handed), at
 * which character, and what, in the author's words and in staff's when those differ. `replace`,
 * when the rule knows the one safe edit (the typed words swapped for the reference that shows the
 * same figure): the kernel makes it the fix staff are offered as "Use the live figure"; `figure`
 * names the reference anywhere ({<each>.<slug>.<figure>}) when `with` is an entry's own name for it.
 */
export interface TextFinding {
  text: number;
  index: number;
  message: string;
  staff?: string;
  replace?: { length: number; with: string; figure?: string };
}

/**
 * A claim an entry makes that a visitor may rely on (a client's story), which needs its evidence
 * like the site's other claims (src/content/evidence.ts): where it is, where its evidence fields
 * go, whether it is a client's words ("client": consent too) or the business's ("claim"), and what
 * it is in staff words ("Case study on the Liverpool report").
 */
export interface EntryClaim {
  file: string;
  at: (string | number)[];
  evidenceAt: (string | number)[];
  kind: "client" | "claim";
  label: string;
}

/** What a rule set that checks text is told of its collection. */
export interface TextContext<Entry> {
  /** The collection's declaration: its reference names (`references`) among it. */
  declaration: CollectionDeclaration;
  /** Every sound entry, in the collection's order, with its file. */
  entries: readonly EntryInCollection<Entry>[];
  /** Where links to an entry's page point. */
  link(slug: string): string;
  kit: CollectionKit;
}

/**
 * A collection's own rule set: a module in its folder, named in collection.json's `rules`, as the
 * template is (docs/collections.md). It imports types only and is handed the kit, as the template is.
 */
export interface CollectionRules<Entry> {
  /**
   * Which sound files become entries, in place of the kernel's choice (each file whose slug is its
   * name and no earlier file's); the files come in file order.
   */
  select?(files: readonly EntryInCollection<Entry>[], known: EntryFiles, kit: CollectionKit): EntrySelection;
  /** What the entries must agree with among the site's facts (by name, the sound ones), as of `today`: findings at an entry's file or a fact's. */
  checkWithFacts?(entries: readonly EntryInCollection<Entry>[], facts: ReadonlyMap<string, SiteFact>, today: string, kit: CollectionKit): CollectionFinding[];
  /** What the site's prose must not say about the entries (a figure typed in where its reference belongs): findings at a text's words. */
  checkTexts?(texts: readonly SiteText[], context: TextContext<Entry>): TextFinding[];
  /** The claims the entries make that need evidence, in file order (every sound file, chosen as an entry or not). */
  claims?(entries: readonly EntryInCollection<Entry>[], kit: CollectionKit): EntryClaim[];
}

export interface CollectionTemplate<Entry> {
  /** The entry's page: its title, description and blocks. */
  page(entry: Entry, context: CollectionContext<Entry>): EntryPage;
  /** A page of the site with the collection's listing filled in (an index grid), or the page as it is. */
  listing?(page: PageDocument, context: CollectionContext<Entry>): PageDocument;
  /** The figures text may name for an entry, by name: {<each>.<slug>.<name>} and, in its own file, {<own>.<name>}. */
  figures?(entry: Entry, kit: CollectionKit): Record<string, string>;
  /** What each figure is, in a sentence's words ("its median weekly rent"), for messages and the editor's Insert a figure. */
  figureLabels?: Readonly<Record<string, string>>;
  /** What the schema cannot say about one entry (figures that must agree): each finding is a problem at its field. */
  check?(entry: Entry, kit: CollectionKit): EntryFinding[];
  /** What no one entry shows (a text copied from another entry): each finding is a problem at its file and field. */
  checkAll?(entries: readonly EntryInCollection<Entry>[], kit: CollectionKit): CollectionFinding[];
  /** A new entry called `name`, every field present (its slug the name's), for the editor and the command that start one. */
  skeleton?(name: string, style: SkeletonStyle, kit: CollectionKit): Record<string, unknown>;
  /** Why `name` cannot start an entry, in a sentence for the person who typed it; undefined when it can. */
  nameProblem?(name: string): string | undefined;
}
