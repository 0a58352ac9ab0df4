/**
 * What the rich text toolbar's buttons do to a field's text: wrap the selected words in the marks
 * the page reads as bold, slanted or a link (src/lib/rich-text.ts), or start each selected line as
 * a list item. Pure, so the same edit is tested without a browser.
 */

export type RichTextMark = "bold" | "emphasis" | "link" | "list";

/** The text after an edit, and what to select in it: the words marked, or the address to type. */
export interface RichTextEdit {
  value: string;
  start: number;
  end: number;
}

/** What a link's address reads until staff type one; selected, so typing replaces it. */
export const LINK_PLACEHOLDER = "/page";

export function applyMark(mark: RichTextMark, value: string, start: number, end: number): RichTextEdit {
  const before = value.slice(0, start);
  const after = value.slice(end);
  // Spaces selected with a word stay outside the marks, which would otherwise not count as bold.
  const selected = value.slice(start, end);
  const words = selected.trim() || (mark === "link" ? "the words to link" : mark === "list" ? "" : "words");
  const lead = selected.slice(0, selected.length - selected.trimStart().length);
  const trail = selected.slice(selected.trimEnd().length);
  if (mark === "bold" || mark === "emphasis") {
    const sign = mark === "bold" ? "**" : "*";
    const at = before.length + lead.length + sign.length;
    return { value: `${before}${lead}${sign}${words}${sign}${trail}${after}`, start: at, end: at + words.length };
  }
  if (mark === "link") {
    const text = `${before}${lead}[${words}](${LINK_PLACEHOLDER})${trail}${after}`;
    const at = before.length + lead.length + words.length + 3;
    return { value: text, start: at, end: at + LINK_PLACEHOLDER.length };
  }
  // A list: every line the selection touches becomes an item, after an empty line if text comes before.
  const lineStart = before.lastIndexOf("\n") + 1;
  const lineEnd = end + (value.slice(end).indexOf("\n") + 1 || value.length - end + 1) - 1;
  const lines = value.slice(lineStart, lineEnd).split("\n");
  const items = lines.map((line) => (/^\s*(?:[-*+]|\d+\.)\s/.test(line) ? line : `- ${line.trim()}`)).join("\n");
  const head = value.slice(0, lineStart);
  const gap = head.trim() && !head.endsWith("\n\n") ? (head.endsWith("\n") ? "\n" : "\n\n") : "";
  const text = `${head}${gap}${items}${value.slice(lineEnd)}`;
  const caret = head.length + gap.length + items.length;
  return { value: text, start: caret, end: caret };
}
