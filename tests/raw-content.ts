/**
 * The content as written in pages.config/, read with plain JSON.parse: where tests take their
 * expectations from, never the project's loaders or URL helpers (src/content/), so a bug in those
 * cannot hide itself, and never pinned lists of routes or suburbs, so a report added or a page
 * removed needs no test changed. Read from the working directory, which is the project (or the
 * scratch copy a test builds) when Playwright or vitest runs there.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { unevidencedClaims } from "./unevidenced-claims.ts";
import type { FormName } from "../src/generated/forms.ts";

const CONFIG = path.resolve(process.cwd(), "sites/westline/pages.config");

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
/** Every .json file under a folder of pages.config/, sorted by file name so the order never depends on the disk. */
const jsonFiles = (dir: string) =>
  readdirSync(path.join(CONFIG, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => path.join(CONFIG, dir, file));

/** The parts of site.json the tests read. */
export interface RawSite {
  brand: string;
  email: string;
  origin: string;
  bookingUrl: string;
  phone: { display: string; dial: string };
  broker: { name: string };
  legal: {
    company: string;
    creditRepresentative: string;
    creditLicence: string;
    association: string;
    associationName?: string;
    licensee?: string;
    creditActivities?: string;
    mostUsedLenders?: string[];
  };
  /** The forms the site lists, by form-name: its own, of all the kernel has. */
  forms: FormName[];
  privacy: { recipients: string[]; withoutDetails: string };
  navCta: { label: string };
  nextSteps?: Record<string, string[]>;
  footer: { columns: { heading: string }[] };
  placeholders?: string[];
  theme: { fonts?: { body?: { fontsource?: string }; heading?: { fontsource?: string } } };
}

const rawSite = readJson(path.join(CONFIG, "site.json")) as RawSite;
/** site.json, its origin as the build uses it: SITE_ORIGIN overrides it, without a trailing slash. */
export const site: RawSite = { ...rawSite, origin: (process.env.SITE_ORIGIN ?? rawSite.origin).replace(/\/+$/, "") };
/**
 * Samples make `npm run build` a demo build, which no search engine may index: values site.json
 * lists, fact entries marked "sample": true, and claims without their evidence.
 */
export const demo =
  (site.placeholders ?? []).length > 0 ||
  (existsSync(path.join(CONFIG, "facts")) && jsonFiles("facts").some((file) => /"sample": true/.test(readFileSync(file, "utf8")))) ||
  unevidencedClaims(path.dirname(CONFIG)).length > 0;

const claims = (readJson(path.join(CONFIG, "facts/claims.json")) as { statements: Record<string, { value: string | number }> }).statements;
/** The names of the claims claims.json states. */
export const claimNames = () => Object.keys(claims);
/** A claim's value as claims.json states it, or a sentence saying it is missing. */
export const claim = (name: string) => String(claims[name]?.value ?? `(no "${name}" in claims.json)`);
/** A title or description as visitors see it: the brand facts and the claims it names written in. */
export const fill = (text: string) =>
  text
    .replaceAll("{brand}", site.brand)
    .replaceAll("{broker}", site.broker.name)
    .replaceAll("{phone}", site.phone.display)
    .replaceAll("{email}", site.email)
    .replace(/\{claims\.(\w+)\}/g, (whole, name: string) => String(claims[name]?.value ?? whole));

/** A fact file as written in pages.config/facts/<name>.json. */
export const rawFact = <T>(name: string): T => readJson(path.join(CONFIG, "facts", `${name}.json`)) as T;
/** The market data's newest compilation: what every suburb figure is, and how old. */
export const marketData = () =>
  rawFact<{ periods: { effectiveFrom: string; asAt: string }[] }>("market-data").periods.at(-1) ?? { effectiveFrom: "", asAt: "" };
/** "2025-09-30" → "30 September 2025", the way the site writes dates. */
export const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A page document as written in pages.config/pages/. */
export interface RawPage {
  path: string;
  title: string;
  description: string;
  status?: number;
  indexable?: boolean;
  blocks: ({ type: string } & Record<string, unknown>)[];
}
export const rawPages = (): RawPage[] => jsonFiles("pages").map((file) => readJson(file) as RawPage);

/** A suburb report as written in pages.config/suburbs/ (the fields tests read). */
export interface RawSuburb {
  name: string;
  slug: string;
  region: string;
  description: string;
  summary: string;
  keywords: string[];
  snapshot: {
    medianHousePrice: number;
    medianUnitPrice: number;
    medianRentPerWeek: number;
    grossYieldHouses: number;
    grossYieldUnits: number;
    vacancyRate: number;
    growth12Months: string;
  };
  equityExample: { value: number; loanBalance: number; maxLvr: number };
  caseStudy: { kind: "owner-occupier" | "investor"; title: string; purchasePrice: number; weeklyRent?: number; image?: unknown };
  related: { name: string; slug: string; noReport?: true }[];
  faqs: unknown[];
  business: { name: string; description: string };
}
export const rawSuburbs = (): RawSuburb[] => jsonFiles("suburbs").map((file) => readJson(file) as RawSuburb);
export const suburbBySlug = (slug: string) => rawSuburbs().find((report) => report.slug === slug);

export const REPORTS = "/resources/suburb-reports";

/** What each route's head should say, worked out from the raw files. */
export interface ExpectedPage {
  path: string;
  title: string;
  description: string;
  canonical: string;
  indexable: boolean;
}
/** Every route the content defines, but the not-found page: the page documents, then one per suburb report. */
export function expectedPages(): ExpectedPage[] {
  return [
    ...rawPages()
      .filter((doc) => doc.status !== 404)
      .map((doc) => ({
        path: doc.path,
        title: fill(doc.title),
        description: fill(doc.description),
        canonical: site.origin + doc.path,
        indexable: doc.indexable !== false,
      })),
    // Suburb reports: one JSON file each, shown under the SPEC's title and a canonical ending in "/".
    ...rawSuburbs().map((report) => ({
      path: `${REPORTS}/${report.slug}`,
      title: `${report.name} Suburb Report | ${site.brand}`,
      description: fill(report.description),
      canonical: `${site.origin}${REPORTS}/${report.slug}/`,
      indexable: true,
    })),
  ];
}

/** Prices as the site writes them, worked out here: 880000 → "$880K", 1150000 → "$1.15M". */
export const price = (n: number) => (n >= 1_000_000 ? `$${Number((n / 1_000_000).toFixed(2))}M` : `$${Number((n / 1_000).toFixed(1))}K`);
/** A percentage to one decimal: 4 → "4.0%". */
export const rate = (n: number) => `${n.toFixed(1)}%`;
/** The page document for a route, if the content has one. */
export const rawPage = (route: string) => rawPages().find((doc) => doc.path === route);
/** The blocks of one type on a page, as written. */
export const blocksOf = <T>(doc: RawPage | undefined, type: string) => (doc?.blocks ?? []).filter((block) => block.type === type) as unknown as T[];
/** The suburb a reference such as "{suburbs.liverpool.house}" names: "liverpool". */
export const suburbNamedIn = (text: string) => /\{suburbs\.([a-z0-9-]+)\./.exec(text)?.[1];

/**
 * The Fontsource font a site.json sets its body text in: the package it names, and the family and
 * file-name stem that package's own metadata.json gives (resolved from `from`, the site's folder).
 */
export function rawBodyFont(siteFile = path.join(CONFIG, "site.json"), from = process.cwd()): { package: string; family: string; id: string } {
  const name = (readJson(siteFile) as RawSite).theme.fonts?.body?.fontsource;
  if (!name) throw new Error(`${siteFile} names no Fontsource package for its body text`);
  const meta = readJson(createRequire(path.join(from, "package.json")).resolve(`${name}/metadata.json`)) as { family: string; id: string };
  return { package: name, family: meta.family, id: meta.id };
}
