/**
 * The content pipeline, the one way anything reads pages.config/: the validator CLI, the route
 * list in react-router.config.ts, the page loaders, the sitemap, the scripts and the tests.
 *
 *   read (UTF-8, no byte-order mark, every entry accounted for, editors' temporary files skipped)
 *   → parse (syntax explained, repeated keys found, a file in the wrong folder named) → schema
 *   → per-collection rules → text (lengths the layout holds, markup, repeated FAQs, copied reasons,
 *   the site's voice)
 *   → facts (the sets in force today, review dates) → references known, facts not retyped
 *   → expand (collection entries become pages by their site's template, listings filled) → cross-checks → each block type's
 *   own checks (its folder's checks.ts) → fill references
 *
 * It is synchronous: the React Router config, the loaders and the CLI all call it the same way.
 * Problems never throw; the caller decides whether they stop it (a build) or are shown (the
 * development server, an editor).
 */
import { checkEditorHelp } from "./editor-help.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";
import { collectionSchemas } from "./collection-schemas.ts";
import {
  COLLECTION_KIT,
  contextOf,
  declaredFolders,
  entryLink,
  entryPage,
  entryPath,
  entryReferences,
  ownEntryReferences,
  readCollections,
  slugOf,
  type Collection,
} from "./collections.ts";
import { checkBlocks } from "./block-checks.ts";
import { checkFile, problemAt, type CheckedFile } from "./checked-file.ts";
import { FACTS_DIR, SITE_FILE, listContentFiles, readContentFile, wrongFolder } from "./content-files.ts";
import { crossCheck } from "./cross-checks.ts";
import { checkFactDates, factFilesToRead, factReferenceName, factSchemaFile, type FactFile } from "./facts.ts";
import type { PathSegment } from "./json-locations.ts";
import { sortProblems, wholeFile, type Problem } from "./problems.ts";
import { figureCatalogue, figureLabeller, type Figure } from "./figure-names.ts";
import { SITE_REFERENCE_NAMES, factReferences, fillReferences, siteReferences, type References } from "./references.ts";
import { checkFactFigures } from "./rules/fact-figures.ts";
import { checkReferences, referenceExamples } from "./rules/references.ts";
import { checkRetypedFacts, type TextRules } from "./rules/retyped-facts.ts";
import { checkSite, checkSiteFonts } from "./rules/site.ts";
import { replaceTodoProblems } from "./rules/placeholders.ts";
import type { CollectionFinding, EntryInCollection, SiteFact } from "./collection-contract.ts";
import { checkText } from "./rules/text.ts";
import { checkRichTextLinks } from "./rules/rich-text.ts";
import { checkVoice, voiceOf } from "./rules/voice.ts";
import { checkRegistrationNumbers } from "./rules/registration-numbers.ts";
import { factSamples, isListedSample, sampleValues, type Placeholder } from "./sample-values.ts";
import { claimsWithoutEvidence, type EntryClaimIn } from "./evidence.ts";
import { schemaChecker, withSiteForms } from "./schema-messages.ts";
import { blockTypes, factNames, formNames, schemasDir as projectSchemasDir } from "./schema-files.ts";
import { siteBlockSchemas, siteChecksCache, usableSiteBlocks } from "./site-blocks.ts";
import { missingThankYouPages, presetFields, schemaPrivacy, type FormPrivacy } from "./form-defaults.ts";
import { loadSiteForms, type SiteForm } from "./site-forms.ts";
import { siteOrigin } from "./site-origin.ts";
import { siteFactClashes, siteFactSchemas } from "./site-facts.ts";
import { todayInSydney } from "../lib/dates.ts";
import { moneyStyleOf, writeAmountsIn } from "../lib/money.ts";
import { checkImages, withMeasures, type ImageUse } from "./images.ts";
import { isProblem } from "./source.ts";
import { asRecord } from "./json-values.ts";

export interface SitePage {
  /** The file the page comes from: its page document, or the collection entry it is made from. */
  file: string;
  doc: PageDocument;
}

