/**
 * Figures without tokens: a text field offers "Insert a figure", a list of the site's facts by the
 * names staff use ("Blacktown › Median weekly rent", "Business name"), from the catalogue the
 * pipeline resolves references from. A field naming a figure shows it as a chip with today's value;
 * the text it stores keeps the reference ({<each>.<slug>.<figure>}) that pages fill in, so staff
 * never read or type braces and developers' files stay as they were.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type Ref,
  useCallback,
} from "react";
import type { WidgetProps } from "@rjsf/utils";
import { errorId, helpId } from "@rjsf/utils";
import { REFERENCE } from "../../../lib/reference-pattern.ts";
import { fieldStyles } from "../../../forms/theme/styles.ts";
import type { Figure, Json } from "../../api-types.ts";
import { api } from "../api.ts";

export interface FigureSource {
  /** The figures known now, by the name a field writes: those the draft names, and the catalogue once fetched. */
  known: ReadonlyMap<string, Figure>;
  /** Every figure the open file may name, fetched when a picker first opens. */
  catalogue: () => Promise<Figure[]>;
}

const FigureContext = createContext<FigureSource | undefined>(undefined);
export const FigureProvider = FigureContext.Provider;

/** A reference as its chip reads: "Blacktown › Median weekly rent: $640". */
const chipText = (figure: Figure | undefined, known: ReadonlyMap<string, Figure>) =>
  figure ? `${figure.label}: ${figure.value}` : known.size ? "A figure not found: remove it and insert another" : "A figure (loading…)";

/** Text fields whose words a page shows: not addresses, codes or choices (they have a format, a pattern or a list). */
function takesFigures(schema: WidgetProps["schema"]): boolean {
  return schema.type === "string" && !schema.enum && !schema.format && !schema.pattern && !schema.const;
}

/**
 * The house text box or text area, with "Insert a figure" beside it and figures shown as chips.
 * With `inline` false (rich text, whose toolbar works on the text area's own selection) the text
 * area stays and the figures it names are shown under it, each as a chip with today's value.
 */
export function withFigures(Base: ComponentType<WidgetProps>, multiline: boolean, inline = true): ComponentType<WidgetProps> {
  function FigureWidget(props: WidgetProps) {
    const source = useContext(FigureContext);
    const value = typeof props.value === "string" ? props.value : "";
    const names = value.includes("{") && [...value.matchAll(REFERENCE)].length > 0;
    // Once a field shows chips it keeps doing so, so removing the last chip does not swap the box
    // mid-edit; a reference typed by hand (npm run edit's developers) becomes a chip once the box is left.
    const [chips, setChips] = useState(names && inline);
    if (inline && names && !chips && typeof document !== "undefined" && document.activeElement?.id !== props.id) setChips(true);
    const editable = useRef<ChipBoxHandle>(null);
    if (!source || !takesFigures(props.schema) || props.readonly || props.disabled) return <Base {...props} />;
    const insert = (figure: Figure) => {
      const reference = `{${figure.name}}`;
      if (chips) editable.current?.insert(figure);
      else {
        const input = document.getElementById(props.id) as HTMLInputElement | HTMLTextAreaElement | null;
        const at = input?.selectionStart ?? value.length;
        const end = input?.selectionEnd ?? at;
        props.onChange(value.slice(0, at) + reference + value.slice(end));
        if (inline) {
          setChips(true);
          requestAnimationFrame(() => editable.current?.focusAfter(reference, at));
        } else
          requestAnimationFrame(() => {
            input?.focus();
            input?.setSelectionRange(at + reference.length, at + reference.length);
          });
      }
    };
    return (
      <div className={`group relative ${multiline ? "" : "max-w-md"}`}>
        {chips ? <ChipBox ref={editable} {...props} value={value} known={source.known} multiline={multiline} /> : <Base {...props} />}
        {!inline && names && <FiguresNamed id={props.id} text={value} known={source.known} />}
        <FigurePicker source={source} fieldLabel={props.label} onPick={insert} />
      </div>
    );
  }
  return FigureWidget;
}

/** Under a rich text area: each figure its text names, as a chip with today's value (the text keeps the reference). */
function FiguresNamed({ id, text, known }: { id: string; text: string; known: ReadonlyMap<string, Figure> }) {
  const named = [...new Set([...text.matchAll(REFERENCE)].map((match) => match[1] ?? ""))];
  return (
    <p id={`${id}__figures`} className="mt-1.5 text-sm text-slate-700">
      Figures in this text, shown on the page as they are today:{" "}
      {named.map((name) => (
        <span
          key={name}
          data-figure={name}
          className="mx-0.5 inline-block max-w-full rounded-full border border-brand-700 bg-brand-50 px-2 text-sm font-semibold text-brand-900"
        >
          {chipText(known.get(name), known)}
        </span>
      ))}
    </p>
  );
}

