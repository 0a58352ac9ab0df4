/**
 * A fact typed into text by hand goes stale the day the fact changes, so validation asks for the
 * reference instead, at the words themselves:
 * - the phone number or email address of site.json, anywhere;
 * - a claim in its own words ("over 40 lenders"), by the patterns its entry in claims.json gives;
 * - a contact detail of a dated fact (AFCA's phone number, the OAIC's website, a post-office box);
 * - a suburb's figure (rent, medians, yields, vacancy) in a sentence about that figure: the same
 *   figure is a repeat to replace by {suburb.rent}, another one contradicts the report;
 * - a suburb called "no report yet" that has a report now.
 * Text about one client (a case study) keeps its own figures.
 */
import type { SiteConfig } from "../../generated/content-types.ts";
import { formatDollars, formatRate } from "../../lib/money.ts";
import { problemAt, type CheckedFile } from "../checked-file.ts";
import { SITE_FILE } from "../content-files.ts";
import type { FactFile } from "../facts.ts";
import type { PathSegment } from "../json-locations.ts";
import { asRecord, walkStrings } from "../json-values.ts";
import type { Problem } from "../problems.ts";
import { REFERENCE, type References } from "../references.ts";
import { entryLink, figuresOf, type Collection } from "../collections.ts";

/** What these rules read of an entry of the collection that declares them: its schema is the site's own (collections/suburbs/). */
export interface ReportedSuburb {
  name: string;
  slug: string;
  snapshot: Record<"medianRentPerWeek" | "medianHousePrice" | "medianUnitPrice" | "grossYieldHouses" | "grossYieldUnits" | "vacancyRate", number>;
}

/** Fields that hold addresses, names and keys rather than prose. */
const NOT_PROSE = new Set([
  "$schema",
  "to",
  "href",
  "src",
  "id",
  "icon",
  "type",
  "slug",
  "form",
  "variant",
  "path",
  "dial",
  "display",
  "email",
  "origin",
  "bookingUrl",
  "keywords",
  "name",
]);

export interface RetypedInput {
  site: SiteConfig | undefined;
  /** site.json, the pages and the suburb reports as written. */
  files: readonly CheckedFile[];
  facts: readonly FactFile[];
  reports: ReadonlyMap<string, ReportedSuburb>;
  /** The collection the reports are, which names their figures (its template) and their references. */
  collection: Collection | undefined;
  /** Every reference and its text: the dated facts' values in force today among them. */
  references: References;
  /** What staff call a reference ("Merrylands › Median weekly rent"), for the fix that puts it in (src/content/figure-names.ts). */
  figureLabel: (name: string) => string | undefined;
}

interface Claim {
  reference: string;
  value: string;
  description: string;
  patterns: RegExp[];
}

/** A piece of prose and where it is, with its neighbour for an FAQ answer (the question says what it is about). */
interface Prose {
  file: CheckedFile;
  segments: PathSegment[];
  text: string;
  /** Text that says what this text is about without being checked itself: an FAQ answer's question. */
  context: string;
  /** Whose suburb file it is in, if any. */
  ownSlug: string | undefined;
  /** Figures about one client, not the suburb: left alone. */
  caseStudy: boolean;
  /** Text describing a picture (alt text): it may name the business as the picture shows it. */
  describesPicture: boolean;
}

