/**
 * A suburb's figure typed into text by hand goes stale the day the report changes, so validation
 * asks for the reference instead, at the words themselves:
 * - a suburb's figure (rent, medians, yields, vacancy) in a sentence about that figure: the same
 *   figure is a repeat to replace by {suburb.rent}, another one contradicts the report;
 * - a suburb called "no report yet" that has a report now.
 * Text about one client (a case study) keeps its own figures.
 *
 * The broker's rule set's `checkTexts` (rules.ts): the kernel hands it every text of the site, with
 * references blanked out, and makes each finding a problem at its words (and its `replace` the fix
 * staff are offered as "Use the live figure").
 */
import type { SiteText, TextContext, TextFinding } from "../../../../src/content/collection-contract.ts";
import type { SuburbReport } from "./suburb.types.ts";
import template from "./template.ts";

type Context = TextContext<SuburbReport>;

interface SuburbName {
  report: SuburbReport;
  pattern: RegExp;
  /** Its position among the reports: the suburbs a text names are listed in this order. */
  order: number;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The suburbs' names and which of them a text names. Testing every name's pattern on every
 * sentence with a figure was a thousand patterns a sentence with a thousand suburb reports (most
 * of the content check's time, and of a build's first step). A name's pattern can only match
 * where the name's first word stands as a word of the text (its \b on either side), so only the
 * suburbs whose first word is one of the text's words are tested: the same answer, in the same order.
 */
function suburbNamesOf(reports: readonly SuburbReport[]) {
  const all: SuburbName[] = reports.map((report, order) => ({ report, pattern: new RegExp(`\\b${escape(report.name)}\\b`, "i"), order }));
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

const figureValue = (report: SuburbReport, figure: FigureRule["figure"]): number => {
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

type Report = (index: number, message: string, extra: Pick<TextFinding, "staff" | "replace">) => void;

/** What the rule needs of the collection besides the text: the reports by slug, their names, files and reference names. */
interface Reports {
  bySlug: ReadonlyMap<string, SuburbReport>;
  names: SuburbNames;
  fileOf: ReadonlyMap<string, string>;
  each: string;
  own: string;
  context: Context;
}

/** The figures' words in a sentence: "median weekly rent" (the template's labels, without "its"). */
const label = (figure: FigureRule["figure"]) => (template.figureLabels[figure] ?? figure).replace(/^its /, "");

function checkTexts(texts: readonly SiteText[], context: Context): TextFinding[] {
  const findings: TextFinding[] = [];
  const { each, own } = context.declaration.references ?? { each: "suburbs", own: "suburb" };
  const reports: Reports = {
    bySlug: new Map(context.entries.map(({ entry }) => [entry.slug, entry])),
    names: suburbNamesOf(context.entries.map(({ entry }) => entry)),
    fileOf: new Map(context.entries.map(({ entry, file }) => [entry.slug, file])),
    each,
    own,
    context,
  };
  texts.forEach((prose, i) => {
    // Figures about one client, not the suburb: left alone.
    if (prose.at[0] === "caseStudy") return;
    const { text } = prose;
    // A figure, or a suburb's name beside "report": nothing else can state a suburb's fact.
    const mayState =
      /[$%]/.test(text) ||
      ((REPORT.test(text) || REPORT.test(prose.context)) && (reports.names.namedIn(text).length > 0 || reports.names.namedIn(prose.context).length > 0));
    if (mayState) suburbLiterals(prose, reports, (index, message, extra) => findings.push({ text: i, index, message, ...extra }));
  });
  return findings;
}

function suburbLiterals(prose: SiteText, { bySlug, names: suburbs, fileOf, each, own, context }: Reports, report: Report) {
  const { text } = prose;
  // "Merrylands has no report yet" in one sentence, or an answer opening "Not yet" to a question
  // asking for Merrylands' report.
  const split = sentences(text);
  const mayDenyReport = REPORT.test(text) || REPORT.test(prose.context);
  // Only a suburb named in a sentence or in the context can be said to have no report.
  const mentioned = new Set([...split.flatMap((s) => suburbs.namedIn(s.text)), ...suburbs.namedIn(prose.context)]);
  for (const { report: other, pattern } of mayDenyReport ? suburbs.all.filter((name) => mentioned.has(name)) : []) {
    if (other.slug === prose.entry) continue;
    const inSentence = split.find((s) => pattern.test(s.text) && REPORT.test(s.text) && NO_REPORT.test(s.text));
    const inAnswer = pattern.test(prose.context) && ASKS_FOR_REPORT.test(prose.context) && ANSWERED_NO.test(text);
    const file = (fileOf.get(other.slug) ?? "").replace(/[^/]*$/, `${other.slug}.json`);
    if (inSentence || inAnswer)
      report(
        inSentence?.start ?? 0,
        `says ${other.name} has no report, but it has one now (${file}): reword it, and link to ${context.link(other.slug)} if it helps`,
        { staff: `says ${other.name} has no report, but it has one now: reword it, and link to ${context.link(other.slug)} if it helps` },
      );
  }

  for (const sentence of split) {
    if (!/[$%]/.test(sentence.text)) continue;
    const inSentence = new Set([...suburbs.namedIn(sentence.text), ...suburbs.namedIn(prose.context)]);
    const named = suburbs.all.filter((name) => inSentence.has(name));
    const subject = named.length === 1 ? named[0]?.report : named.length === 0 && prose.entry ? bySlug.get(prose.entry) : undefined;
    if (!subject) continue;
    const prefix = subject.slug === prose.entry ? own : `${each}.${subject.slug}`;
    const shown = template.figures(subject, context.kit);
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
        const value = figureValue(subject, contradicted.figure);
        const written =
          contradicted.kind === "money" && contradicted.figure === "rent"
            ? context.kit.dollars(value)
            : contradicted.kind === "percent"
              ? context.kit.rate(value)
              : shown[contradicted.figure];
        const given = `${subject.name}'s report gives ${label(contradicted.figure)} as ${written}`;
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

export { checkTexts };
