/**
 * Text as visitors get it, which the schemas cannot judge:
 * - how long it may be for where it is shown (a heading, a card in a row, a paragraph), so no card
 *   grows thousands of pixels tall;
 * - HTML and Markdown, which the page shows as written ("<b>", "**"): a warning, since the words
 *   are still there;
 * - the same FAQ question twice in one file.
 * Page documents are judged by their blocks (their title and description are search results: see
 * cross-checks.ts), suburb reports by every field they show.
 */
import { problemAt, type CheckedFile } from "../checked-file.ts";
import { formatPath, type PathSegment } from "../json-locations.ts";
import { asRecord, walkStrings } from "../json-values.ts";
import type { Problem } from "../problems.ts";

/** The longest text each kind of place holds, and why: the layout sets these, one place per kind. */
export const TEXT_LIMITS = {
  heading: {
    max: 120,
    what: "a heading, title, question or label",
    why: "a longer one runs past three lines on a phone and pushes what it introduces off the screen",
  },
  card: {
    max: 600,
    what: "text in a card",
    why: "a row of cards is as tall as its tallest, and 600 characters already fill about 14 lines of a card a third of the page wide",
  },
  paragraph: { max: 1200, what: "a paragraph", why: "that is already a phone screen of text (30 lines of 40 characters)" },
} as const;
type TextKind = keyof typeof TEXT_LIMITS;

/** Fields that hold addresses, names of things and keys rather than words for visitors. */
const NOT_SHOWN = new Set(["$schema", "to", "href", "src", "url", "id", "icon", "type", "slug", "variant", "kind", "form", "path"]);
const HEADINGS = new Set(["heading", "title", "question", "label", "caption", "eyebrow", "name", "printLabel", "readMoreLabel", "term", "category"]);
/** Running text, also inside a list: paragraphs of prose, FAQ answers (an accordion as wide as the page), stories. */
const PARAGRAPHS = new Set(["paragraphs", "answer", "story", "intro", "note", "outcome", "summary"]);
/** A suburb report's insights, which its page shows as three cards side by side. */
const CARDS = new Set(["firstHomeBuyers", "investors", "localTips"]);

function kindOf(segments: readonly PathSegment[]): TextKind | undefined {
  const key = [...segments].reverse().find((segment): segment is string => typeof segment === "string");
  if (key === undefined || NOT_SHOWN.has(key)) return undefined;
  if (HEADINGS.has(key)) return "heading";
  if (PARAGRAPHS.has(key)) return "paragraph";
  // Anything else in a list is one of a row of cards, steps, cells or list items.
  if (CARDS.has(key) || segments.some((segment) => typeof segment === "number")) return "card";
  return "paragraph";
}

/** The text a file shows to visitors, with where it starts in the file: a page's blocks, the rest whole. */
function shownText(file: CheckedFile): { data: unknown; start: PathSegment[] } {
  const data = asRecord(file.data);
  return Array.isArray(data.blocks) && "path" in data ? { data: data.blocks, start: ["blocks"] } : { data: file.data, start: [] };
}

export function checkText(files: readonly CheckedFile[], problems: Problem[], warnings: Problem[]): void {
  for (const file of files) {
    const { data, start } = shownText(file);
    walkStrings(data, start, (value, segments) => {
      const kind = kindOf(segments);
      if (kind === undefined) return;
      const limit = TEXT_LIMITS[kind];
      if (value.length > limit.max) {
        const split = segments.at(-2) === "paragraphs" ? " or split it into two paragraphs" : "";
        problems.push(
          problemAt(
            file,
            segments,
            `is ${value.length.toLocaleString("en-AU")} characters long, but ${limit.what} may have at most ${limit.max.toLocaleString("en-AU")}: ${limit.why}; shorten it${split}`,
          ),
        );
      }
      const markup = markupIn(value);
      if (markup) warnings.push({ ...problemAt(file, segments, markup.message), ...file.locator.charAt(segments, markup.index) });
    });
    repeatedQuestions(file, problems);
  }
}

