/**
 * What a prerendered page makes the browser download before it is interactive: its HTML, the
 * stylesheets it links and the JavaScript modules it loads or preloads, each measured gzipped.
 * Chunks loaded later on demand (a form, a widget) are not part of this critical path.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageWeight {
  route: string;
  htmlGzip: number;
  cssGzip: number;
  jsGzip: number;
  jsFiles: string[];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every prerendered page under the client build folder, as [route, html file]. */
export function prerenderedPages(clientDir: string): Array<[string, string]> {
  const pages: Array<[string, string]> = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(clientDir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(child);
      else if (entry.name === "index.html") pages.push(["/" + rel.split(path.sep).join("/"), path.join(clientDir, child)]);
    }
  };
  walk("");
  return pages.sort(([a], [b]) => a.localeCompare(b));
}

export function pageWeight(clientDir: string, route: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, "utf8");
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? "");
  const js = new Set([...attr(/<link rel="modulepreload" href="([^"]+)"/g), ...attr(/<script[^>]+src="([^"]+)"/g), ...attr(/import\("([^"]+\.js)"\)/g)]);
  const css = attr(/<link rel="stylesheet" href="([^"]+)"/g);
  const local = (href: string) => path.join(clientDir, href);
  return {
    route,
    htmlGzip: gzipSize(htmlFile),
    cssGzip: css.reduce((sum, href) => sum + gzipSize(local(href)), 0),
    jsGzip: [...js].reduce((sum, href) => sum + gzipSize(local(href)), 0),
    jsFiles: [...js],
  };
}

export const kB = (bytes: number) => (bytes / 1024).toFixed(1);