export function checkRetypedFacts({ site, files, facts, reports, collection, references, figureLabel }: RetypedInput, problems: Problem[]): void {
  const claims = claimsOf(facts);
  const contacts = contactDetailsOf(facts, references);
  const suburbNames = suburbNamesOf(reports);
  // Most prose mentions no claim, contact or suburb: one pass of each combined pattern rules it out
  // (a thousand suburb reports are tens of thousands of strings, each checked on every save).
  const anyClaim = anyOf(claims.flatMap((claim) => claim.patterns));
  const signature = claims.map((claim) => claim.patterns.map((p) => p.source).join("\u0000")).join("\u0001");
  if (claimMatchCache.signature !== signature || claimMatchCache.byText.size > CLAIM_CACHE_LIMIT) claimMatchCache.byText = new Map();
  claimMatchCache.signature = signature;
  const anyContact = anyOf(contacts.map((contact) => contact.pattern));
  const brand = site ? brandLiteralsOf(site) : [];
  for (const prose of proseOf(files, reports)) {
    // References are already right; blank them out but keep every other character where it is.
    const text = prose.text.includes("{") ? prose.text.replace(REFERENCE, (whole) => " ".repeat(whole.length)) : prose.text;
    const report: Report = (index, message, extra) =>
      problems.push({
        ...problemAt(prose.file, prose.segments, message, extra?.staff),
        ...prose.file.locator.charAt(prose.segments, index),
        ...(extra?.replace && {
          fix: {
            at: prose.segments,
            set: prose.text.slice(0, index) + extra.replace.with + prose.text.slice(index + extra.replace.length),
            ...optional("figure", figureLabel(extra.replace.figure ?? extra.replace.with.slice(1, -1))),
          },
        }),
      });
    brandLiterals(text, brand, prose, report);
    claimLiterals(text, claims, anyClaim, report);
    if (anyContact && mayStateContact(text, anyContact)) contactLiterals(text, contacts, report);
    // A figure, or a suburb's name beside "report": nothing else can state a suburb's fact.
    if (
      !prose.caseStudy &&
      (/[$%]/.test(text) ||
        ((REPORT.test(text) || REPORT.test(prose.context)) && (suburbNames.namedIn(text).length > 0 || suburbNames.namedIn(prose.context).length > 0)))
    )
      if (collection) suburbLiterals(text, prose, suburbNames, { reports, collection }, report);
  }
}

const optional = <K extends string>(key: K, value: string | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, string>));

/** One pattern matching wherever any of these would, for a quick first look; undefined for none. */
function anyOf(patterns: readonly RegExp[]): RegExp | undefined {
  if (!patterns.length) return undefined;
  const flags = patterns.some((p) => p.flags.includes("u")) ? "iu" : "i";
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"), flags);
}

interface SuburbName {
  report: ReportedSuburb;
  pattern: RegExp;
  /** Its position among the reports: the suburbs a text names are listed in this order. */
  order: number;
}

/**
 * The suburbs' names and which of them a text names. Testing every name's pattern on every
 * sentence with a figure was a thousand patterns a sentence with a thousand suburb reports (most
 * of the content check's time, and of a build's first step). A name's pattern can only match
 * where the name's first word stands as a word of the text (its \b on either side), so only the
 * suburbs whose first word is one of the text's words are tested: the same answer, in the same order.
 */
function suburbNamesOf(reports: ReadonlyMap<string, ReportedSuburb>) {
  const all: SuburbName[] = [...reports.values()].map((report, order) => ({ report, pattern: new RegExp(`\\b${escape(report.name)}\\b`, "i"), order }));
  const byFirstWord = new Map<string, SuburbName[]>();
  // A name that does not start with a plain word (none today) is tested on every text, as before.
  const always: SuburbName[] = [];
  for (const name of all) {
    const first = /^[A-Za-z0-9_]+/.exec(name.report.name)?.[0].toLowerCase();
    if (first === undefined) always.push(name);
    else byFirstWord.set(first, byFirstWord.get(first)?.concat(name) ?? [name]);
  }
  const known = new Map<string, SuburbName[]>();
  const namedIn = (text: string): SuburbName[] => {
    const cached = known.get(text);
    if (cached) return cached;
    const candidates = new Set(always);
    for (const word of text.match(/[A-Za-z0-9_]+/g) ?? []) for (const name of byFirstWord.get(word.toLowerCase()) ?? []) candidates.add(name);
    const named = [...candidates].filter(({ pattern }) => pattern.test(text)).sort((a, b) => a.order - b.order);
    known.set(text, named);
    return named;
  };
  return { all, namedIn };
}
type SuburbNames = ReturnType<typeof suburbNamesOf>;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function claimsOf(facts: readonly FactFile[]): Claim[] {
  return facts.flatMap((fact) =>
    Object.entries(asRecord(asRecord(fact.file.valid ? fact.file.data : undefined).statements)).map(([name, raw]) => {
      const statement = asRecord(raw);
      return {
        reference: `{${fact.referenceName}.${name}}`,
        value: String(statement.value),
        description: String(statement.description ?? ""),
        patterns: (Array.isArray(statement.detect) ? statement.detect : []).map((pattern) => new RegExp(String(pattern), "gi")),
      };
    }),
  );
}