/** Characters HTML codes stand for, to say what to type instead. */
const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  hellip: "…",
  copy: "©",
  reg: "®",
  trade: "™",
};
const TAG_FIXES: Record<string, string> = {
  a: 'remove it and put the address in a link field (an action\'s "to")',
  br: "remove it (a new paragraph is a new item in the block's paragraphs)",
  p: "remove it (a new paragraph is a new item in the block's paragraphs)",
};

const MARKUP: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [
    /<\/?([A-Za-z][A-Za-z0-9]*)\b[^<>]*>/,
    (m) => {
      const tag = (m[1] ?? "").toLowerCase();
      return `holds the HTML tag <${tag}>, which the page shows as written, brackets and all: ${TAG_FIXES[tag] ?? "remove it (text is shown as plain text)"}`;
    },
  ],
  [
    /&(?:#(\d+)|#x([0-9A-Fa-f]+)|([A-Za-z]+));/,
    (m) => {
      const char = m[1] ? String.fromCodePoint(Number(m[1])) : m[2] ? String.fromCodePoint(parseInt(m[2], 16)) : ENTITIES[m[3] ?? ""];
      const type = m[3] === "nbsp" ? "an ordinary space" : char ? `the character itself (${char})` : "the character itself";
      return `holds the HTML code ${m[0]}, which the page shows as written: type ${type}`;
    },
  ],
  [
    /\*\*[^*\s][^*]*\*\*|__[^_\s][^_]*__/,
    (m) => {
      const mark = m[0].slice(0, 2);
      const marks = mark === "**" ? "asterisks" : "underscores";
      return `holds Markdown (${mark}…${mark}), which the page shows as written, ${marks} and all: remove the ${marks}`;
    },
  ],
  [
    /\[[^\]\n]+\]\([^)\s]+\)/,
    () => 'holds a Markdown link ([…](…)), which the page shows as written: keep the words and put the address in a link field (an action\'s "to")',
  ],
  [/(?:^|\n)#{1,6} /, () => "holds a Markdown heading (#), which the page shows as written: remove the # (a heading is the block's own heading field)"],
  [
    /(?:^|\n)[*-] \S/,
    () =>
      'holds a Markdown list item (a line starting with "- " or "* "), which the page shows as written: remove the mark (a list is the block\'s own list, e.g. its bullets)',
  ],
  [/`[^`\n]+`/, () => "holds Markdown code (`…`), which the page shows as written, backticks and all: remove the backticks"],
];

/** The first HTML or Markdown in a text, where it starts and what to do; undefined for plain text. */
function markupIn(text: string): { index: number; message: string } | undefined {
  if (!/[<&*_[#`-]/.test(text)) return undefined;
  for (const [pattern, message] of MARKUP) {
    const match = pattern.exec(text);
    if (match) return { index: match.index + (match[0].startsWith("\n") ? 1 : 0), message: message(match) };
  }
  return undefined;
}

/** Every FAQ in a file (an object with a question and an answer), wherever it sits. */
function repeatedQuestions(file: CheckedFile, problems: Problem[]): void {
  const seen = new Map<string, PathSegment[]>();
  const visit = (node: unknown, at: PathSegment[]) => {
    if (Array.isArray(node)) node.forEach((item, i) => visit(item, [...at, i]));
    else if (node && typeof node === "object") {
      const { question, answer } = node as Record<string, unknown>;
      if (typeof question === "string" && typeof answer === "string") {
        const key = question
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, " ")
          .trim();
        const first = seen.get(key);
        // An empty question is its own problem (it must be filled in), not a repeat of another empty one.
        if (!key) return;
        if (!first) seen.set(key, at);
        else
          problems.push(
            problemAt(
              file,
              [...at, "question"],
              `asks the same question as ${formatPath(first)} on line ${file.locator.valueAt([...first, "question"]).line}: ask another question, or delete one of the two`,
              // Staff see the form, where a list's items have no paths or lines: the question itself says which.
              `asks the same question as an earlier one${question.trim() ? `, "${question.trim().slice(0, 80)}"` : ""}: ask another question, or delete one of the two`,
            ),
          );
        return;
      }
      for (const [key, value] of Object.entries(node)) if (value && typeof value === "object") visit(value, [...at, key]);
    }
  };
  visit(file.data, []);
}
