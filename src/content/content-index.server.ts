import type { PageDocument, SiteConfig } from "../generated/content-types.ts";
import { loadContent } from "./load-content.ts";
import { fillPlaceholders } from "./placeholders.ts";

interface ContentIndex {
  site: SiteConfig;
  byPath: Map<string, PageDocument>;
}

let index: ContentIndex | undefined;

/**
 * The content, read once per build: prerendering asks for it once per route. The development
 * server reads it afresh on each request, so an edited page or suburb file shows on reload.
 */
export function contentIndex(): ContentIndex {
  if (!index || import.meta.env?.DEV) {
    const { site, pages } = loadContent();
    index = { site, byPath: new Map(pages.map(({ doc }) => [doc.path, fillPlaceholders(doc, site)])) };
  }
  return index;
}

/** "/faq/", "/faq" and "/faq/index.html" all name the page "/faq". */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, "").replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