/** Every prose string of the files, with what the checks need to know about it. */
function proseOf(files: readonly CheckedFile[], reports: ReadonlyMap<string, ReportedSuburb>): Prose[] {
  const found: Prose[] = [];
  for (const file of files) {
    if (!file.valid) continue;
    const own = asRecord(file.data);
    const ownSlug = typeof own.slug === "string" && reports.get(own.slug) === file.data ? own.slug : undefined;
    walkStrings(file.data, [], (text, segments) => {
      const key = segments.at(-1);
      if (typeof key === "string" && NOT_PROSE.has(key)) return;
      if (file.source.file === SITE_FILE && (segments[0] === "legal" || segments[0] === "phone")) return;
      const question = key === "answer" ? asRecord(valueAtParent(file.data, segments)).question : undefined;
      found.push({
        file,
        segments: [...segments],
        text,
        context: typeof question === "string" ? question : "",
        ownSlug,
        caseStudy: segments[0] === "caseStudy",
        describesPicture: typeof key === "string" && (key === "alt" || key.endsWith("Alt")),
      });
    });
  }
  return found;
}

function valueAtParent(data: unknown, segments: PathSegment[]): unknown {
  let node = data;
  for (const segment of segments.slice(0, -1)) node = (node as Record<string | number, unknown> | undefined)?.[segment];
  return node;
}

/**
 * A problem at `index` of the text. `staff`: the message in the form's words, where `message` names
 * a file (Problem.staff). `replace`, when the rule knows the one safe edit (the typed words swapped
 * for the reference that shows the same figure), lets a save or a back-office change offer it as a
 * follow-up edit, and the editor offer it as "Use the live figure". Staff never type a reference, so
 * a message in their words names the figure and points at that button, never at braces.
 */
type Report = (
  index: number,
  message: string,
  /** `figure`: the reference's name anywhere ("suburbs.blacktown.rent") when `with` is a report's own name for it ("{suburb.rent}"). */
  extra?: { staff?: string; replace?: { length: number; with: string; figure?: string } },
) => void;

/** The brand facts a page must name rather than type: [the words, their reference, what they are]. */
function brandLiteralsOf(site: SiteConfig): [string, string, string][] {
  const literals: [string, string, string][] = [
    [site.phone.display, "{phone}", "the phone number"],
    [site.phone.dial, "{phone}", "the phone number"],
    [site.email, "{email}", "the email address"],
    [site.brand, "{brand}", "the business name"],
  ];
  return literals.filter(([literal]) => literal.length >= 6);
}

function brandLiterals(text: string, literals: readonly [string, string, string][], prose: Prose, report: Report) {
  for (const [literal, reference, what] of literals) {
    const index = text.indexOf(literal);
    // Alt text says what a picture shows, the business's sign included; it is no claim to keep in step.
    if (reference === "{brand}" && prose.describesPicture) continue;
    if (index >= 0 && !(prose.file.source.file === SITE_FILE && prose.segments.length === 1))
      report(index, `types ${what} "${literal}": write ${reference} instead, so every page shows the one in site.json`, {
        staff: `types ${what} "${literal}" by hand: use the live figure instead, so every page shows the one in the site settings`,
        replace: { length: literal.length, with: reference },
      });
  }
}

interface ContactDetail {
  reference: string;
  value: string;
  file: string;
  pattern: RegExp;
}

/**
 * The dated facts' contact details: each value in force that is a phone number, an email or web
 * address or a post-office box, with a pattern that finds it however it is spaced or capitalised.
 * Only these: a fact's other words ("unlimited", "none") are ordinary words in other sentences.
 */
function contactDetailsOf(facts: readonly FactFile[], references: References): ContactDetail[] {
  const files = new Map(facts.map((fact) => [fact.referenceName, fact.file.source.file]));
  const found: ContactDetail[] = [];
  for (const [name, value] of references) {
    const [factName = "", ...rest] = name.split(".");
    const file = files.get(factName);
    // Where a figure came from is for whoever reviews it, not a detail pages state.
    if (!file || rest.includes("source")) continue;
    const pattern = contactPattern(value);
    if (pattern) found.push({ reference: `{${name}}`, value, file, pattern });
  }
  return found;
}

