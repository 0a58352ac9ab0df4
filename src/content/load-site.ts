/**
 * The content pipeline, the one way anything reads pages.config/: the validator CLI, the route
 * list in react-router.config.ts, the page loaders, the sitemap, the scripts and the tests.
 *
 *   read (UTF-8, no byte-order mark, every entry accounted for, editors' temporary files skipped)
 *   → parse (syntax explained, repeated keys found, a file in the wrong folder named) → schema
 *   → per-collection rules → text (lengths the layout holds, markup, repeated FAQs, copied reasons,
 *   one named broker's voice)
 *   → facts (the sets in force today, review dates) → references known, facts not retyped
 *   → expand (suburb reports become pages, index grids filled) → cross-checks → each block type's
 *   own checks (its folder's checks.ts) → fill references
 *
 * It is synchronous: the React Router config, the loaders and the CLI all call it the same way.
 * Problems never throw; the caller decides whether they stop it (a build) or are shown (the
 * development server, an editor).
 */
import { checkEditorHelp } from "./editor-help.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import type { PageDocument, SiteConfig, SuburbNames, SuburbReport } from "../generated/content-types.ts";
import { checkBlocks } from "./block-checks.ts";
import { checkFile, type CheckedFile } from "./checked-file.ts";
import { FACTS_DIR, SITE_FILE, listContentFiles, readContentFile, wrongFolder } from "./content-files.ts";
import { crossCheck } from "./cross-checks.ts";
import { checkFactDates, factFilesToRead, factReferenceName, factSchemaFile, type FactFile } from "./facts.ts";
import type { PathSegment } from "./json-locations.ts";
import { sortProblems, type Problem } from "./problems.ts";
import { figureCatalogue, figureLabeller, type Figure } from "./figure-names.ts";
import { SITE_REFERENCE_NAMES, factReferences, fillReferences, ownSuburbReferences, siteReferences, suburbReferences, type References } from "./references.ts";
import { checkFactFigures } from "./rules/fact-figures.ts";
import { checkReferences } from "./rules/references.ts";
import { checkRetypedFacts } from "./rules/retyped-facts.ts";
import { checkSite, checkSiteFonts } from "./rules/site.ts";
import { checkSuburbCopies } from "./rules/suburb-copies.ts";
import { checkRelatedNames, checkSuburbNamesReview } from "./rules/related-names.ts";
import { checkSuburbs, replaceTodoProblems } from "./rules/suburbs.ts";
import { checkText } from "./rules/text.ts";
import { checkRichTextLinks } from "./rules/rich-text.ts";
import { checkVoice, voiceOf } from "./rules/voice.ts";
import { checkRegistrationNumbers } from "./rules/registration-numbers.ts";
import { factSamples, isListedSample, sampleValues, type Placeholder } from "./sample-values.ts";
import { claimsWithoutEvidence } from "./evidence.ts";
import { schemaChecker, withSiteForms } from "./schema-messages.ts";
import { blockTypes, factNames, formNames, schemasDir as projectSchemasDir } from "./schema-files.ts";
import { siteBlockSchemas, siteChecksCache, usableSiteBlocks } from "./site-blocks.ts";
import { missingThankYouPages, schemaPrivacy, type FormPrivacy } from "./form-defaults.ts";
import { loadSiteForms, type SiteForm } from "./site-forms.ts";
import { siteOrigin } from "./site-origin.ts";
import { todayInSydney } from "../lib/dates.ts";
import { moneyStyleOf, writeAmountsIn } from "../lib/money.ts";
import { checkImages, withMeasures, type ImageUse } from "./images.ts";
import { isProblem } from "./source.ts";
import { asRecord } from "./json-values.ts";
import { suburbPage, withSuburbIndex, type SuburbReports } from "./suburb-page.ts";

export interface SitePage {
  /** The file the page comes from: its page document, or the suburb report it is made from. */
  file: string;
  doc: PageDocument;
}

export interface SiteSuburb {
  file: string;
  report: SuburbReport;
}

