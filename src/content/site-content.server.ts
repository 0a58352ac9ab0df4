/**
 * The content as the route loaders see it. A build reads it once and refuses to render when it
 * has problems; the development server reads it afresh on every request (so a saved edit shows on
 * reload) and hands the problems to the page, which lists them instead of crashing.
 *
 * `npm run build` has already loaded and checked the content when it prerenders: it hands the
 * result over in a file (BUILT_CONTENT_VARIABLE) instead of each reader loading pages.config/
 * again (the React Router config twice, its route list twice and the loaders once: six loads a
 * build, each the whole pipeline).
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";
import type { Facts } from "../generated/facts.ts";
import { moneyStyleOf, writeAmountsIn } from "../lib/money.ts";
import { contentRoot } from "./content-files.ts";
import { loadSite, type LoadedSite } from "./load-site.ts";
import { ContentProblemsError, type Problem } from "./problems.ts";
import type { SiteForm } from "./site-forms.ts";

export interface SiteContent {
  site: SiteConfig | undefined;
  /** Every fact file's content; complete whenever there are no problems. */
  facts: Facts;
  /** The day the content was checked against (YYYY-MM-DD, Sydney). */
  builtOn: string;
  byPath: Map<string, PageDocument>;
  problems: Problem[];
  /** The site's own forms that site.json lists (src/content/site-forms.ts). */
  siteForms: SiteForm[];
}

/** The environment variable naming the file of content a build has checked (writeBuiltContent). */
export const BUILT_CONTENT_VARIABLE = "BUILT_CONTENT";

/** What a render needs of checked content: the site, every page and the facts, as of one day. */
export interface BuiltContent {
  /** site.json as loadSite filled it in. */
  site: SiteConfig;
  /** Every page, in loadSite's order. */
  pages: PageDocument[];
  /** Each fact file's content by name. */
  facts: Record<string, unknown>;
  /** The day the content was checked against (YYYY-MM-DD, Sydney). */
  today: string;
  /** The site's own forms that site.json lists. */
  siteForms: SiteForm[];
}

/** Writes content without problems for the prerender to take (see BUILT_CONTENT_VARIABLE). */
export function writeBuiltContent(file: string, { site, pages, facts, today, problems, siteForms }: LoadedSite): void {
  if (!site || problems.length) throw new Error("writeBuiltContent: only content without problems is built");
  const content: BuiltContent = { site, pages: pages.map(({ doc }) => doc), facts, today, siteForms };
  writeFileSync(file, JSON.stringify(content));
}

let handedOver: { file: string; content: BuiltContent } | undefined;

/** The content the build handed over, when it did; read once for each file it names. */
export function builtContent(env: Readonly<Record<string, string | undefined>> = process.env): BuiltContent | undefined {
  const file = env[BUILT_CONTENT_VARIABLE];
  if (!file) return undefined;
  if (handedOver?.file !== file) {
    const content = JSON.parse(readFileSync(file, "utf8")) as BuiltContent;
    // loadSite sets how amounts are written as it reads site.json; without it they would be in the default currency.
    const money = moneyStyleOf(content.site);
    if (money) writeAmountsIn(money);
    handedOver = { file, content };
  }
  return handedOver.content;
}

let built: { from: string | undefined; content: SiteContent } | undefined;

export function siteContent(): SiteContent {
  const dev = Boolean(import.meta.env?.DEV);
  const from = process.env[BUILT_CONTENT_VARIABLE];
  if (built && !dev && built.from === from) return built.content;
  const content = dev ? fromPipeline(true) : (fromBuild() ?? fromPipeline(false));
  if (!dev) built = { from, content };
  return content;
}

function fromBuild(): SiteContent | undefined {
  const handed = builtContent();
  if (!handed) return undefined;
  const { site, pages, facts, today, siteForms } = handed;
  return { site, problems: [], facts: facts as unknown as Facts, builtOn: today, byPath: new Map(pages.map((doc) => [doc.path, doc])), siteForms };
}

function fromPipeline(dev: boolean): SiteContent {
  const { site, pages, problems, facts, today, siteForms } = loadSite(contentRoot());
  if (problems.length && !dev) throw new ContentProblemsError(problems);
  // Without problems every fact file was read and checked against its schema.
  return { site, problems, facts: facts as unknown as Facts, builtOn: today, byPath: new Map(pages.map(({ doc }) => [doc.path, doc])), siteForms };
}

/** "/faq/", "/faq" and "/faq/index.html" all name the page "/faq". */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, "").replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
