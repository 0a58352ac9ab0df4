/**
 * Checks across files, on the pages as visitors get them (collection entries made into pages by their templates):
 * every path, title and description is used once and fits search results, links and anchors lead
 * somewhere, images exist in public/, and every visitor form has its
 * thank-you page where the server sends people after a post (a plain one when the site wrote none:
 * form-defaults.ts) and its purpose, in site.json's privacy or its schema's. The forms are the site's
 * own (site.json's "forms"): a page may show only those, and a site with any has a privacy policy.
 */
import path from "node:path";
import type { SiteConfig } from "../generated/content-types.ts";
import { problemAt, type CheckedFile } from "./checked-file.ts";
import { PAGES_DIR, SITE_FILE } from "./content-files.ts";
import { listFiles } from "./files.ts";
import type { PathSegment } from "./json-locations.ts";
import { asRecord, valueAt, walkStrings } from "./json-values.ts";
import { fillReferences, referencesIn, type References } from "./references.ts";
import type { Problem } from "./problems.ts";
import { didYouMean } from "./suggest.ts";
import { blockTypes } from "./schema-files.ts";
import { PRIVACY_PATH } from "../lib/privacy-path.ts";
import { thankYouPath } from "../lib/thank-you-path.ts";
import type { RichTextLinkUse } from "./rules/rich-text.ts";

/** Files generated into the site root by the build, so links to them are valid. */
const GENERATED_FILES = ["/sitemap.xml", "/robots.txt"];
/** Search results cut titles after about 60 characters and show 70 to 160 of a description. */
const SEARCH_LENGTHS = { title: [10, 60], description: [70, 160] } as const;

export interface CrossCheckInput {
  root: string;
  site: CheckedFile | undefined;
  /** Every page as visitors get it, the collections' entry pages included. */
  pages: CheckedFile[];
  /** The collections' entry files as written. */
  entries: CheckedFile[];
  forms: string[];
  /** The fields a form block may preset, by form: each form's fields but "form-name". */
  formFields?: Readonly<Record<string, readonly string[]>>;
  /** The privacy entry each form's schema states, used where site.json's privacy.forms has none. */
  ownPrivacy: Record<string, unknown>;
  /** Every reference text may use, to measure titles and descriptions as visitors see them. */
  references: References;
  /**
   * Page files with a problem of their own (unreadable, or breaking their schema): a link to the
   * address such a file is kept under ("/faq" for pages/faq.json) waits for that problem.
   */
  unsoundPages?: readonly string[];
  /** Addresses of pages a problem of their own kept out, besides those files (a collection entry its template failed on). */
  unsoundAddresses?: readonly string[];
  /** The links written in rich text to the site's own pages (rules/rich-text.ts). */
  textLinks?: readonly RichTextLinkUse[];
  /** The block types pages may use: the kernel's and the site's own (its blocks/ folder). */
  blockTypes?: readonly string[];
}

/** On a site with no booking page (no "bookingUrl"), a booking button or booking box would lead nowhere. */
function checkNoBooking(
  file: CheckedFile,
  value: string,
  segments: PathSegment[],
  report: (file: CheckedFile, segments: PathSegment[], message: string) => void,
) {
  if (segments.at(-1) === "to" && value === "booking")
    report(
      file,
      segments,
      `leads to the booking page, but this site has none: give the booking page's address in ${SITE_FILE} ("bookingUrl"), or lead to a page, "phone" or "email"`,
    );
  else if (segments.at(-1) === "type" && value === "booking-widget")
    report(file, segments, `is a booking box, but this site has no booking page: give its address in ${SITE_FILE} ("bookingUrl"), or remove this block`);
}

/**
 * A block's preset (a form block's "presets") names a field of the block's form, or the form would
 * post an answer its server drops. A form the site does not list is the "form" check's problem, never this one's.
 */
function checkPreset(
  page: CheckedFile,
  doc: Record<string, unknown>,
  segments: PathSegment[],
  formFields: Readonly<Record<string, readonly string[]>>,
  report: (file: CheckedFile, segments: PathSegment[], message: string) => void,
) {
  const block = asRecord(valueAt(doc, segments.slice(0, -2)));
  const field = String(segments.at(-1));
  const fields = typeof block.form === "string" ? formFields[block.form] : undefined;
  if (!fields || fields.includes(field)) return;
  report(
    page,
    segments,
    `the "${String(block.form)}" form has no field "${field}"${didYouMean(field, fields)}, so it cannot send it: preset one of its fields (${fields.map((name) => `"${name}"`).join(", ")}), or remove this one`,
  );
}

/** The address a page file is kept under: pages/faq.json is "/faq", pages/home.json "/", pages/blog/index.json "/blog". */
function addressOfPageFile(file: string): string {
  const address = file
    .slice(PAGES_DIR.length)
    .replace(/\.json$/i, "")
    .replace(/\/index$/, "");
  return address === "/home" || address === "" ? "/" : address;
}