export interface LoadedSite {
  /** site.json with placeholders filled and SITE_ORIGIN applied; undefined only when it has problems. */
  site: SiteConfig | undefined;
  /** One per route, placeholders filled: page documents in file order, then suburb report pages. Sound files only. */
  pages: SitePage[];
  suburbs: SiteSuburb[];
  /** Every problem, sorted by file and position; the site may be published only when this is empty. */
  problems: Problem[];
  /** What needs attention but does not stop a build: figures due for review within 30 days, HTML or Markdown shown as typed. */
  warnings: Problem[];
  /** Each fact file's content by name (pages.config/facts/<name>.json), references to site.json filled in. */
  facts: Record<string, unknown>;
  /** The day the content was checked against, YYYY-MM-DD in Sydney: review dates and the figures in force. */
  today: string;
  /**
   * The samples, one entry each: the values site.json lists in "placeholders" (in file order), fact
   * entries marked "sample": true, and claims without their evidence (src/content/evidence.ts). A
   * demo build may keep them, a production build may not.
   */
  placeholders: Placeholder[];
  /** The facts text may name that LoadOptions.figures asked for, labelled as staff pick them (the editor's "Insert a figure"), with today's values. */
  figures?: Figure[];
  /** How many content files were checked. */
  files: number;
  /** Every image site.json and the pages show, measured: what the build makes copies of. */
  images: ImageUse[];
  /** The site's own forms that site.json lists (src/content/site-forms.ts), in its order. */
  siteForms: SiteForm[];
}

export interface LoadOptions {
  /**
   * File texts that replace (or add) files without touching the disk, by posix path relative to
   * root, e.g. { "pages.config/suburbs/merrylands.json": "…" }: an editor's unsaved drafts.
   */
  overrides?: Record<string, string>;
  /**
   * Image files that replace (or add) files in pages.config/images/ without touching the disk, by
   * the same paths: pictures uploaded in the back office and not yet published.
   */
  images?: Record<string, Uint8Array>;
  /**
   * Pages, suburb reports or fact files treated as deleted, by the same paths: a deletion drafted
   * in the back office, or one being weighed (what would break if this report went).
   */
  removed?: string[];
  /** The day to check against, YYYY-MM-DD; today in Sydney unless a test fixes the clock. */
  today?: string;
  /** The figures to label for staff (LoadedSite.figures): "all" for the editor's picker, or the names a draft uses. */
  figures?: "all" | readonly string[];
}

/**
 * Loads and checks the content under root (the folder holding pages.config/), against root's
 * schemas/ or, for a folder of content alone (a test fixture), this project's.
 */
