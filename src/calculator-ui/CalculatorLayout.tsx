/**
 * What every calculator shares: the inputs beside the results, the results announced politely to
 * screen readers, the link ("Talk to us about this", say) that attaches the figures to the enquiry
 * form, where the figures come from, and a worked example for visitors without JavaScript.
 */
import { useLayoutEffect, useRef, type ReactNode } from "react";
import type { FactSource, FigureSource, TalkToBroker } from "../generated/content-types.ts";
import { formatDate } from "../lib/dates.ts";
import { attachCalculatorSummary } from "../forms/enquiry/calculator-summary.ts";
import { buttonVariants } from "../ui/button-variants.ts";
import { Section } from "../ui/Section.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";
import { typedBeforeHydration } from "../lib/typed-before-hydration.ts";

interface CalculatorLayoutProps {
  id: string;
  heading: string;
  intro?: string;
  inputs: ReactNode;
  /** The results, or why there are none (a field to fix). */
  results: ReactNode;
  /** One sentence read out by screen readers when the result changes. */
  announcement: string;
  talkToBroker: TalkToBroker;
  /** Notes under the results: assumptions, comparison rate, sources. */
  notes?: ReactNode;
  /** Shown after the results across the full width, e.g. a chart. */
  after?: ReactNode;
  /** Takes what the visitor typed into the prerendered fields, by field name, as the block hydrates. */
  onTypedBeforeHydration: (entered: Readonly<Record<string, string>>) => void;
}

export function CalculatorLayout({
  id,
  heading,
  intro,
  inputs,
  results,
  announcement,
  talkToBroker,
  notes,
  after,
  onTypedBeforeHydration,
}: CalculatorLayoutProps) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // As hydration commits, before the first re-render would put the example's figures back into the
  // fields: the fields take typing as soon as the page has a script, long before the block hydrates.
  useLayoutEffect(() => {
    if (!form.current) return;
    const names = [...form.current.elements].flatMap((control) =>
      "name" in control && typeof control.name === "string" && control.name ? [control.name] : [],
    );
    const typed = typedBeforeHydration(form.current, names);
    if (Object.keys(typed).length > 0) onTypedBeforeHydration(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before the first commit
  }, []);
  return (
    <Section id={id} heading={heading} intro={intro}>
      {/*
        On a wide screen the form and the results share a row, the results staying in view beside a
        long form (the row is their range, so they never slide over the notes); the notes run under
        both in two columns, so a short form stands over no blank beside them.
      */}
      <div data-calculator className="grid gap-8 lg:grid-cols-5 lg:items-start">
        <form ref={form} className="lg:col-span-2" onSubmit={(event) => event.preventDefault()} aria-label={`${heading}: your figures`}>
          {/* Only where scripts are off: taking it away on hydration would move the whole form (CLS). */}
          <p className="mb-4 hidden rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-700/30 noscript:block">
            These are the worked example&apos;s figures. With JavaScript turned on you can enter your own.
          </p>
          {/*
            Disabled in the HTML for visitors without scripts; the page's first script enables it
            (data-until-script), and what is typed before the block hydrates is handed to it then.
            On a tablet the fields go two to a row, where one to a row would stretch each across the page.
          */}
          <fieldset disabled={!hydrated} data-until-script className="grid items-start gap-5 md:grid-cols-2 md:gap-x-6 lg:grid-cols-1">
            <legend className="sr-only">Your figures</legend>
            {inputs}
          </fieldset>
          {/*
            Below a laptop's width the results come after the whole form, so one line of them stays in
            view above the booking bar (sticky to the form's end) while the figures change. Hidden from
            screen readers, which hear the same sentence from the live region.
          */}
          <p
            aria-hidden="true"
            data-testid="result-line"
            className="sticky bottom-16 z-20 mt-5 rounded-xl bg-brand-900 px-4 py-2.5 font-semibold text-white shadow-lg ring-1 ring-white/20 lg:hidden noscript:hidden print:hidden"
          >
            {announcement}
          </p>
        </form>
        <div className="lg:sticky lg:top-24 lg:col-span-3">
          <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8 print:bg-white print:text-black print:ring-1 print:ring-slate-400">
            {/* Worked out for the example's figures only where scripts are off; otherwise the results follow the form. */}
            <h3 className="text-xl font-semibold">
              <span className="hidden noscript:inline">Worked example</span>
              <span className="noscript:hidden">Your results</span>
            </h3>
            <div className="mt-4">{results}</div>
            <a href={talkToBroker.to} onClick={() => attachCalculatorSummary()} className={buttonVariants({ className: "mt-6 w-full sm:w-auto print:hidden" })}>
              {talkToBroker.label}
            </a>
          </div>
          <p className="sr-only" aria-live="polite">
            {hydrated ? announcement : ""}
          </p>
        </div>
      </div>
      {notes && <div className="mt-8 space-y-3 text-sm text-slate-600 lg:columns-2 lg:gap-10 lg:[&>*]:break-inside-avoid">{notes}</div>}
      {after}
    </Section>
  );
}

/** A results list: label and figure per row, the headline figure first and largest. */
export function ResultRows({ rows }: { rows: ReadonlyArray<{ label: string; value: string; testId: string; headline?: boolean }> }) {
  return (
    <dl className="divide-y divide-white/20 print:divide-slate-300">
      {rows.map((row) => (
        // The headline may be a range ("$780,000 to $851,000"): on a phone it goes under its label and may wrap.
        // Every other figure keeps to the right on its label's first line, a long label wrapping beside it, so
        // the figures form one column however many lines a label takes.
        <div
          key={row.testId}
          className={
            row.headline
              ? "flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3 first:pt-0"
              : "grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-6 py-3 first:pt-0"
          }
        >
          <dt className={row.headline ? "text-lg font-semibold" : "text-slate-200 print:text-slate-700"}>{row.label}</dt>
          <dd
            data-testid={row.testId}
            className={row.headline ? "text-2xl font-bold text-accent-300 print:text-black" : "text-right font-semibold whitespace-nowrap"}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Shown in place of the results while a field holds something that cannot be used. */
export function FixFields() {
  return <p className="text-slate-100">Check the highlighted field: the results show as soon as every figure can be used.</p>;
}

/** One line of "where the figures come from": a dated fact's set in force, or a block's own figures as at a date. */
export type SourceLine = { what: string } & ({ source: FactSource; inForceFrom: string } | { source: FigureSource });

/** Where the figures come from, with the date they apply from, so a visitor can check them. */
export function FigureSources({ sources }: { sources: readonly SourceLine[] }) {
  return (
    <div>
      <p className="font-semibold text-slate-700">Where the figures come from</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {sources.map((line) => (
          <li key={line.what}>
            {line.what}:{" "}
            {line.source.url ? (
              <a href={line.source.url} className="text-brand-700 underline">
                {line.source.publisher}, {line.source.title}
              </a>
            ) : (
              `${line.source.publisher}, ${line.source.title}`
            )}
            {"inForceFrom" in line ? `, in force from ${formatDate(line.inForceFrom)}.` : `, as at ${formatDate(line.source.asAt)}.`}
            {line.source.note ? ` ${line.source.note}` : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}