export function crossCheck(
  {
    root,
    site,
    pages,
    entries,
    forms,
    formFields = {},
    ownPrivacy,
    references,
    unsoundPages = [],
    unsoundAddresses: unsoundElsewhere = [],
    textLinks = [],
    blockTypes: known = blockTypes(),
  }: CrossCheckInput,
  problems: Problem[],
) {
  const unsoundAddresses = new Set([...unsoundPages.map(addressOfPageFile), ...unsoundElsewhere]);
  // A value the earlier checks found wrong (a picture's address outside the images folder) is not
  // reported again here for the same mistake seen another way (no such file).
  const reported = new Set(problems.map((problem) => `${problem.file}\0${problem.path}`));
  const report = (file: CheckedFile, segments: PathSegment[], message: string) => {
    const problem = problemAt(file, segments, message);
    if (!reported.has(`${problem.file}\0${problem.path}`)) problems.push(problem);
  };
  const siteData = site?.valid ? (site.data as SiteConfig) : undefined;

  // Routes and the anchors on each.
  const routes = new Map<string, { file: CheckedFile; anchors: Set<string> }>();
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  const pendingPages: LinkText[] = [];
  for (const page of pages) {
    const doc = asRecord(page.data);
    const anchors = new Set<string>();
    const ownPath = typeof doc.path === "string" ? doc.path : undefined;
    // One walk per page collects its anchors and the strings the link checks below need.
    walkStrings(doc.blocks, ["blocks"], (value, segments) => {
      if (segments.at(-1) === "id") {
        if (anchors.has(value)) report(page, segments, `anchor "${value}" is used twice on this page; each anchor must be unique`);
        anchors.add(value);
      }
      if (needsLinkCheck(value, segments)) pendingPages.push({ file: page, value, segments: [...segments], ownPath });
      if (siteData && !siteData.bookingUrl) checkNoBooking(page, value, segments, report);
      // A form name the schema refused is its problem already; one the site does not list is this one
      // (once site.json is sound: while it has a problem of its own, its list of forms is not known).
      if (segments.at(-1) === "form" && page.valid && siteData && !forms.includes(value))
        report(page, segments, `the "${value}" form is not one of this site's forms: add it to "forms" in ${SITE_FILE}, or choose one listed there`);
      if (segments.at(-2) === "presets") checkPreset(page, doc, segments, formFields, report);
    });
    if (typeof doc.path === "string") {
      const other = routes.get(doc.path);
      if (other) report(page, ["path"], `the path "${doc.path}" is already used by ${other.file.source.file}`);
      else routes.set(doc.path, { file: page, anchors });
    }
    for (const field of ["title", "description"] as const) {
      const text = doc[field];
      if (typeof text !== "string") continue;
      const tooLong = searchLengthProblem(field, text, siteData && references, doc);
      if (tooLong) report(page, [field], tooLong);
      const other = seen[field].get(text);
      if (other) report(page, [field], `the same ${field} as ${other}; every page needs its own`);
      else seen[field].set(text, page.source.file);
    }
  }
  const folderProblem = (message: string) => problems.push({ file: PAGES_DIR, line: 1, column: 1, path: "(folder)", message });
  if (pages.length && ![...routes.values()].some(({ file }) => asRecord(file.data).status === 404))
    folderProblem('no page has "status": 404, so unknown addresses would have no not-found page');

  if (pages.length)
    for (const form of forms) {
      const wanted = thankYouPath(form);
      if (routes.has(wanted)) continue;
      const named = pages.find((page) => page.source.file === `${PAGES_DIR}${wanted}.json`);
      if (named)
        report(named, ["path"], `the "${form}" form sends visitors to ${wanted} after they post it, so this thank-you page's path must be "${wanted}"`);
      else folderProblem(`no page has the path "${wanted}", where the "${form}" form sends visitors after they post it: add ${PAGES_DIR}${wanted}.json`);
    }

  // Each form's collection notice and the privacy policy say what the form is for: site.json, or the form's schema.
  if (site && siteData)
    for (const form of forms)
      if (!siteData.privacy.forms[form] && !ownPrivacy[form])
        report(site, ["privacy", "forms"], `has no entry for the "${form}" form: its collection notice and the privacy policy need its name and purpose`);

  if (site && siteData) checkSiteForms(site, siteData, forms, routes, report);
  if (site && siteData && !siteData.bookingUrl) walkStrings(site.data, [], (value, segments) => checkNoBooking(site, value, segments, report));
  if (site && siteData?.editorBlocks) {
    siteData.editorBlocks.forEach((type, index) => {
      if (!known.includes(type))
        report(
          site,
          ["editorBlocks", index],
          `"${type}" is not a kind of block${didYouMean(type, known)}: each is a file name in schemas/blocks/ without ".schema.json", or a folder of the site's blocks/`,
        );
    });
  }

  const publicFiles = new Set([...listFiles(path.join(root, "public")).map((file) => `/${file}`), ...GENERATED_FILES]);
  const linkable = [...routes.keys()].filter((p) => asRecord(routes.get(p)?.file.data).status !== 404);

  const checkLink = ({ file, value, segments, ownPath, index }: LinkText) => {
    const key = segments.at(-1);
    // A link in text is pointed at where its mark starts, not at the whole field.
    const say = (message: string) => {
      const problem = problemAt(file, segments, message);
      if (!reported.has(`${problem.file}\0${problem.path}`))
        problems.push(index === undefined ? problem : { ...problem, ...file.locator.charAt(segments, index) });
    };
    if (index === undefined && key === "src" && value.startsWith("/") && !publicFiles.has(value)) {
      say(`no file public${value}${didYouMean(value, publicFiles)}`);
      return;
    }
    if (index === undefined && key !== "to" && key !== "href") return;
    if (!value.startsWith("/") && !value.startsWith("#")) return;
    const [target = "", anchor] = value.split("#", 2);
    const targetPath = target === "" ? ownPath : target.length > 1 ? target.replace(/\/$/, "") : "/";
    if (targetPath === undefined) {
      say(`"${value}" needs a page before the "#", because this link appears on every page`);
      return;
    }
    const route = routes.get(targetPath);
    if (!route || asRecord(route.file.data).status === 404) {
      if (!anchor && publicFiles.has(targetPath)) return;
      // One mistake, one problem: the page's own file says what is wrong with it.
      if (unsoundAddresses.has(targetPath)) return;
      say(`link to "${value}" goes to no page${didYouMean(targetPath, linkable)}`);
      return;
    }
    if (anchor !== undefined && !route.anchors.has(anchor))
      say(`link to "${value}": the page "${targetPath}" has no anchor "${anchor}"${didYouMean(anchor, route.anchors)}`);
  };
  const checkAll = (file: CheckedFile, data: unknown) =>
    walkStrings(data, [], (value, segments) => {
      if (needsLinkCheck(value, segments)) checkLink({ file, value, segments, ownPath: undefined });
    });

  if (site) checkAll(site, site.data);
  for (const entry of entries) checkAll(entry, entry.data);
  pendingPages.forEach(checkLink);
  for (const link of textLinks) checkLink({ file: link.file, value: link.href, segments: link.segments, ownPath: link.ownPath, index: link.index });
}

