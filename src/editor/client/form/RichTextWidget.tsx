/**
 * A rich text field (schemas/common/rich-text.schema.json) in the editor: the house text area with
 * a small toolbar (Bold, Italic, Link, List) and a line saying what the marks mean, so staff need
 * no notation of their own. Text pasted from Word, a web page or an email keeps its links,
 * emphasis and lists and loses its styles (./paste-cleaning.ts), and the field says it did.
 */
import { useLayoutEffect, useRef, useState, type ClipboardEvent, type ReactNode } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { widgets as houseWidgets } from "../../../forms/theme/widgets.tsx";
import { cleanPastedHtml, looksLikeHtml } from "./paste-cleaning.ts";
import { applyMark, type RichTextMark } from "./rich-text-edits.ts";

const BUTTONS: Array<{ mark: RichTextMark; label: string; face: ReactNode }> = [
  { mark: "bold", label: "Bold", face: <strong>B</strong> },
  { mark: "emphasis", label: "Italic", face: <em>I</em> },
  { mark: "link", label: "Link", face: "Link" },
  { mark: "list", label: "Bulleted list", face: "• List" },
];

export function RichTextWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly } = props;
  const box = () => document.getElementById(id) as HTMLTextAreaElement | null;
  const [note, setNote] = useState("");
  // The selection to restore once the edited text is on screen.
  const select = useRef<{ start: number; end: number } | undefined>(undefined);
  useLayoutEffect(() => {
    const area = box();
    if (!select.current || !area) return;
    area.focus();
    area.setSelectionRange(select.current.start, select.current.end);
    select.current = undefined;
  });
  const text = typeof value === "string" ? value : "";
  const replace = (next: string, start: number, end: number) => {
    select.current = { start, end };
    onChange(next === "" ? undefined : next);
  };
  const mark = (kind: RichTextMark) => {
    const area = box();
    const edit = applyMark(kind, text, area?.selectionStart ?? text.length, area?.selectionEnd ?? text.length);
    setNote(kind === "link" ? "Type the address in place of /page: a page of this site such as /faq, or a full address starting https://." : "");
    replace(edit.value, edit.start, edit.end);
  };
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    const html = event.clipboardData.getData("text/html");
    const plain = event.clipboardData.getData("text/plain");
    const source = html || (looksLikeHtml(plain) ? plain : "");
    if (!source) return;
    const cleaned = cleanPastedHtml(source);
    if (cleaned === plain.trim()) return;
    event.preventDefault();
    const area = box();
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    setNote("Pasted text tidied: its links, bold, Italic and lists are kept; fonts, colours and other formatting were dropped.");
    replace(text.slice(0, start) + cleaned + text.slice(end), start + cleaned.length, start + cleaned.length);
  };
  return (
    <div onPaste={paste} data-rich-text="">
      <div role="toolbar" aria-label="Formatting" aria-controls={id} className="mb-1.5 flex flex-wrap gap-1">
        {BUTTONS.map((button) => (
          <button
            key={button.mark}
            type="button"
            aria-label={button.label}
            title={button.label}
            disabled={disabled || readonly}
            // Keeps the text's selection: a click would otherwise move focus, and the selection with it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => mark(button.mark)}
            className="min-h-12 rounded border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-600"
          >
            {button.face}
          </button>
        ))}
      </div>
      <houseWidgets.TextareaWidget {...props} />
      <p className="mt-1 text-sm text-slate-600">
        **Bold**, *Italic*, [words](/faq) for a link, and lines starting with &ldquo;- &rdquo; for a list. An empty line starts a new paragraph.
      </p>
      <p aria-live="polite" className="mt-1 text-sm font-medium text-brand-800">
        {note}
      </p>
    </div>
  );
}
