/**
 * Which navigation link a page marks as where the visitor is: the link to the page itself, or else
 * the link to the section the page sits under (/calculators for /calculators/repayments). Worked out
 * from the links and the page's path alone, so a new section needs no code.
 */

/** "page" on the linked page itself, "true" on a page under it (ARIA's "current item in a set"). */
export type NavCurrent = "page" | "true";

/** "/calculators/" → "/calculators"; the home page stays "/". */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * For each link, in order, how it is current on the page at `path`, or undefined. A link to a part
 * of a page ("/#about") or to another site marks nothing: it names no page of its own. Of links that
 * lead to a page above this one, only the closest is marked; the home page marks only itself.
 */
export function navCurrent(links: readonly string[], path: string): Array<NavCurrent | undefined> {
  const here = withoutTrailingSlash(path);
  const pages = links.map((link) =>
    link.startsWith("/") && !link.startsWith("//") && !link.includes("#") ? withoutTrailingSlash(link.split("?")[0] ?? link) : undefined,
  );
  if (pages.includes(here)) return pages.map((page) => (page === here ? "page" : undefined));
  const above = pages.filter((page): page is string => page !== undefined && page !== "/" && here.startsWith(`${page}/`));
  const closest = above.reduce<string | undefined>((best, page) => (best === undefined || page.length > best.length ? page : best), undefined);
  return pages.map((page) => (closest !== undefined && page === closest ? "true" : undefined));
}