function contactPattern(value: string): RegExp | undefined {
  const digits = value.replace(/\D/g, "");
  if (/^\+?[\d ()-]+$/.test(value) && digits.length >= 6) return new RegExp(`(?<!\\d)${[...digits].join("[ -]?")}(?!\\d)`, "g");
  if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value)) return new RegExp(`(?<![\\w.])${escape(value)}(?![\\w])`, "gi");
  // "www.afca.org.au" is also typed as "afca.org.au" or "https://www.afca.org.au/"; after an "@" it is an email address's.
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(value) && /[a-z]/i.test(value))
    return new RegExp(`(?<![\\w.@-])(?:https?://)?(?:www\\.)?${escape(value.replace(/^www\./i, ""))}(?![\\w-])`, "gi");
  const box = /^(?:GPO|PO|Locked)\s+(?:Box|Bag)\s+\d+/i.exec(value);
  if (box) return new RegExp(`\\b${box[0].replace(/\s+/g, "\\s+")}(?!\\d)`, "gi");
  return undefined;
}

function contactLiterals(text: string, contacts: readonly ContactDetail[], report: Report) {
  for (const contact of contacts)
    for (const match of text.matchAll(contact.pattern))
      report(
        match.index,
        `types "${match[0]}" by hand: write ${contact.reference} ("${contact.value}") instead, so every page shows the one in ${contact.file}`,
        {
          staff: `types "${match[0]}" by hand: use the live figure instead, so every page shows the same one`,
          replace: { length: match[0].length, with: contact.reference },
        },
      );
}

/** Where a text states claims in its own words, by claim (index into the claims list). */
type ClaimMatches = Map<number, { words: string; claims: number[] }>;

/**
 * Claim patterns found per text, kept between loads for as long as the patterns stay the same: the
 * development server, the editor and the tests load the same mostly unchanged text again and again,
 * and these patterns are the pipeline's costliest step.
 */
const claimMatchCache = { signature: "", byText: new Map<string, ClaimMatches>() };
const CLAIM_CACHE_LIMIT = 100_000;

const NO_MATCHES: ClaimMatches = new Map();

/** Texts known to name no contact detail, for as long as the contact details stay the same. */
const noContactCache = { source: "", texts: new Set<string>() };

function mayStateContact(text: string, anyContact: RegExp): boolean {
  if (noContactCache.source !== anyContact.source || noContactCache.texts.size > CLAIM_CACHE_LIMIT) noContactCache.texts = new Set();
  noContactCache.source = anyContact.source;
  if (noContactCache.texts.has(text)) return false;
  if (anyContact.test(text)) return true;
  noContactCache.texts.add(text);
  return false;
}

function claimMatches(text: string, claims: readonly Claim[], anyClaim: RegExp | undefined): ClaimMatches {
  const cached = claimMatchCache.byText.get(text);
  if (cached) return cached;
  if (!anyClaim?.test(text)) {
    claimMatchCache.byText.set(text, NO_MATCHES);
    return NO_MATCHES;
  }
  const byIndex: ClaimMatches = new Map();
  claims.forEach((claim, c) => {
    for (const pattern of claim.patterns)
      for (const match of text.matchAll(pattern)) {
        const at = byIndex.get(match.index) ?? { words: match[0], claims: [] };
        if (!at.claims.includes(c)) at.claims.push(c);
        byIndex.set(match.index, at);
      }
  });
  claimMatchCache.byText.set(text, byIndex);
  return byIndex;
}

function claimLiterals(text: string, claims: readonly Claim[], anyClaim: RegExp | undefined, report: Report) {
  for (const [index, { words, claims: indexes }] of claimMatches(text, claims, anyClaim)) {
    const found = indexes.map((c) => claims[c]!);
    const options = found.map((c) => `${c.reference} ("${c.value}": ${c.description.replace(/\.$/, "").replace(/^./, (ch) => ch.toLowerCase())})`);
    const which = options.length === 1 ? `write ${options[0]}` : `write the claim it means: ${options.join(" or ")}`;
    const meant = found.map((c) => `${c.value} (${c.description.replace(/\.$/, "").replace(/^./, (ch) => ch.toLowerCase())})`);
    report(index, `states "${words.trim()}" in its own words: ${which}, so every page makes the same claim`, {
      staff:
        found.length === 1
          ? `states "${words.trim()}" in its own words: use the live figure, ${meant[0]}, so every page makes the same claim`
          : `states "${words.trim()}" in its own words: replace it with the claim it means, ${meant.join(" or ")}, from Insert a figure, so every page makes the same claim`,
      ...(found.length === 1 && { replace: { length: words.trimEnd().length, with: found[0]!.reference } }),
    });
  }
}

