/**
 * Text as visitors get it, which the schemas cannot judge:
 * - how long it may be for where it is shown (a heading, a card in a row, a paragraph), so no card
 *   grows thousands of pixels tall;
 * - HTML, which no field takes: refused, with the way to write the same in the field's own terms;
 * - Markdown a field does not take, which the page shows as written ("**" in a heading, a link in
 *   a label): a warning, since the words are still there. Rich text fields (src/lib/rich-text.ts)
 *   take bold, emphasis, links and lists, so those are no warning there;
 * - the same FAQ question twice in one file.
 * Page documents are judged by their blocks (their title and description are search results: see
 * cross-checks.ts), collection entries by every field they show.
 */
import { problemAt, type CheckedFile } from "../checked-file.ts";
import { formatPath, type PathSegment } from "../json-locations.ts";
import { asRecord, walkStrings } from "../json-values.ts";
import type { Problem } from "../problems.ts";
import { richTextFieldsIn } from "../rich-text-fields.ts";

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
/** `cards`: the fields collections declare their pages show as cards side by side (collection.json `cardFields`). */
function kindOf(segments: readonly PathSegment[], cards: ReadonlySet<string>): TextKind | undefined {
  const key = [...segments].reverse().find((segment): segment is string => typeof segment === "string");
  if (key === undefined || NOT_SHOWN.has(key)) return undefined;
  if (HEADINGS.has(key)) return "heading";
  if (PARAGRAPHS.has(key)) return "paragraph";
  // Anything else in a list is one of a row of cards, steps, cells or list items.
  if (cards.has(key) || segments.some((segment) => typeof segment === "number")) return "card";
  return "paragraph";
}

/** The text a file shows to visitors, with where it starts in the file: a page's blocks, the rest whole. */
function shownText(file: CheckedFile): { data: unknown; start: PathSegment[] } {
  const data = asRecord(file.data);
  return Array.isArray(data.blocks) && "path" in data ? { data: data.blocks, start: ["blocks"] } : { data: file.data, start: [] };
}

/**
 * `site`: site settings, whose rich text fields (the person's bio) are read for markup too; its other fields are labels and addresses.
 * `cards`: fields held to a card's length wherever they are, as collections declare them.
 */