export function loadSite(root: string, options: LoadOptions = {}): LoadedSite {
  const overrides = new Map(Object.entries(options.overrides ?? {}).map(([file, text]) => [path.posix.normalize(file.split(path.sep).join("/")), text]));
  const schemasDir = existsSync(path.join(root, "schemas")) ? path.join(root, "schemas") : projectSchemasDir;
  const problems: Problem[] = [];
  const siteBlocks = usableSiteBlocks(schemasDir, siteBlockSchemas(root, blockTypes(schemasDir), problems), problems);
  const blockChecker = schemaChecker(schemasDir, siteBlocks, siteBlocks.length ? siteChecksCache(root) : undefined);
  const kernelForms = formNames(schemasDir);
  // The site's own forms first: its site.json and pages may name them.
  const own = loadSiteForms(root, blockChecker, kernelForms, overrides);
  problems.push(...own.problems);
  const checker = withSiteForms(blockChecker, own.names);
  const gone = new Set((options.removed ?? []).map((file) => path.posix.normalize(file.split(path.sep).join("/"))));
  const forms = siteForms(readContentFile(root, SITE_FILE, overrides), [...kernelForms, ...own.names]);
  // A site's form whose files have problems is named as the file is, with no purpose: its own
  // problems say what to fix, and content with problems is never built, so none of it is shown.
  const privacyOf = (form: string): FormPrivacy | undefined =>
    kernelForms.includes(form)
      ? schemaPrivacy(schemasDir, form)
      : (own.forms.find((entry) => entry.name === form)?.privacy ?? (own.names.includes(form) ? { name: form, purpose: "" } : undefined));
  // A form the site has written no thank-you page for gets a plain one, read as if it were written.
  for (const [file, text] of Object.entries(missingThankYouPages(root, privacyOf, forms, (file) => overrides.has(file)))) overrides.set(file, text);
  const onDisk = listContentFiles(root, [...overrides.keys()]);
  const keep = (files: string[]) => files.filter((file) => !gone.has(file));
  const listing = { ...onDisk, pages: keep(onDisk.pages), suburbs: keep(onDisk.suburbs), facts: keep(onDisk.facts) };
  problems.push(...listing.problems);
  const listed = new Set([...listing.pages, ...listing.suburbs, ...listing.facts]);

  const read = (file: string, schemaFile: string, found: Problem[]): CheckedFile | undefined => {
    const source = readContentFile(root, file, overrides);
    if (!isProblem(source)) return checkFile(source, schemaFile, checker, found, (data) => wrongFolder(file, data, listed));
    found.push(source);
    return undefined;
  };
  const site = read(SITE_FILE, "site.schema.json", problems);
  // Every amount from here on (in messages, on pages, in the prerender) is written in the site's currency.
  const money = site?.valid ? moneyStyleOf(site.data as SiteConfig) : undefined;
  if (money) writeAmountsIn(money);
  const pages = listing.pages.map((file) => read(file, "page.schema.json", problems)).filter((page) => page !== undefined);
  const suburbs = listing.suburbs.flatMap((file) => {
    const found: Problem[] = [];
    const checked = read(file, "suburb.schema.json", found);
    if (!checked) {
      problems.push(...found);
      return [];
    }
    const todo = replaceTodoProblems(checked, found);
    problems.push(...todo.problems);
    return [{ ...checked, valid: todo.valid }];
  });
  const { reports, reportedInOwnFile } = checkSuburbs(suburbs, listing.suburbs, listing.unreadSuburbs, problems);

  const today = options.today ?? todayInSydney();
  const warnings: Problem[] = [];
  checkText([...pages, ...suburbs], problems, warnings, site);
  const textLinks = checkRichTextLinks([...(site ? [site] : []), ...pages, ...suburbs], problems);
  checkVoice([...(site ? [site] : []), ...pages, ...suburbs], voiceOf(site, problems), problems);
  checkSuburbCopies(suburbs, reports, problems);
  const statesFacts = listing.facts.length > 0 || existsSync(path.join(root, FACTS_DIR));
  const factsToRead = factFilesToRead(listing.facts, schemasDir, problems, statesFacts);
  const facts: FactFile[] = factsToRead.flatMap(({ file, name }) => {
    const checked = read(file, factSchemaFile(name), problems);
    return checked ? [{ name, referenceName: factReferenceName(name), schemaFile: factSchemaFile(name), file: checked }] : [];
  });
  for (const fact of facts) checkFactDates(fact, today, problems, warnings);
  const namesFile = facts.find((fact) => fact.name === "suburb-names")?.file;
  checkSuburbNamesReview(namesFile, today, problems);
  checkRelatedNames(suburbs, reports.values(), namesFile?.valid ? (namesFile.data as SuburbNames).names : undefined, problems);
  checkFactFigures(facts, problems);
  const samples = sampleValues(site);
  problems.push(...samples.problems);
  checkSite(site, problems);
  checkSiteFonts(site, root, problems);
  problems.push(...checkEditorHelp(root, schemasDir));
  if (site) checkRegistrationNumbers(site, (segments) => isListedSample(site, segments), problems);

  const raw = site?.valid ? (site.data as SiteConfig) : undefined;
  const siteNames = raw ? siteReferences(raw) : {};
  const siteOnly: References = new Map(Object.entries(siteNames));
  // A fact may name the brand ("{brand}'s estimates"); nothing in site.json names a fact.
  const filledFacts = facts.map((fact) => ({ ...fact, file: { ...fact.file, data: fillReferences(fact.file.data, siteOnly) } }));
  const references: References = new Map(
    Object.entries({ ...siteNames, ...factReferences(filledFacts, schemasDir, today), ...suburbReferences(reports.values()) }),
  );
  // A file that is not even an object (`null`) has no slug: it is its own problem, never a report.
  const isReport = (data: unknown): data is SuburbReport => typeof asRecord(data).slug === "string" && reports.get(asRecord(data).slug as string) === data;
  const ownSuburb = (data: unknown) => (isReport(data) ? ownSuburbReferences(data) : undefined);
  // One mistake, one problem: {suburbs.penrith.rent} while penrith.json exists but is broken, {brand}
  // while site.json is, {claims.lenders} while claims.json is or is missing: that file's own problem
  // says what to fix, and every page naming it would otherwise repeat it.
  const soundFactNames = new Set(facts.filter((fact) => fact.file.valid).map((fact) => fact.referenceName));
  const brokenFactNames = new Set(
    (statesFacts ? factNames(schemasDir) : factsToRead.map((fact) => fact.name)).map(factReferenceName).filter((name) => !soundFactNames.has(name)),
  );
  const reportedInItsFile = (name: string) => {
    const [scope, slug] = name.split(".");
    if (!raw && SITE_REFERENCE_NAMES.has(name)) return true;
    if (scope !== undefined && slug !== undefined && brokenFactNames.has(scope)) return true;
    return scope === "suburbs" && slug !== undefined && reportedInOwnFile.has(slug) && !reports.has(slug);
  };
  checkReferences([...(site ? [site] : []), ...pages, ...facts.map((fact) => fact.file)], references, () => ({}), reportedInItsFile, problems);
  checkReferences(suburbs, references, (file) => ownSuburb(file.data), reportedInItsFile, problems);
  const figureInput = { references, facts: filledFacts, reports };
  const figures = options.figures && figureCatalogue(figureInput, options.figures === "all" ? undefined : options.figures);
  const figureLabel = figureLabeller(figureInput);
  checkRetypedFacts(
    {
      site: raw,
      files: [...(site ? [site] : []), ...pages, ...suburbs],
      facts: filledFacts,
      reports,
      references,
      figureLabel,
    },
    problems,
  );

  const expanded = [...pages.map((page) => withIndex(page, reports)), ...suburbPages(suburbs, reports)];
  const ownPrivacy: Record<string, FormPrivacy> = {};
  for (const form of forms) {
    const entry = privacyOf(form);
    if (entry) ownPrivacy[form] = entry;
  }
  const sound = new Set(pages.filter((page) => page.valid).map((page) => page.source.file));
  const unsoundPages = listing.pages.filter((file) => !sound.has(file));
  crossCheck({ root, site, pages: expanded, suburbs, forms, ownPrivacy, references, unsoundPages, textLinks, blockTypes: checker.blockTypes }, problems);
  const images = checkImages(root, [...(site ? [site] : []), ...pages], problems, options.images);
  const imagesOf = (file: string) => images.filter((use) => use.file.source.file === file);
  const soundFacts = Object.fromEntries(filledFacts.filter((fact) => fact.file.valid).map((fact) => [fact.name, fact.file.data]));
  const filled = raw && withMeasures({ ...withFormPrivacy(fillReferences(raw, references), ownPrivacy), origin: siteOrigin(raw) }, imagesOf(SITE_FILE));
  checkBlocks({ site: filled, pages: expanded, facts: soundFacts }, problems);
  const isSample = (segments: PathSegment[]) => site !== undefined && isListedSample(site, segments);
  const unevidenced = claimsWithoutEvidence({ site, facts, suburbs, pages, schemasDir, today, isListedSample: isSample }, problems, warnings);

  return {
    site: filled,
    pages: raw
      ? expanded
          .filter((page) => page.valid)
          .map((page) => ({ file: page.source.file, doc: withMeasures(fillReferences(page.data as PageDocument, references), imagesOf(page.source.file)) }))
      : [],
    suburbs: suburbs
      .filter((s) => isReport(s.data))
      .map((s) => ({
        file: s.source.file,
        report: fillReferences(fillReferences(s.data as SuburbReport, new Map(Object.entries(ownSuburb(s.data) ?? {}))), references),
      })),
    problems: sortProblems(problems),
    warnings: sortProblems(warnings),
    facts: soundFacts,
    today,
    placeholders: [...samples.placeholders, ...factSamples(facts.map((fact) => fact.file)), ...unevidenced],
    ...(figures && { figures }),
    files: listing.pages.length + listing.suburbs.length + listing.facts.length + 1 + own.files,
    images,
    siteForms: forms.flatMap((form) => own.forms.filter((entry) => entry.name === form)),
  };
}

