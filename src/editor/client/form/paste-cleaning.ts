/**
 * Text pasted into a rich text field from Word, a web page or an email, cleaned to what the field
 * takes (src/lib/rich-text.ts): links, bold, slanted words and lists are kept as their marks; styles,
 * fonts, headings' sizes, pictures and tables' layout are dropped, their words kept.
 *
 * Turndown, because it is the well-kept HTML-to-Markdown converter (on the page it parses with the
 * browser's own DOMParser, so nothing pasted runs), and each of its rules is ours to narrow.
 */
import TurndownService from "turndown";

/** Where a kept link may go: what a link in text may go to (src/content/rules/rich-text.ts). */
const KEPT_LINK = /^(?:\/|#|https:\/\/|mailto:|tel:)/;

const turndown = new TurndownService({ bulletListMarker: "-", emDelimiter: "*", strongDelimiter: "**", headingStyle: "atx" });
turndown.remove(["style", "script", "title", "meta", "head", "picture", "iframe", "object"]);
// A picture has no place in text: a block that shows one has its own picture field.
turndown.addRule("no-pictures", { filter: ["img"], replacement: () => "" });
// A list item as a person types one ("- Payslips"), not Turndown's "-   Payslips".
turndown.addRule("listItem", {
  filter: ["li"],
  replacement: (content, node) => {
    const parent = node.parentNode as HTMLElement | null;
    const index = parent ? Array.prototype.indexOf.call(parent.children, node) : 0;
    const start = Number(parent?.getAttribute("start") ?? 1);
    const mark = parent?.nodeName === "OL" ? `${start + index}. ` : "- ";
    const words = content.replace(/^\n+/, "").replace(/\n+$/, "\n").replace(/\n/gm, "\n  ");
    return `${mark}${words}${node.nextSibling && !words.endsWith("\n") ? "\n" : ""}`;
  },
});
// Word marks its list bullets as text (a "·" in a span styled mso-list:Ignore): the list mark replaces them.
turndown.addRule("word-bullet", {
  filter: (node) => node.nodeName === "SPAN" && /mso-list:\s*ignore/i.test(node.getAttribute("style") ?? ""),
  replacement: () => "",
});
// Word writes a list as paragraphs of class MsoListParagraph…, not as <ul>.
turndown.addRule("word-list", {
  filter: (node) => node.nodeName === "P" && /\bMsoListParagraph/i.test(node.getAttribute("class") ?? ""),
  replacement: (content, node) => {
    const first = !/\bMsoListParagraph(?:CxSpMiddle|CxSpLast)\b/i.test((node as HTMLElement).getAttribute("class") ?? "");
    return `${first ? "\n\n" : "\n"}- ${content.trim()}\n`;
  },
});
// A heading's words become a paragraph of their own: the block's heading is its own field.
turndown.addRule("heading-as-paragraph", { filter: ["h1", "h2", "h3", "h4", "h5", "h6"], replacement: (content) => `\n\n${content.trim()}\n\n` });
turndown.addRule("code-as-text", { filter: ["code", "pre", "kbd", "samp"], replacement: (content) => content });
turndown.addRule("rule-as-break", { filter: ["hr"], replacement: () => "\n\n" });
turndown.addRule("links", {
  filter: (node) => node.nodeName === "A",
  replacement: (content, node) => {
    const href = (node as HTMLElement).getAttribute("href")?.trim() ?? "";
    // A link to an address a visitor cannot open (javascript:, a file on someone's disk) keeps its words only.
    return KEPT_LINK.test(href) && content.trim() ? `[${content.trim()}](${href})` : content;
  },
});
// Underline, strike-through and the like carry no meaning the page can keep: their words stay.
turndown.keep([]);

/** Whether pasted text holds HTML: rich text copied from a page or an app, or HTML typed as text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[A-Za-z][A-Za-z0-9]*\b[^<>]*>/.test(text);
}

/** The pasted HTML as the field's own marks, with the blank lines between paragraphs tidied. */
export function cleanPastedHtml(html: string): string {
  // Word wraps a paste in conditional comments ("<!--[if gte mso 9]>…") that carry its settings.
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  return turndown
    .turndown(withoutComments)
    .replace(/\u00a0/g, " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
