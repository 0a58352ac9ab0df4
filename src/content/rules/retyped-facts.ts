/**
 * A fact typed into text by hand goes stale the day the fact changes, so validation asks for the
 * reference instead, at the words themselves:
 * - the phone number or email address of site.json, anywhere;
 * - a claim in its own words ("over 40 lenders"), by the patterns its entry in claims.json gives;
 * - a contact detail of a dated fact (AFCA's phone number, the OAIC's website, a post-office box);
 * - whatever a collection's own rule sets find in the same prose (their `checkTexts`, in the site's
 *   folder): an entry's figure typed in where its reference belongs is the site's to recognise,
 *   since only it knows what its figures are called in a sentence.
 */
import type { SiteConfig } from "../../generated/content-types.ts";
import { problemAt, type CheckedFile } from "../checked-file.ts";
import type { SiteText, TextFinding } from "../collection-contract.ts";
import { SITE_FILE } from "../content-files.ts";
import type { FactFile } from "../facts.ts";
import type { PathSegment } from "../json-locations.ts";
import { asRecord, walkStrings } from "../json-values.ts";
import type { Problem } from "../problems.ts";
import { REFERENCE, type References } from "../references.ts";

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

/** A collection's rule sets that check the site's prose, as the pipeline runs them. */
export interface TextRules {
  /** Its sound entries by slug: a text in one of their own files says which. */
  entries: ReadonlyMap<string, unknown>;
  /** Their findings in these texts; undefined when a rule set failed (the failure is reported where it runs). */
  check(texts: readonly SiteText[]): readonly TextFinding[] | undefined;
}

export interface RetypedInput {
  site: SiteConfig | undefined;
  /** site.json, the pages and the collections' entries as written. */
  files: readonly CheckedFile[];
  facts: readonly FactFile[];
  /** The collections whose own rule sets check text. */
  textRules: readonly TextRules[];
  /** Every reference and its text: the dated facts' values in force today among them. */
  references: References;
  /** What staff call a reference ("Business name", an entry's "Richmond › Opening hours"), for the fix that puts it in (src/content/figure-names.ts). */
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
  /** Text describing a picture (alt text): it may name the business as the picture shows it. */
  describesPicture: boolean;
}

export function checkRetypedFacts({ site, files, facts, textRules, references, figureLabel }: RetypedInput, problems: Problem[]): void {
  const claims = claimsOf(facts);
  const contacts = contactDetailsOf(facts, references);
  // Most prose mentions no claim or contact: one pass of each combined pattern rules it out (a
  // thousand collection entries are tens of thousands of strings, each checked on every save).
  const anyClaim = anyOf(claims.flatMap((claim) => claim.patterns));
  const signature = claims.map((claim) => claim.patterns.map((p) => p.source).join("\u0000")).join("\u0001");
  if (claimMatchCache.signature !== signature || claimMatchCache.byText.size > CLAIM_CACHE_LIMIT) claimMatchCache.byText = new Map();
  claimMatchCache.signature = signature;
  const anyContact = anyOf(contacts.map((contact) => contact.pattern));
  const brand = site ? brandLiteralsOf(site) : [];
  const prose = proseOf(files);
  // References are already right; blank them out but keep every other character where it is.
  const texts = prose.map((found) => (found.text.includes("{") ? found.text.replace(REFERENCE, (whole) => " ".repeat(whole.length)) : found.text));
  prose.forEach((found, i) => {
    const text = texts[i]!;
    const report = reporter(found, figureLabel, problems);
    brandLiterals(text, brand, found, report);
    claimLiterals(text, claims, anyClaim, report);
    if (anyContact && mayStateContact(text, anyContact)) contactLiterals(text, contacts, report);
  });
  for (const rules of textRules) {
    const own = new Map([...rules.entries].map(([slug, entry]) => [entry, slug]));
    const handed: SiteText[] = prose.map((found, i) => ({
      file: found.file.source.file,
      at: found.segments,
      text: texts[i]!,
      context: found.context,
      entry: own.get(found.file.data),
    }));
    for (const finding of rules.check(handed) ?? []) {
      const found = prose[finding.text];
      if (found)
        reporter(found, figureLabel, problems)(finding.index, finding.message, {
          ...optional("staff", finding.staff),
          ...(finding.replace && { replace: finding.replace }),
        });
    }
  }
}

/** How a rule reports a problem at a character of this prose. */
function reporter(prose: Prose, figureLabel: RetypedInput["figureLabel"], problems: Problem[]): Report {
  return (index, message, extra) =>
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
}

const optional = <K extends string>(key: K, value: string | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, string>));

/** One pattern matching wherever any of these would, for a quick first look; undefined for none. */
function anyOf(patterns: readonly RegExp[]): RegExp | undefined {
  if (!patterns.length) return undefined;
  const flags = patterns.some((p) => p.flags.includes("u")) ? "iu" : "i";
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"), flags);
}

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
function proseOf(files: readonly CheckedFile[]): Prose[] {
  const found: Prose[] = [];
  for (const file of files) {
    if (!file.valid) continue;
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
  /** `figure`: the reference's name anywhere ("locations.richmond.hours") when `with` is an entry's own name for it ("{location.hours}"). */
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
