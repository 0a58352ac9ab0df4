/**
 * Rich text: the small Markdown subset prose fields take (schemas/common/rich-text.schema.json):
 * **bold**, *emphasis*, [links](/faq) and lists, nothing else. One parse, here, feeds the page
 * (src/ui/RichText.tsx), the link checks and the content rules, so what is checked is what is shown.
 *
 * markdown-it, because it is CommonMark to the letter, its "zero" preset turns every rule off so
 * the subset is what we switch on (no headings, code, images, tables or autolinks), its `html`
 * option off means a tag is only ever text, and its token stream is plain data we can render as
 * React elements without HTML strings.
 */
import MarkdownIt, { type Token } from "markdown-it";

export type RichInline =
  | { kind: "text"; text: string }
  | { kind: "break" }
  | { kind: "strong"; children: RichInline[] }
  | { kind: "em"; children: RichInline[] }
  | { kind: "link"; href: string; children: RichInline[] };

export type RichBlock = { kind: "paragraph"; children: RichInline[] } | { kind: "list"; ordered: boolean; start: number; items: RichBlock[][] };

const markdown = new MarkdownIt("zero", { html: false, linkify: false, typographer: false }).enable(["emphasis", "link", "list", "escape", "newline"]);

/** The text's paragraphs and lists, as the page shows them. */
export function parseRichText(text: string): RichBlock[] {
  const tokens = markdown.parse(text, {});
  return blocks(tokens, { at: 0 }, undefined);
}

/** Reads block tokens from `cursor` up to the closing token named `until` (or the end). */
function blocks(tokens: Token[], cursor: { at: number }, until: string | undefined): RichBlock[] {
  const out: RichBlock[] = [];
  while (cursor.at < tokens.length) {
    const token = tokens[cursor.at++];
    if (!token || token.type === until) break;
    if (token.type === "inline") out.push({ kind: "paragraph", children: inlines(token.children ?? []) });
    else if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
      const ordered = token.type === "ordered_list_open";
      const close = ordered ? "ordered_list_close" : "bullet_list_close";
      const items: RichBlock[][] = [];
      while (cursor.at < tokens.length && tokens[cursor.at]?.type !== close) {
        if (tokens[cursor.at++]?.type === "list_item_open") items.push(blocks(tokens, cursor, "list_item_close"));
      }
      cursor.at++;
      out.push({ kind: "list", ordered, start: Number(token.attrGet("start") ?? 1), items });
    }
    // paragraph_open/close carry nothing of their own: the inline token between them is the paragraph.
  }
  return out;
}

function inlines(tokens: readonly Token[]): RichInline[] {
  const root: RichInline[] = [];
  const stack: RichInline[][] = [root];
  const open = (node: Extract<RichInline, { children: RichInline[] }>) => {
    stack.at(-1)?.push(node);
    stack.push(node.children);
  };
  for (const token of tokens) {
    const into = stack.at(-1) ?? root;
    if (token.type === "text" || token.type === "softbreak") {
      // A line break typed inside a paragraph is a space to the reader: kept as the text had it.
      const words = token.type === "text" ? token.content : "\n";
      const last = into.at(-1);
      if (last?.kind === "text") last.text += words;
      else into.push({ kind: "text", text: words });
    } else if (token.type === "hardbreak") into.push({ kind: "break" });
    else if (token.type === "strong_open") open({ kind: "strong", children: [] });
    else if (token.type === "em_open") open({ kind: "em", children: [] });
    else if (token.type === "link_open") open({ kind: "link", href: String(token.attrGet("href") ?? ""), children: [] });
    else if (token.type.endsWith("_close") && stack.length > 1) stack.pop();
  }
  return root;
}

/** A link in rich text: where it goes, its words, and where its mark starts in the text. */
export interface RichLink {
  href: string;
  words: string;
  index: number;
}

/** Every link the text holds, in order. */
export function richTextLinks(text: string): RichLink[] {
  const links: RichLink[] = [];
  let from = 0;
  const visit = (nodes: readonly RichInline[]) => {
    for (const node of nodes) {
      if (node.kind === "link") {
        const words = inlineText(node.children);
        const index = text.indexOf("[", from);
        from = index < 0 ? from : index + 1;
        links.push({ href: node.href, words, index: Math.max(index, 0) });
      }
      if ("children" in node) visit(node.children);
    }
  };
  for (const block of parseRichText(text)) eachParagraph(block, (children) => visit(children));
  return links;
}

function eachParagraph(block: RichBlock, visit: (children: RichInline[]) => void): void {
  if (block.kind === "paragraph") visit(block.children);
  else for (const item of block.items) for (const inner of item) eachParagraph(inner, visit);
}

function inlineText(nodes: readonly RichInline[]): string {
  return nodes.map((node) => (node.kind === "text" ? node.text : node.kind === "break" ? "\n" : inlineText(node.children))).join("");
}

/**
 * The words alone, as a reader hears them: marks and addresses dropped, paragraphs and list items
 * on lines of their own. For places that take no markup (structured data, a page's description).
 */
export function richTextPlain(text: string): string {
  const lines: string[] = [];
  for (const block of parseRichText(text)) eachParagraph(block, (children) => lines.push(inlineText(children)));
  return lines.join("\n");
}