/** A collection's entry, references filled: its fields as its schema has them. */
export interface SiteEntry {
  file: string;
  entry: unknown;
}

export interface LoadedSite {
  /** site.json with placeholders filled and SITE_ORIGIN applied; undefined only when it has problems. */
  site: SiteConfig | undefined;
  /** One per route, placeholders filled: page documents in file order, then each collection's entry pages. Sound files only. */
  pages: SitePage[];
  /** The site's collections (collections/<name>/collection.json), in name order. */
  collections: Collection[];
  /** Each collection's sound entries, by the collection's name, in file order. */
  entries: Record<string, SiteEntry[]>;
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
   * root, e.g. { "pages.config/pages/about.json": "…" }: an editor's unsaved drafts.
   */
  overrides?: Record<string, string>;
  /**
   * Image files that replace (or add) files in pages.config/images/ without touching the disk, by
   * the same paths: pictures uploaded in the back office and not yet published.
   */
  images?: Record<string, Uint8Array>;
  /**
   * Pages, collection entries or fact files treated as deleted, by the same paths: a deletion drafted
   * in the back office, or one being weighed (what would break if this entry went).
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
  const entrySchemas = collectionSchemas(root, schemasDir);
  const ownFacts = siteFactSchemas(root, schemasDir);
  for (const file of siteFactClashes(root, schemasDir))
    problems.push(wholeFile(file, `is named as one of the kernel's facts (schemas/${file}): give the site's own kind of fact a name of its own`));
  const cached = siteBlocks.length > 0 || entrySchemas.length > 0 || ownFacts.length > 0;
  const blockChecker = schemaChecker(schemasDir, siteBlocks, cached ? siteChecksCache(root) : undefined, [...entrySchemas, ...ownFacts]);
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
  const collections = readCollections(root, overrides, checker, problems);
  const unusable = declaredFolders(root).filter((folder) => !collections.some((collection) => collection.name === folder.name));
  const onDisk = listContentFiles(
    root,
    [...overrides.keys()],
    collections,
    unusable.map((folder) => folder.dir),
  );
  const keep = (files: string[]) => files.filter((file) => !gone.has(file));
  const entryFiles = Object.fromEntries(Object.entries(onDisk.entries).map(([name, files]) => [name, keep(files)]));
  const listing = { ...onDisk, pages: keep(onDisk.pages), facts: keep(onDisk.facts) };
  problems.push(...listing.problems);
  const listed = new Set([...listing.pages, ...Object.values(entryFiles).flat(), ...listing.facts]);

  const read = (file: string, schemaFile: string, found: Problem[]): CheckedFile | undefined => {
    const source = readContentFile(root, file, overrides);
    if (!isProblem(source)) return checkFile(source, schemaFile, checker, found, (data) => wrongFolder(file, data, listed, collections));
    found.push(source);
    return undefined;
  };
  const site = read(SITE_FILE, "site.schema.json", problems);
  // Every amount from here on (in messages, on pages, in the prerender) is written in the site's currency.
  const money = site?.valid ? moneyStyleOf(site.data as SiteConfig) : undefined;
  if (money) writeAmountsIn(money);
  const pages = listing.pages.map((file) => read(file, "page.schema.json", problems)).filter((page) => page !== undefined);
  const readEntries = (collection: Collection) =>
    (entryFiles[collection.name] ?? []).flatMap((file) => {
      const found: Problem[] = [];
      const checked = read(file, collection.schema, found);
      if (!checked) {
        problems.push(...found);
        return [];
      }
      const todo = replaceTodoProblems(checked, found);
      problems.push(...todo.problems);
      return [{ ...checked, valid: todo.valid }];
    });
  const sets = collections.map((collection) => {
    const files = readEntries(collection);
    const unread = listing.unread[collection.name] ?? new Map<string, string>();
    const all = entryFiles[collection.name] ?? [];
    const set = { collection, files, ...soundEntries(collection, files, all, unread, problems) };
    checkEntries(set, problems);
    return set;
  });
  const collectionFiles = sets.flatMap((set) => set.files);

  const today = options.today ?? todayInSydney();
  const warnings: Problem[] = [];
  checkText([...pages, ...collectionFiles], problems, warnings, site, new Set(collections.flatMap((collection) => collection.cardFields ?? [])));
  const textLinks = checkRichTextLinks([...(site ? [site] : []), ...pages, ...collectionFiles], collections, problems);
  checkVoice([...(site ? [site] : []), ...pages, ...collectionFiles], voiceOf(site, problems), problems);
  const statesFacts = listing.facts.length > 0 || existsSync(path.join(root, FACTS_DIR));
  const factsToRead = factFilesToRead(listing.facts, schemasDir, problems, statesFacts, ownFacts);
  const facts: FactFile[] = factsToRead.flatMap(({ file, name }) => {
    const checked = read(file, factSchemaFile(name), problems);
    const schemaText = ownFacts.find((fact) => fact.name === name)?.text;
    return checked
      ? [{ name, referenceName: factReferenceName(name), schemaFile: factSchemaFile(name), ...(schemaText && { schemaText }), file: checked }]
      : [];
  });
  for (const fact of facts) checkFactDates(fact, today, problems, warnings);
  checkWithFacts(sets, facts, today, problems);
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
    Object.entries(
      Object.assign(
        { ...siteNames, ...factReferences(filledFacts, schemasDir, today) },
        ...sets.map((set) => entryReferences(set.collection, set.entries.values())),
      ),
    ),
  );
  // A file that is not even an object (`null`) has no slug: it is its own problem, never an entry.
  const setOf = (data: unknown) => {
    const set = sets.find((found) => {
      const slug = slugOf(found.collection, data);
      return slug !== undefined && found.entries.get(slug) === data;
    });
    return set;
  };
  const ownEntry = (data: unknown) => {
    const set = setOf(data);
    return set ? ownEntryReferences(set.collection, data) : undefined;
  };
  // One mistake, one problem: {locations.richmond.hours} while richmond.json exists but is broken, {brand}
  // while site.json is, {claims.lenders} while claims.json is or is missing: that file's own problem
  // says what to fix, and every page naming it would otherwise repeat it.
  const soundFactNames = new Set(facts.filter((fact) => fact.file.valid).map((fact) => fact.referenceName));
  const brokenFactNames = new Set(
    (statesFacts ? [...factNames(schemasDir), ...ownFacts.map((fact) => fact.name)] : factsToRead.map((fact) => fact.name))
      .map(factReferenceName)
      .filter((name) => !soundFactNames.has(name)),
  );
  const reportedInItsFile = (name: string) => {
    const [scope, slug] = name.split(".");
    if (!raw && SITE_REFERENCE_NAMES.has(name)) return true;
    if (scope !== undefined && slug !== undefined && brokenFactNames.has(scope)) return true;
    const set = sets.find((found) => found.collection.references?.each === scope);
    return set !== undefined && slug !== undefined && set.reportedInOwnFile.has(slug) && !set.entries.has(slug);
  };
  const examples = referenceExamples(references, collections);
  checkReferences([...(site ? [site] : []), ...pages, ...facts.map((fact) => fact.file)], references, () => ({}), reportedInItsFile, problems, examples);
  checkReferences(collectionFiles, references, (file) => ownEntry(file.data), reportedInItsFile, problems, examples);
  const figureInput = { references, facts: filledFacts, collections: sets.map(({ collection, entries }) => ({ collection, entries })) };
  const figures = options.figures && figureCatalogue(figureInput, options.figures === "all" ? undefined : options.figures);
  const figureLabel = figureLabeller(figureInput);
  checkRetypedFacts(
    {
      site: raw,
      files: [...(site ? [site] : []), ...pages, ...collectionFiles],
      facts: filledFacts,
      textRules: sets.flatMap((set) => textRulesOf(set, problems)),
      references,
      figureLabel,
    },
    problems,
  );

  const failedAddresses: string[] = [];
  const expanded = [...pages.map((page) => withListings(page, sets, problems)), ...sets.flatMap((set) => entryPages(set, problems, failedAddresses))];
  const ownPrivacy: Record<string, FormPrivacy> = {};
  for (const form of forms) {
    const entry = privacyOf(form);
    if (entry) ownPrivacy[form] = entry;
  }
  const sound = new Set(pages.filter((page) => page.valid).map((page) => page.source.file));
  const unsoundPages = listing.pages.filter((file) => !sound.has(file));
  crossCheck(
    {
      root,
      site,
      pages: expanded,
      entries: collectionFiles,
      forms,
      formFields: presetFields(forms, schemasDir, kernelForms, own.forms),
      ownPrivacy,
      references,
      unsoundPages,
      unsoundAddresses: failedAddresses,
      textLinks,
      blockTypes: checker.blockTypes,
    },
    problems,
  );
  const images = checkImages(root, [...(site ? [site] : []), ...pages], problems, options.images);
  const imagesOf = (file: string) => images.filter((use) => use.file.source.file === file);
  const soundFacts = Object.fromEntries(filledFacts.filter((fact) => fact.file.valid).map((fact) => [fact.name, fact.file.data]));
  const filled = raw && withMeasures({ ...withFormPrivacy(fillReferences(raw, references), ownPrivacy), origin: siteOrigin(raw) }, imagesOf(SITE_FILE));
  checkBlocks({ site: filled, pages: expanded, facts: soundFacts }, problems);
  const isSample = (segments: PathSegment[]) => site !== undefined && isListedSample(site, segments);
  const unevidenced = claimsWithoutEvidence(
    { site, facts, entryClaims: sets.flatMap((set) => entryClaimsOf(set, problems)), pages, schemasDir, today, isListedSample: isSample },
    problems,
    warnings,
  );

  return {
    site: filled,
    pages: raw
      ? expanded
          .filter((page) => page.valid)
          .map((page) => ({ file: page.source.file, doc: withMeasures(fillReferences(page.data as PageDocument, references), imagesOf(page.source.file)) }))
      : [],
    collections,
    entries: Object.fromEntries(
      sets.map(({ collection, files, entries }) => [
        collection.name,
        files
          .filter((file) => file.valid && entries.get(slugOf(collection, file.data) ?? "") === file.data)
          .map((file) => ({
            file: file.source.file,
            entry: fillReferences(fillReferences(file.data, new Map(Object.entries(ownEntryReferences(collection, file.data)))), references),
          })),
      ]),
    ),
    problems: sortProblems(problems),
    warnings: sortProblems(warnings),
    facts: soundFacts,
    today,
    placeholders: [...samples.placeholders, ...factSamples(facts.map((fact) => fact.file)), ...unevidenced],
    ...(figures && { figures }),
    files: listing.pages.length + Object.values(entryFiles).flat().length + listing.facts.length + 1 + own.files,
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

/** A collection's files, and its entries sound enough to make pages of, by slug. */
interface EntrySet {
  collection: Collection;
  files: CheckedFile[];
  entries: Map<string, unknown>;
  /** Slugs of entries whose own file has the problem that keeps them out: other files naming them are not told they are missing. */
  reportedInOwnFile: Set<string>;
}

/** The collection's sound files as its rule sets see them, in file order. */
const entriesIn = (files: readonly CheckedFile[]): EntryInCollection<unknown>[] =>
  files.filter((file) => file.valid).map((file) => ({ entry: file.data, file: file.source.file, modified: file.source.modified ?? 0 }));

/** A rule set's findings as problems, each at its file (one of `files`) and field, with its staff words and fix. */
function findingProblems(findings: readonly CollectionFinding[], files: readonly CheckedFile[], problems: Problem[]): void {
  const byFile = new Map(files.map((file) => [file.source.file, file]));
  for (const { file, at, message, index, staff, fix } of findings) {
    const checked = byFile.get(file);
    if (!checked) continue;
    problems.push({ ...problemAt(checked, at, message, staff), ...(index !== undefined && checked.locator.charAt(at, index)), ...(fix && { fix }) });
  }
}

/** Each collection's own rule sets that check its entries against the site's facts (the sound ones, by name). */
function checkWithFacts(sets: readonly EntrySet[], facts: readonly FactFile[], today: string, problems: Problem[]): void {
  const sound = new Map<string, SiteFact>(
    facts.filter((fact) => fact.file.valid).map((fact) => [fact.name, { file: fact.file.source.file, data: fact.file.data }]),
  );
  for (const set of sets)
    for (const rules of set.collection.ruleSets) {
      if (!rules.checkWithFacts) continue;
      const findings =
        byTemplate(set.collection, set.collection.file, () => rules.checkWithFacts!(entriesIn(set.files), sound, today, COLLECTION_KIT), problems) ?? [];
      findingProblems(findings, [...set.files, ...facts.map((fact) => fact.file)], problems);
    }
}

/** The claims a collection's rule sets say its sound files make, each at its file (src/content/evidence.ts asks for their evidence). */
function entryClaimsOf({ collection, files }: EntrySet, problems: Problem[]): EntryClaimIn[] {
  const byFile = new Map(files.map((file) => [file.source.file, file]));
  return collection.ruleSets.flatMap((rules) => {
    const claims = rules.claims && byTemplate(collection, collection.file, () => rules.claims!(entriesIn(files), COLLECTION_KIT), problems);
    return (claims ?? []).flatMap((claim) => {
      const file = byFile.get(claim.file);
      return file ? [{ ...claim, file }] : [];
    });
  });
}

/** The collection's own rule sets that check the site's text, each run as the pipeline's text rules are (src/content/rules/retyped-facts.ts). */
function textRulesOf(set: EntrySet, problems: Problem[]): TextRules[] {
  const { collection, files, entries } = set;
  const fileOf = new Map(files.map((file) => [file.data, file.source]));
  const sound = [...entries.values()].map((entry) => ({ entry, file: fileOf.get(entry)?.file ?? "", modified: fileOf.get(entry)?.modified ?? 0 }));
  const context = { declaration: collection, entries: sound, link: (slug: string) => entryLink(collection, slug), kit: COLLECTION_KIT };
  return collection.ruleSets.flatMap((rules) =>
    rules.checkTexts ? [{ entries, check: (texts) => byTemplate(collection, collection.file, () => rules.checkTexts!(texts, context), problems) }] : [],
  );
}

/**
 * The entries sound enough to make pages of: a collection whose own rule set selects them (its
 * rules.ts beside its declaration) has them chosen by it; any other keeps
 * each sound file whose slug no earlier file took, and the rest get their problem.
 */
function soundEntries(
  collection: Collection,
  files: CheckedFile[],
  all: string[],
  unread: ReadonlyMap<string, string>,
  problems: Problem[],
): Pick<EntrySet, "entries" | "reportedInOwnFile"> {
  const reportedInOwnFile = new Set([...all.map((file) => path.posix.basename(file, ".json")), ...unread.keys()]);
  const selecting = collection.ruleSets.find((rules) => rules.select);
  if (selecting) {
    const known = { declaration: collection, all, reportedInOwnFile };
    const chosen = byTemplate(collection, collection.file, () => selecting.select!(entriesIn(files), known, COLLECTION_KIT), problems);
    if (chosen) {
      findingProblems(chosen.findings, files, problems);
      // In the rule set's order: the entries as it ranked them.
      const byFile = new Map(files.filter((file) => file.valid).map((file) => [file.source.file, file.data]));
      const entries = new Map<string, unknown>();
      for (const file of chosen.keep) if (byFile.has(file)) entries.set(slugOf(collection, byFile.get(file)) ?? "", byFile.get(file));
      return { entries, reportedInOwnFile: new Set([...reportedInOwnFile, ...chosen.reportedInOwnFile]) };
    }
  }
  const entries = new Map<string, unknown>();
  const fileOf = new Map<string, string>();
  for (const file of files.filter((found) => found.valid)) {
    const slug = slugOf(collection, file.data) ?? "";
    const stem = path.posix.basename(file.source.file, ".json");
    const taken = fileOf.get(slug);
    if (taken)
      problems.push(
        problemAt(
          file,
          [collection.slugField],
          `"${slug}" is already used by ${taken}: if this file is an accidental copy, delete it; otherwise give it a slug of its own`,
        ),
      );
    else if (slug !== stem)
      problems.push(
        problemAt(file, [collection.slugField], `"${slug}" must match the file name "${stem}.json": rename the file to ${slug}.json or set it to "${stem}"`),
      );
    else {
      entries.set(slug, file.data);
      fileOf.set(slug, file.source.file);
    }
  }
  return { entries, reportedInOwnFile };
}

/**
 * What a template throws is the template's mistake, not the content's: one problem at the file it
 * failed on, naming the template, and the site goes on being checked.
 */
function byTemplate<T>(collection: Collection, file: string, make: () => T, problems: Problem[]): T | undefined {
  try {
    return make();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    problems.push(
      wholeFile(
        file,
        `the template of the ${collection.labelPlural} (collections/${collection.name}/${collection.template}) failed on this file: ${reason}; fix the template`,
      ),
    );
    return undefined;
  }
}

/** The collection's own checks (its template's), on the entries it made pages of: each finding is a problem at its field. */
function checkEntries({ collection, files, entries }: EntrySet, problems: Problem[]): void {
  const { check, checkAll } = collection.module;
  const accepted = files.filter((file) => file.valid && entries.get(slugOf(collection, file.data) ?? "") === file.data);
  if (check)
    for (const file of accepted) {
      const found = byTemplate(collection, file.source.file, () => check(file.data, COLLECTION_KIT), problems) ?? [];
      for (const { at, message } of found) problems.push(problemAt(file, at, message));
    }
  if (!checkAll) return;
  const byFile = new Map(accepted.map((file) => [file.source.file, file]));
  const seen = accepted.map((file) => ({ entry: file.data, file: file.source.file, modified: file.source.modified ?? 0 }));
  const found = byTemplate(collection, `collections/${collection.name}/collection.json`, () => checkAll(seen, COLLECTION_KIT), problems) ?? [];
  for (const { file, at, message, index } of found) {
    const checked = byFile.get(file);
    if (checked) problems.push({ ...problemAt(checked, at, message), ...(index !== undefined && checked.locator.charAt(at, index)) });
  }
}

/** A page with every collection's listing filled in, as visitors get it. */
function withListings(page: CheckedFile, sets: readonly EntrySet[], problems: Problem[]): CheckedFile {
  if (!page.valid) return page;
  let doc = page.data as PageDocument;
  for (const { collection, entries } of sets) {
    const listing = collection.module.listing;
    if (listing) doc = byTemplate(collection, page.source.file, () => listing(doc, contextOf(collection, entries)), problems) ?? doc;
  }
  return doc === page.data ? page : { ...page, data: doc };
}

/** Each sound entry as the page its template makes of it, its own figures written in; `failed` gets the addresses of those it failed on. */
function entryPages({ collection, files, entries }: EntrySet, problems: Problem[], failed: string[]): CheckedFile[] {
  const fromFile: Record<string, PathSegment[]> = { path: [collection.slugField], title: [collection.titleField], description: ["description"] };
  const context = contextOf(collection, entries);
  return files
    .filter((file) => file.valid && entries.get(slugOf(collection, file.data) ?? "") === file.data)
    .flatMap((file) => {
      const own = new Map(Object.entries(ownEntryReferences(collection, file.data)));
      const data = byTemplate(collection, file.source.file, () => entryPage(collection, fillReferences(file.data, own), context), problems);
      if (!data) failed.push(entryPath(collection, slugOf(collection, file.data) ?? ""));
      return data ? [{ ...file, data, sourcePath: (segments: PathSegment[]) => fromFile[String(segments[0])] ?? segments }] : [];
    });
}
