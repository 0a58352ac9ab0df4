/**
 * Reads the site's content from pages.config/: the site configuration, every page document and
 * every suburb report, which the suburb template turns into pages of their own. It trusts what it
 * reads: `npm run validate` (the first step of every build) checks it first.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PageDocument, SiteConfig, SuburbReport } from "../generated/content-types.ts";
import { suburbPage, withSuburbIndex } from "./suburb-page.ts";

export const CONTENT_DIR = "pages.config";
export const SITE_FILE = `${CONTENT_DIR}/site.json`;
export const PAGES_DIR = `${CONTENT_DIR}/pages`;
export const SUBURBS_DIR = `${CONTENT_DIR}/suburbs`;

export interface SourceFile {
  /** Path relative to the project root, as printed in messages, e.g. "pages.config/pages/faq.json". */
  file: string;
  text: string;
}

export interface SourcedPage {
  /** The file the page comes from: its page document, or the suburb report it is made from. */
  file: string;
  doc: PageDocument;
}

export interface SourcedSuburb {
  file: string;
  report: SuburbReport;
}

export interface Content {
  site: SiteConfig;
  /** Every page, the suburb reports' pages included. */
  pages: SourcedPage[];
  suburbs: SourcedSuburb[];
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
  const suburbs = listJsonFiles(root, SUBURBS_DIR).map((file) => ({
    file,
    report: JSON.parse(readSource(root, file).text) as SuburbReport,
  }));
  const reports = new Map(suburbs.map(({ report }) => [report.slug, report]));
  const pages = [
    ...listJsonFiles(root, PAGES_DIR).map((file) => ({
      file,
      doc: withSuburbIndex(JSON.parse(readSource(root, file).text) as PageDocument, reports),
    })),
    ...suburbs.map(({ file, report }) => ({ file, doc: suburbPage(report, reports) })),
  ];
  return { site: { ...site, origin: siteOrigin(site) }, pages, suburbs };
}

/** Every address to prerender: each page document's and each suburb report's. */
export function prerenderPaths(root: string = process.cwd()): string[] {
  return loadContent(root).pages.map((page) => page.doc.path);
}