interface Figure {
  index: number;
  words: string;
  value: number;
  kind: "money" | "percent";
}

/** "$880K", "$1.05M", "$640", "$1,050,000", "4.2%". */
function figuresIn(text: string): Figure[] {
  const found: Figure[] = [];
  for (const match of text.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)\s*(million|[kKmM])?\b/g)) {
    const scale = /^m/i.test(match[2] ?? "") ? 1_000_000 : /^k$/i.test(match[2] ?? "") ? 1_000 : 1;
    found.push({ index: match.index, words: match[0], value: Number((match[1] ?? "").replace(/,/g, "")) * scale, kind: "money" });
  }
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)) found.push({ index: match.index, words: match[0], value: Number(match[1]), kind: "percent" });
  return found;
}

/** Sentences with where each starts, so a message can point at its words. */
function sentences(text: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  // A full stop ends a sentence only before a space or the end: "1.7%" and "$1.05M" stay whole.
  const pattern = /(?:[^.!?]|[.!?](?!\s|$))+[.!?]*/g;
  for (const match of text.matchAll(pattern)) if (match[0].trim()) out.push({ start: match.index, text: match[0] });
  return out;
}

interface FigureRule {
  figure: "rent" | "house" | "unit" | "houseYield" | "unitYield" | "vacancy";
  kind: Figure["kind"];
  /** The sentence is about this figure. */
  about: RegExp;
  /** The figure's range, so a deposit or a price is not read as a rent. */
  range: [number, number];
  /**
   * When a different number is a contradiction rather than another figure: these words next to it
   * ("the $750K median"), or, for a short answer that does not name the figure, in its question.
   */
  contradicts: RegExp;
}

const FIGURE_RULES: FigureRule[] = [
  { figure: "rent", kind: "money", about: /\brent/i, range: [100, 3000], contradicts: /\b(median|typical|average|around|about)\b/i },
  { figure: "house", kind: "money", about: /\b(house|houses|home|homes)\b/i, range: [100_000, 20_000_000], contradicts: /\bmedian\b/i },
  { figure: "unit", kind: "money", about: /\b(unit|units|apartment|apartments)\b/i, range: [100_000, 20_000_000], contradicts: /\bmedian\b/i },
  {
    figure: "houseYield",
    kind: "percent",
    about: /\byields?\b.*?\b(house|houses)\b|\b(house|houses)\b.*?\byields?\b/i,
    range: [0.5, 15],
    contradicts: /\b(house|houses)\b/i,
  },
  {
    figure: "unitYield",
    kind: "percent",
    about: /\byields?\b.*?\b(unit|units)\b|\b(unit|units)\b.*?\byields?\b/i,
    range: [0.5, 15],
    contradicts: /\b(unit|units)\b/i,
  },
  { figure: "vacancy", kind: "percent", about: /\bvacan/i, range: [0, 20], contradicts: /\bvacan/i },
];

const figureValue = (report: ReportedSuburb, figure: FigureRule["figure"]): number => {
  const s = report.snapshot;
  return {
    rent: s.medianRentPerWeek,
    house: s.medianHousePrice,
    unit: s.medianUnitPrice,
    houseYield: s.grossYieldHouses,
    unitYield: s.grossYieldUnits,
    vacancy: s.vacancyRate,
  }[figure];
};
/** How many characters either side of a figure the words that say what it is may be. */
const NEAR = 40;
const same = (kind: Figure["kind"], a: number, b: number) => (kind === "money" ? Math.abs(a - b) <= Math.max(1, b * 0.005) : Math.abs(a - b) < 0.05);