/**
 * The forms site.json's `forms` lists that exist, read before the site is checked because their
 * thank-you pages are read as content; the schema check reports a list that is wrong.
 */
function siteForms(site: ReturnType<typeof readContentFile>, known: string[]): string[] {
  if (isProblem(site)) return [];
  try {
    const listed = asRecord(JSON.parse(site.text)).forms;
    return Array.isArray(listed) ? known.filter((form) => listed.includes(form)) : [];
  } catch {
    return [];
  }
}

/** site.json with each form's privacy entry: the site's own, or else the one its schema states. */
function withFormPrivacy(site: SiteConfig, ownPrivacy: Record<string, FormPrivacy>): SiteConfig {
  return { ...site, privacy: { ...site.privacy, forms: { ...ownPrivacy, ...site.privacy.forms } } };
}

/** A page with the suburb index filled in, as visitors get it. */
function withIndex(page: CheckedFile, reports: SuburbReports): CheckedFile {
  return page.valid ? { ...page, data: withSuburbIndex(page.data as PageDocument, reports) } : page;
}

/** Each sound suburb report as the page the template makes of it, its own figures written in. */
function suburbPages(suburbs: CheckedFile[], reports: SuburbReports): CheckedFile[] {
  const fromFile: Record<string, PathSegment[]> = { path: ["slug"], title: ["name"], description: ["description"] };
  return suburbs
    .filter((suburb) => suburb.valid && typeof asRecord(suburb.data).slug === "string" && reports.get(asRecord(suburb.data).slug as string) === suburb.data)
    .map((suburb) => ({
      ...suburb,
      data: suburbPage(fillReferences(suburb.data as SuburbReport, new Map(Object.entries(ownSuburbReferences(suburb.data as SuburbReport)))), reports),
      sourcePath: (segments: PathSegment[]) => fromFile[String(segments[0])] ?? segments,
    }));
}