interface ChipBoxHandle {
  insert: (figure: Figure) => void;
  /** Puts the caret after the reference that starts at `at` in the text (just inserted). */
  focusAfter: (reference: string, at: number) => void;
}

/** The text a box's content stands for: its words, and each chip as the reference it shows. */
function serialise(box: HTMLElement): string {
  let out = "";
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) out += node.textContent ?? "";
    else if (node instanceof HTMLElement && node.dataset.figure) out += `{${node.dataset.figure}}`;
    else if (node instanceof HTMLBRElement) out += "\n";
    else {
      // A browser wraps a new line typed in a box in a <div>.
      if (node instanceof HTMLDivElement && out && !out.endsWith("\n")) out += "\n";
      node.childNodes.forEach(walk);
    }
  };
  box.childNodes.forEach(walk);
  return out.replace(/\u00a0/g, " ");
}

function chipNode(name: string, figure: Figure | undefined, known: ReadonlyMap<string, Figure>): HTMLElement {
  const chip = document.createElement("span");
  chip.dataset.figure = name;
  chip.contentEditable = "false";
  chip.className = "mx-0.5 inline-block max-w-full rounded-full border border-brand-700 bg-brand-50 px-2 text-sm font-semibold text-brand-900";
  chip.textContent = chipText(figure, known);
  return chip;
}

/** The box's content made from its text: words as text, each reference as a chip. */
function render(box: HTMLElement, text: string, known: ReadonlyMap<string, Figure>) {
  box.replaceChildren();
  let last = 0;
  for (const match of text.matchAll(REFERENCE)) {
    if (match.index > last) box.append(document.createTextNode(text.slice(last, match.index)));
    const name = match[1] ?? "";
    box.append(chipNode(name, known.get(name), known));
    last = match.index + match[0].length;
  }
  if (last < text.length) box.append(document.createTextNode(text.slice(last)));
}

/**
 * An editable box holding words and chips. The box is drawn from the value only when the value
 * changed elsewhere (a reload, an undo, a fix): redrawing what was just typed would move the caret.
 */
