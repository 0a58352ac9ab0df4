/**
 * What each page is rendered from, so a build after a change renders only the pages whose inputs
 * changed. A page reads its own file (a page document or an entry of a collection), site.json (the
 * chrome every page carries) and the fact files its blocks state; through references and a
 * collection's index it may also read other entries and facts, which loadSite has already written into
 * the page's document. So each page's record is a digest of its filled document and of the facts
 * its blocks state, and one digest covers what every page shares: site.json as filled, the day
 * the content was checked against (review dates, the figures in force), the build mode (demo
 * pages are noindex) and the renderer itself. The files each page reads are recorded beside it,
 * for people; the digests decide.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { blockFacts } from "../../src/blocks/registry.ts";
import { FACTS_DIR, SITE_FILE } from "../../src/content/content-files.ts";
import type { LoadedSite } from "../../src/content/load-site.ts";
import { pageInputsFile } from "./page-inputs-file.ts";

export interface PageRecord {
  /** The files the page reads directly: its own, site.json and the fact files its blocks state. */
  reads: string[];
  /** A digest of everything of its own the page is rendered from. */
  digest: string;
}

export interface PageInputs {
  /** A digest of what every page shares; when it changes, every page is rendered again. */
  shared: string;
  /** Each page's record by path. */
  pages: Record<string, PageRecord>;
}

const digestOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 32);

/** The inputs of every page of loaded content, built in `mode` with the renderer whose files digest to `renderer`. */
export function pageInputs({ site, pages, facts, today }: Pick<LoadedSite, "site" | "pages" | "facts" | "today">, mode: string, renderer: string): PageInputs {
  const records: Record<string, PageRecord> = {};
  for (const { file, doc } of pages) {
    const stated = [...new Set(doc.blocks.flatMap((block) => blockFacts(block.type)))].sort();
    records[doc.path] = {
      reads: [file, SITE_FILE, ...stated.map((name) => `${FACTS_DIR}/${name}.json`)],
      digest: digestOf({ doc, facts: stated.map((name) => [name, facts[name]]) }),
    };
  }
  return { shared: digestOf({ site, today, mode, renderer }), pages: records };
}

export function writePageInputs(client: string, inputs: PageInputs): void {
  writeFileSync(pageInputsFile(client), JSON.stringify(inputs));
}

export function readPageInputs(client: string): PageInputs | undefined {
  const file = pageInputsFile(client);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageInputs) : undefined;
}

/** The pages to render for `next` over a build made from `previous`, and the pages gone since. */
export function changedPages(previous: PageInputs | undefined, next: PageInputs): { render: string[]; removed: string[]; all: boolean } {
  const all = !previous || previous.shared !== next.shared;
  const render = Object.keys(next.pages).filter((page) => all || previous.pages[page]?.digest !== next.pages[page]?.digest);
  const removed = previous ? Object.keys(previous.pages).filter((page) => !(page in next.pages)) : [];
  return { render, removed, all };
}