export function checkText(
  files: readonly CheckedFile[],
  problems: Problem[],
  warnings: Problem[],
  site?: CheckedFile,
  cards: ReadonlySet<string> = new Set(),
): void {
  if (site) {
    const richFields = richTextFieldsIn(site.data);
    walkStrings(site.data, [], (value, segments) => {
      if (richFields.has(pointerOf(segments))) checkMarkup(site, segments, value, richFields, problems, warnings);
    });
  }
  for (const file of files) {
    const { data, start } = shownText(file);
    walkStrings(data, start, (value, segments) => {
      const kind = kindOf(segments, cards);
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
      checkMarkup(file, segments, value, richTextFieldsIn(file.data), problems, warnings);
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
/** In a field that takes rich text, the way to write what each tag meant. */
const RICH_TAG_FIXES: Record<string, string> = {
  a: "write the link as [the words](/page) instead (the Link button does it)",
  b: "put ** on each side of the words instead (the Bold button does it)",
  strong: "put ** on each side of the words instead (the Bold button does it)",
  i: "put * on each side of the words instead (the Italic button does it)",
  em: "put * on each side of the words instead (the Italic button does it)",
  ul: 'start each point on a line of its own with "- " instead (the List button does it)',
  ol: 'start each point on a line of its own with "1. " instead',
  li: 'start each point on a line of its own with "- " instead (the List button does it)',
  br: "leave an empty line between paragraphs instead",
  p: "leave an empty line between paragraphs instead",
};
const HTML_TAG = /<\/?([A-Za-z][A-Za-z0-9]*)\b[^<>]*>/;

/**
 * HTML in any field is refused: the page would show it as typed, brackets and all, and a field that
 * takes rich text has its own way to say the same. Other markup a field does not take is a warning.
 */
function checkMarkup(file: CheckedFile, segments: PathSegment[], value: string, richFields: ReadonlySet<string>, problems: Problem[], warnings: Problem[]) {
  const at = (index: number) => file.locator.charAt(segments, index);
  const tag = HTML_TAG.exec(value);
  if (tag) {
    const name = (tag[1] ?? "").toLowerCase();
    const fix = richFields.has(pointerOf(segments))
      ? (RICH_TAG_FIXES[name] ?? "remove it (text takes no HTML)")
      : (TAG_FIXES[name] ?? "remove it (text is shown as plain text)");
    const message = `holds the HTML code <${name}>, which a page never shows as formatting: ${fix}`;
    problems.push({ ...problemAt(file, segments, message), ...at(tag.index) });
    return;
  }
  const rich = richFields.has(pointerOf(segments));
  const markup = markupIn(value, rich);
  if (!markup) return;
  // A link written in a field that shows it as typed would publish its brackets and address: refused, as staff would never mean it.
  if (markup.link) problems.push({ ...problemAt(file, segments, markup.message, LINK_IN_PLAIN_STAFF), ...at(markup.index) });
  else warnings.push({ ...problemAt(file, segments, markup.message), ...at(markup.index) });
}

/** The JSON Pointer of a path, as the schema checks note rich text fields. */
function pointerOf(segments: readonly PathSegment[]): string {
  return segments.map((segment) => `/${String(segment).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

const LINK_IN_PLAIN_STAFF =
  "holds a link written as [words](address), which this field shows as typed, brackets and address included: keep the words here, and put the link in a paragraph or answer, or in a button";
const MARKDOWN_LINK = /\[[^\]\n]+\]\([^)\s]+\)/;
/** Markup a plain field shows as typed; `rich`: what a rich text field takes as formatting, so no warning there. */
const MARKUP: Array<{ pattern: RegExp; rich: boolean; message: (match: RegExpExecArray) => string }> = [
  {
    pattern: /&(?:#(\d+)|#x([0-9A-Fa-f]+)|([A-Za-z]+));/,
    rich: false,
    message: (m) => {
      const char = m[1] ? String.fromCodePoint(Number(m[1])) : m[2] ? String.fromCodePoint(parseInt(m[2], 16)) : ENTITIES[m[3] ?? ""];
      const type = m[3] === "nbsp" ? "an ordinary space" : char ? `the character itself (${char})` : "the character itself";
      return `holds the HTML code ${m[0]}, which the page shows as written: type ${type}`;
    },
  },
  {
    pattern: /\*\*[^*\s][^*]*\*\*|__[^_\s][^_]*__/,
    rich: true,
    message: (m) => {
      const mark = m[0].slice(0, 2);
      const marks = mark === "**" ? "asterisks" : "underscores";
      return `holds Markdown (${mark}…${mark}), which the page shows as written, ${marks} and all: remove the ${marks}`;
    },
  },
  {
    pattern: MARKDOWN_LINK,
    rich: true,
    message: () => 'holds a Markdown link ([…](…)), which the page shows as written: keep the words and put the address in a link field (an action\'s "to")',
  },
  {
    pattern: /(?:^|\n)#{1,6} /,
    rich: false,
    message: () => "holds a Markdown heading (#), which the page shows as written: remove the # (a heading is the block's own heading field)",
  },
  {
    pattern: /(?:^|\n)[*-] \S/,
    rich: true,
    message: () =>
      'holds a Markdown list item (a line starting with "- " or "* "), which the page shows as written: remove the mark (a list is the block\'s own list, e.g. its bullets)',
  },
  { pattern: /`[^`\n]+`/, rich: false, message: () => "holds Markdown code (`…`), which the page shows as written, backticks and all: remove the backticks" },
];

/** The first HTML code or Markdown in a text that its field shows as typed, where it starts and what to do; undefined when there is none. */
function markupIn(text: string, rich: boolean): { index: number; message: string; link: boolean } | undefined {
  if (!/[&*_[#`-]/.test(text)) return undefined;
  for (const { pattern, rich: takenByRich, message } of MARKUP) {
    if (rich && takenByRich) continue;
    const match = pattern.exec(text);
    if (match) return { index: match.index + (match[0].startsWith("\n") ? 1 : 0), message: message(match), link: pattern === MARKDOWN_LINK };
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