function ChipBox(props: WidgetProps & { value: string; known: ReadonlyMap<string, Figure>; multiline: boolean; ref: Ref<ChipBoxHandle> }) {
  const { id, value, known, multiline, onChange, onBlur, onFocus, rawErrors, options, label, required, ref } = props;
  const box = useRef<HTMLDivElement>(null);
  const range = useRef<Range | undefined>(undefined);
  const labels = useMemo(() => [...known.entries()].map(([name, figure]) => `${name}\u0000${chipText(figure, known)}`).join("\u0001"), [known]);

  useLayoutEffect(() => {
    const element = box.current;
    if (element && serialise(element) !== value) render(element, value, known);
  }, [value, known]);
  // A chip drawn before the catalogue arrived learns its label and value.
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>("[data-figure]").forEach((chip) => {
      chip.textContent = chipText(known.get(chip.dataset.figure ?? ""), known);
    });
  }, [labels, known]);

  const changed = () => {
    const text = box.current ? serialise(box.current) : "";
    onChange(text === "" ? options.emptyValue : text);
  };
  const remember = () => {
    const selection = document.getSelection();
    if (selection?.rangeCount && box.current?.contains(selection.anchorNode)) range.current = selection.getRangeAt(0).cloneRange();
  };
  const place = (node: Node) => {
    const after = document.createRange();
    after.setStartAfter(node);
    after.collapse(true);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(after);
    range.current = after.cloneRange();
  };

  useImperativeHandle(ref, () => ({
    insert: (figure: Figure) => {
      const element = box.current;
      if (!element) return;
      const chip = chipNode(figure.name, figure, known);
      const at = range.current && element.contains(range.current.startContainer) ? range.current : undefined;
      if (at) {
        at.deleteContents();
        at.insertNode(chip);
      } else element.append(chip);
      element.focus();
      place(chip);
      changed();
    },
    focusAfter: (reference: string, at: number) => {
      const element = box.current;
      if (!element) return;
      element.focus();
      let seen = 0;
      for (const node of element.childNodes) {
        const length = node instanceof HTMLElement && node.dataset.figure ? `{${node.dataset.figure}}`.length : (node.textContent ?? "").length;
        if (seen === at && node instanceof HTMLElement && `{${node.dataset.figure}}` === reference) return place(node);
        seen += length;
      }
    },
  }));

  const invalid = Boolean(rawErrors?.length);
  const describedBy = [invalid && errorId(id), options.help && helpId(id)].filter(Boolean).join(" ");
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && !multiline) event.preventDefault();
  };
  return (
    <div
      ref={box}
      id={id}
      role="textbox"
      tabIndex={0}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      aria-multiline={multiline}
      aria-label={label}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy || undefined}
      className={`${fieldStyles({ state: invalid ? "invalid" : "idle", line: !multiline })} whitespace-pre-wrap ${multiline ? "min-h-24" : ""}`}
      onInput={changed}
      onKeyDown={onKeyDown}
      onKeyUp={remember}
      onMouseUp={remember}
      onBlur={() => {
        remember();
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/** How many figures the list shows at once: the rest are a search away. */
const SHOWN = 40;

/** "Insert a figure": a button opening a searchable list; picking one inserts it where the caret was. */
function FigurePicker({ source, fieldLabel, onPick }: { source: FigureSource; fieldLabel: string; onPick: (figure: Figure) => void }) {
  const [open, setOpen] = useState(false);
  const [figures, setFigures] = useState<Figure[]>();
  const [query, setQuery] = useState("");
  const panel = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void source.catalogue().then((list) => live && setFigures(list));
    search.current?.focus();
    return () => {
      live = false;
    };
  }, [open, source]);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = (figures ?? []).filter((figure) => words.every((word) => `${figure.label} ${figure.value}`.toLowerCase().includes(word)));
  const close = () => {
    setOpen(false);
    setQuery("");
    trigger.current?.focus();
  };
  return (
    // The button sits on the label's line, shown while the field is in use: appearing under the
    // field it pushed the form down on every focus, and a click on its way elsewhere missed.
    <>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => (open ? close() : setOpen(true))}
        className={`absolute right-0 bottom-full mb-1 rounded-md border border-slate-400 bg-white px-2 py-0.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-600 ${open ? "" : "hidden group-focus-within:block group-hover:block"}`}
      >
        Insert a figure
        <span className="sr-only"> into {fieldLabel}</span>
      </button>
      {open && (
        <div
          id={panel}
          role="group"
          aria-label={`Figures to insert into ${fieldLabel}`}
          className="mt-1 max-w-md rounded-lg border border-slate-300 bg-white p-2 shadow-md"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              close();
            }
          }}
        >
          <label className="block text-sm font-semibold text-slate-800">
            Find a figure
            <input
              ref={search}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className={`${fieldStyles({ line: true })} mt-1 py-1.5`}
              placeholder="e.g. phone or business name"
            />
          </label>
          {figures === undefined ? (
            <p className="mt-2 text-sm text-slate-700">Loading the figures…</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-700" aria-live="polite">
                {matching.length === 0
                  ? "No figure matches those words."
                  : matching.length > SHOWN
                    ? `${matching.length} figures: the first ${SHOWN} shown, type to narrow them.`
                    : `${matching.length} figure${matching.length === 1 ? "" : "s"}.`}
              </p>
              <ul className="mt-1 max-h-60 overflow-y-auto">
                {matching.slice(0, SHOWN).map((figure) => (
                  <li key={figure.name}>
                    <button
                      type="button"
                      className="w-full rounded-md px-2 py-1 text-left text-sm hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-600"
                      onClick={() => {
                        setOpen(false);
                        setQuery("");
                        onPick(figure);
                      }}
                    >
                      <span className="font-semibold text-slate-900">{figure.label}</span> <span className="text-slate-700">({figure.value})</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </>
  );
}

/**
 * The figures for the open file: those its last check found it naming, and the catalogue, fetched
 * with the draft as it is when a picker opens (a new report's own figures are in it once they are
 * sound), whose values fill the chips from then on.
 */
export function useFigureSource(file: string | undefined, draft: Json | undefined, named: readonly Figure[] | undefined): FigureSource | undefined {
  const latest = useRef({ file, draft });
  useEffect(() => {
    latest.current = { file, draft };
  }, [file, draft]);
  const [catalogue, setCatalogue] = useState<{ file: string; figures: Figure[] }>();
  const fetchCatalogue = useCallback(async () => {
    const { file: current, draft: data } = latest.current;
    if (current === undefined || data === undefined) return [];
    const figures = await api.figures(current, data);
    setCatalogue({ file: current, figures });
    return figures;
  }, []);
  return useMemo(() => {
    if (file === undefined) return undefined;
    const known = new Map<string, Figure>();
    if (catalogue?.file === file) for (const figure of catalogue.figures) known.set(figure.name, figure);
    for (const figure of named ?? []) known.set(figure.name, figure);
    return { known, catalogue: fetchCatalogue };
  }, [file, catalogue, named, fetchCatalogue]);
}