const REPORT = /\breports?\b/i;
const NO_REPORT = /\b(?:no|not yet|don't have|do not have|doesn't have|does not have|haven't)\b/i;
/** A question asking whether a report exists: "Do you have a report for Merrylands?", "Is there a Pemulwuy report?". */
const ASKS_FOR_REPORT = /\b(?:have|has|is there|are there)\b.*\breports?\b/i;
/** An answer that opens by saying no: "Not yet, but…", "No, …". */
const ANSWERED_NO = /^\s*(?:no|not yet)\b/i;

function suburbLiterals(
  text: string,
  prose: Prose,
  suburbs: SuburbNames,
  { reports, collection }: { reports: ReadonlyMap<string, ReportedSuburb>; collection: Collection },
  report: Report,
) {
  const { each, own } = collection.references ?? { each: collection.name, own: collection.name };
  const label = (figure: FigureRule["figure"]) => (collection.module.figureLabels?.[figure] ?? figure).replace(/^its /, "");
  // "Merrylands has no report yet" in one sentence, or an answer opening "Not yet" to a question
  // asking for Merrylands' report.
  const split = sentences(text);
  const mayDenyReport = REPORT.test(text) || REPORT.test(prose.context);
  // Only a suburb named in a sentence or in the context can be said to have no report.
  const mentioned = new Set([...split.flatMap((s) => suburbs.namedIn(s.text)), ...suburbs.namedIn(prose.context)]);
  for (const { report: other, pattern } of mayDenyReport ? suburbs.all.filter((name) => mentioned.has(name)) : []) {
    if (other.slug === prose.ownSlug) continue;
    const inSentence = split.find((s) => pattern.test(s.text) && REPORT.test(s.text) && NO_REPORT.test(s.text));
    const inAnswer = pattern.test(prose.context) && ASKS_FOR_REPORT.test(prose.context) && ANSWERED_NO.test(text);
    if (inSentence || inAnswer)
      report(
        inSentence?.start ?? 0,
        `says ${other.name} has no report, but it has one now (${collection.dir}/${other.slug}.json): reword it, and link to ${entryLink(collection, other.slug)} if it helps`,
        { staff: `says ${other.name} has no report, but it has one now: reword it, and link to ${entryLink(collection, other.slug)} if it helps` },
      );
  }

  for (const sentence of split) {
    if (!/[$%]/.test(sentence.text)) continue;
    const inSentence = new Set([...suburbs.namedIn(sentence.text), ...suburbs.namedIn(prose.context)]);
    const named = suburbs.all.filter((name) => inSentence.has(name));
    const subject = named.length === 1 ? named[0]?.report : named.length === 0 && prose.ownSlug ? reports.get(prose.ownSlug) : undefined;
    if (!subject) continue;
    const prefix = subject.slug === prose.ownSlug ? own : `${each}.${subject.slug}`;
    const shown = figuresOf(collection, subject);
    const about = `${prose.context} ${sentence.text}`;
    for (const figure of figuresIn(sentence.text)) {
      const rules = FIGURE_RULES.filter(
        (rule) => rule.kind === figure.kind && rule.about.test(about) && figure.value >= rule.range[0] && figure.value <= rule.range[1],
      );
      const match = rules.find((rule) => same(figure.kind, figure.value, figureValue(subject, rule.figure)));
      const index = sentence.start + figure.index;
      if (match) {
        report(
          index,
          `repeats ${subject.name}'s ${label(match.figure)} (${shown[match.figure]}) typed in: write {${prefix}.${match.figure}} instead, so this sentence changes when the figure does`,
          {
            staff: `repeats ${subject.name}'s ${label(match.figure)} (${shown[match.figure]}) typed in: use the live figure instead, so this sentence changes when the figure does`,
            replace: { length: figure.words.trimEnd().length, with: `{${prefix}.${match.figure}}`, figure: `${each}.${subject.slug}.${match.figure}` },
          },
        );
        continue;
      }
      const near = sentence.text.slice(Math.max(0, figure.index - NEAR), figure.index + figure.words.length + NEAR);
      const contradicted = rules.find((rule) => rule.contradicts.test(near) || (!rule.about.test(sentence.text) && rule.contradicts.test(prose.context)));
      if (contradicted) {
        const given = `${subject.name}'s report gives ${label(contradicted.figure)} as ${contradicted.kind === "money" && contradicted.figure === "rent" ? formatDollars(figureValue(subject, "rent")) : contradicted.kind === "percent" ? formatRate(figureValue(subject, contradicted.figure)) : shown[contradicted.figure]}`;
        report(index, `says ${figure.words.trim()}, but ${given}: write {${prefix}.${contradicted.figure}} so the two always agree`, {
          staff: `says ${figure.words.trim()}, but ${given}: use the live figure so the two always agree`,
          replace: {
            length: figure.words.trimEnd().length,
            with: `{${prefix}.${contradicted.figure}}`,
            figure: `${each}.${subject.slug}.${contradicted.figure}`,
          },
        });
      }
    }
  }
}