/** A string the link checks look at, with where it is. */
interface LinkText {
  file: CheckedFile;
  value: string;
  segments: PathSegment[];
  /** The page the string is on, for "#anchor" links; undefined for text shown on every page. */
  ownPath: string | undefined;
  /** For a link written in rich text: where its mark starts in the text. */
  index?: number;
}

function needsLinkCheck(value: string, segments: PathSegment[]): boolean {
  const key = segments.at(-1);
  return key === "to" || key === "href" || key === "src";
}

function searchLengthProblem(
  field: "title" | "description",
  text: string,
  references: References | undefined,
  doc: Record<string, unknown>,
): string | undefined {
  if (doc.status === 404 || doc.indexable === false || !references) return undefined;
  const shown = fillReferences(text, references);
  // A reference left unfilled is its own problem (a name to correct, or a broken file): its length is not known yet.
  if (referencesIn(shown).length) return undefined;
  const [min, max] = SEARCH_LENGTHS[field];
  if (shown.length >= min && shown.length <= max) return undefined;
  return `is ${shown.length} characters as shown${shown === text ? "" : " (references filled in)"}; search results want ${min} to ${max}`;
}

/**
 * What listing a site's forms asks of the rest of site.json: the privacy policy every form's notice
 * links to, the call-back form the booking button falls back on, and wording only for listed forms.
 */
function checkSiteForms(
  site: CheckedFile,
  siteData: SiteConfig,
  forms: string[],
  routes: ReadonlyMap<string, unknown>,
  report: (file: CheckedFile, segments: PathSegment[], message: string) => void,
) {
  if (forms.length && !routes.has(PRIVACY_PATH))
    report(
      site,
      ["forms"],
      `lists forms, and the notice under each form links to the privacy policy at ${PRIVACY_PATH}, but no page has that path: add ${PAGES_DIR}${PRIVACY_PATH}.json with a "form-collection" block (it lists what each form collects)`,
    );
  if (siteData.bookingUrl && !forms.includes("call-back"))
    report(site, ["forms"], `needs "call-back": the booking button offers the call-back form when the booking page cannot load`);
  for (const key of ["forms", "nextSteps"] as const) {
    const wording = key === "forms" ? siteData.privacy.forms : (siteData.nextSteps ?? {});
    for (const form of Object.keys(wording))
      if (!forms.includes(form))
        report(
          site,
          key === "forms" ? ["privacy", "forms", form] : ["nextSteps", form],
          `words the "${form}" form, which "forms" does not list: add the form there, or remove this entry`,
        );
  }
}
