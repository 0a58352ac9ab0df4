/**
 * One address per page. A prerendered page (`<dir>/index.html`) could be served at both `/<dir>` and
 * `/<dir>/`; the page's own canonical link says which is its address (a page with "trailingSlash"
 * ends in a slash, the others do not), and the other is sent there with a 301. Read from the built HTML once at
 * start-up, so the server follows whatever the build wrote.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const CANONICAL = /<link\s+rel="canonical"\s+href="([^"]*)"/i;

/** The canonical link's path, or undefined when the page has none (or an unreadable one). */
export function canonicalPath(html: string): string | undefined {
  const href = CANONICAL.exec(html)?.[1];
  if (!href) return undefined;
  try {
    return new URL(href.replaceAll("&amp;", "&"), "http://site.invalid").pathname;
  } catch {
    return undefined;
  }
}

/** For each page under root: the address that is not its canonical one → the canonical one. */
export function canonicalRedirects(root: string): Map<string, string> {
  const redirects = new Map<string, string>();
  const base = path.resolve(root);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === "index.html" && dir !== base) {
        const served = `/${path.relative(base, dir).split(path.sep).join("/")}`;
        const canonical = canonicalPath(readFileSync(file, "utf8"));
        if (canonical === `${served}/`) redirects.set(served, canonical);
        else if (canonical === served) redirects.set(`${served}/`, canonical);
      }
    }
  };
  walk(base);
  return redirects;
}
