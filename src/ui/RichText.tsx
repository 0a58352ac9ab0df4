import { Fragment, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { parseRichText, type RichBlock, type RichInline } from "../lib/rich-text.ts";
import { useSite } from "../site/site-context.tsx";
import { linkAttributes } from "./ActionLink.tsx";

interface RichTextProps {
  /** A rich text field's value (src/lib/rich-text.ts): paragraphs and lists, with bold, emphasis and links. */
  text: string;
  /** Classes for the text: on its one paragraph, or on the box holding its paragraphs and lists. */
  className?: string;
  /** What to do to each run of words (e.g. keep a phone number's digit groups on one line). */
  words?: (text: string) => string;
}

/**
 * A rich text field as static HTML: no script, no HTML string. Text with one paragraph renders as
 * that paragraph alone, so a field written in plain words gives exactly the markup it always had;
 * only text with more (two paragraphs, a list) gets a box around its parts.
 */
export function RichText({ text, className, words = (plain) => plain }: RichTextProps) {
  const site = useSite();
  const inline = (nodes: readonly RichInline[]): ReactNode[] =>
    nodes.map((node, i) => {
      if (node.kind === "text") return <Fragment key={i}>{words(node.text)}</Fragment>;
      if (node.kind === "break") return <br key={i} />;
      if (node.kind === "strong") return <strong key={i}>{inline(node.children)}</strong>;
      if (node.kind === "em") return <em key={i}>{inline(node.children)}</em>;
      return (
        <a key={i} {...linkAttributes(node.href, site, "text")} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {inline(node.children)}
        </a>
      );
    });
  const block = (part: RichBlock, i: number, inList: boolean): ReactNode => {
    if (part.kind === "paragraph") return inList ? <Fragment key={i}>{inline(part.children)}</Fragment> : <p key={i}>{inline(part.children)}</p>;
    const items = part.items.map((item, j) => <li key={j}>{item.map((inner, k) => block(inner, k, item.length === 1))}</li>);
    return part.ordered ? (
      <ol key={i} start={part.start === 1 ? undefined : part.start} className="list-decimal space-y-1 pl-5">
        {items}
      </ol>
    ) : (
      <ul key={i} className="list-disc space-y-1 pl-5">
        {items}
      </ul>
    );
  };
  const parts = parseRichText(text);
  const [only] = parts;
  if (parts.length === 1 && only?.kind === "paragraph") return <p className={className}>{inline(only.children)}</p>;
  return <div className={cn("space-y-3", className)}>{parts.map((part, i) => block(part, i, false))}</div>;
}
