/**
 * Reads the site's content from pages.config/: the site configuration and every page document.
 * It trusts what it reads: `npm run validate` (the first step of every build) checks it first.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";

export const CONTENT_DIR = "pages.config";
export const SITE_FILE = `${CONTENT_DIR}/site.json`;
export const PAGES_DIR = `${CONTENT_DIR}/pages`;

export interface SourceFile {
  /** Path relative to the project root, as printed in messages, e.g. "pages.config/pages/faq.json". */
  file: string;
  text: string;
}

export interface SourcedPage {
  file: string;
  doc: PageDocument;
}

export interface Content {
  site: SiteConfig;
  pages: SourcedPage[];
}

/** Every .json file below dir (relative to root), sorted so output is stable. */
export function listJsonFiles(root: string, dir: string): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(".json")) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}

export function readSource(root: string, file: string): SourceFile {
  return { file, text: readFileSync(path.join(root, file), "utf8") };
}

/** The site origin, which SITE_ORIGIN may override at build time (e.g. for a staging host). */
export function siteOrigin(site: SiteConfig): string {
  return (process.env.SITE_ORIGIN ?? site.origin).replace(/\/+$/, "");
}

export function loadContent(root: string = process.cwd()): Content {
  const site = JSON.parse(readSource(root, SITE_FILE).text) as SiteConfig;
  const pages = listJsonFiles(root, PAGES_DIR).map((file) => ({
    file,
    doc: JSON.parse(readSource(root, file).text) as PageDocument,
  }));
  return { site: { ...site, origin: siteOrigin(site) }, pages };
}
