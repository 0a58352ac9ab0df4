/**
 * The content as the route loaders see it. A build reads it once and refuses to render when it
 * has problems; the development server reads it afresh on every request (so a saved edit shows on
 * reload) and hands the problems to the page, which lists them instead of crashing.
 */
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";
import type { Facts } from "../generated/facts.ts";
import { contentRoot } from "./content-files.ts";
import { loadSite } from "./load-site.ts";
import { ContentProblemsError, type Problem } from "./problems.ts";

export interface SiteContent {
  site: SiteConfig | undefined;
  /** Every fact file's content; complete whenever there are no problems. */
  facts: Facts;
  /** The day the content was checked against (YYYY-MM-DD, Sydney). */
  builtOn: string;
  byPath: Map<string, PageDocument>;
  problems: Problem[];
}

let built: SiteContent | undefined;

export function siteContent(): SiteContent {
  const dev = Boolean(import.meta.env?.DEV);
  if (built && !dev) return built;
  const { site, pages, problems, facts, today } = loadSite(contentRoot());
  if (problems.length && !dev) throw new ContentProblemsError(problems);
  // Without problems every fact file was read and checked against its schema.
  const content = { site, problems, facts: facts as unknown as Facts, builtOn: today, byPath: new Map(pages.map(({ doc }) => [doc.path, doc])) };
  if (!dev) built = content;
  return content;
}

/** "/faq/", "/faq" and "/faq/index.html" all name the page "/faq". */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, "").replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
