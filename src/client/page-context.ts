/**
 * Facts about the page that the browser code reads from the prerendered HTML: the one element
 * holding the page context (site configuration and page path) for interactive blocks, and the
 * attribute that marks the page as working.
 */
export const PAGE_CONTEXT_ID = "page-context";

/** Set on <html> once every script of the page has done its work, so tests (and styles) can tell. */
export function markReady(doc: Document = document): void {
  doc.documentElement.dataset.hydrated = "true";
}

/** JSON for an inline `<script type="application/json">`: "<" escaped, so no "</script>" can end it early. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
