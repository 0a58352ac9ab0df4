import Printer from "lucide-react/icons/printer";
import { useId } from "react";
import type { PrintSheetBlock, PrintSheetSection } from "../../generated/content-types.ts";
import { acrossAt, tabletColumns } from "../../lib/balanced-columns.ts";
import { cn } from "../../lib/cn.ts";
import { useSite } from "../../site/site-context.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { TickList } from "../../ui/TickList.tsx";

/**
 * window.print() needs a script: the hint says how to print without one, and src/chrome/enhance.ts
 * swaps it for the button (data-print) when scripts run.
 */
function PrintButton({ label }: { label: string }) {
  return (
    <>
      <p data-print-hint="" className="text-sm text-slate-700">
        Use your browser’s Print command and choose “Save as PDF” to keep a copy.
      </p>
      <button type="button" data-print="" hidden className={buttonVariants()}>
        <Printer aria-hidden="true" className="size-5" />
        {label}
      </button>
    </>
  );
}

function SheetSection({ section }: { section: PrintSheetSection }) {
  const site = useSite();
  const heading = <h2 className="text-base font-bold tracking-tight text-brand-900 uppercase">{section.heading}</h2>;
  switch (section.kind) {
    case "items":
      return (
        <section className="mt-5">
          {heading}
          {/* Two to a row (on paper too), the first across the row where two would leave the last
              alone (five: 1 + 2 + 2); on a tablet or wider screen three where that evens them (3 + 2). */}
          <ul className="mt-3 flex flex-wrap justify-center gap-3">
            {section.items.map((item, index) => (
              <li
                key={item.title}
                className={cn(
                  "w-full rounded-lg border border-slate-200 p-3",
                  acrossAt(section.items.length, index, 2, 2) === 1 ? "sm:w-full" : "sm:w-[calc((100%-0.75rem)/2)]",
                  tabletColumns(section.items.length) === 3 && "md:w-[calc((100%-1.5rem)/3)]",
                )}
              >
                <h3 className="font-semibold text-brand-900">{item.title}</h3>
                {item.requirement && (
                  <p className="mt-1 inline-block rounded bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700">{item.requirement}</p>
                )}
                <p className="mt-1.5 text-slate-700">{item.description}</p>
                {item.tips && <TickList items={item.tips} size="sm" className="mt-1.5 text-slate-700" />}
              </li>
            ))}
          </ul>
        </section>
      );
    case "list":
      return (
        <section className="mt-5">
          {heading}
          <ol className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {section.items.map((item, index) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-900 text-xs font-bold text-white">
                  {index + 1}
                </span>
                <span className="text-slate-700">{item}</span>
              </li>
            ))}
          </ol>
        </section>
      );
    case "table":
      return (
        <section className="mt-5">
          {heading}
          <div className="mt-3">
            <DataTable caption={section.caption} columns={section.columns} rows={section.rows} stackOnPhones={false} compact />
          </div>
          {section.note && <p className="mt-2 text-xs text-slate-600">{section.note}</p>}
        </section>
      );
    case "terms":
      return (
        <section className="mt-5">
          {heading}
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {section.items.map((item) => (
              <div key={item.term}>
                <dt className="font-semibold text-brand-900">{item.term}</dt>
                <dd className="text-slate-700">{item.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case "contact":
      return (
        <section className="mt-5 rounded-lg bg-brand-900 p-4 text-white">
          <h2 className="text-base font-bold tracking-tight uppercase">{section.heading}</h2>
          {section.text && <p className="mt-1 text-slate-200">{section.text}</p>}
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-xs text-slate-300">Phone</dt>
              <dd className="font-semibold">
                <a className="underline-offset-2 hover:underline" href={`tel:${site.phone.dial}`}>
                  {site.phone.display}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-300">Email</dt>
              <dd className="font-semibold">
                <a className="underline-offset-2 hover:underline" href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-300">Website</dt>
              <dd className="font-semibold">
                <a className="underline-offset-2 hover:underline" href={`${site.origin}/`}>
                  {site.origin.replace(/^https?:\/\//, "")}
                </a>
              </dd>
            </div>
          </dl>
        </section>
      );
  }
}

export function PrintSheet({ id, heading, intro, printLabel, pages }: PrintSheetBlock) {
  const site = useSite();
  const headingId = useId();
  return (
    <section id={id} data-print-sheet aria-labelledby={headingId} className="lg:scroll-mt-24 bg-slate-200 px-3 py-8 sm:px-6 sm:py-12">
      {/* A fixed height, so swapping the printing hint for the button on hydration moves nothing. */}
      <div className="mx-auto flex min-h-12 max-w-[210mm] flex-wrap items-center justify-end gap-3 print:hidden" data-testid="print-controls">
        <PrintButton label={printLabel} />
      </div>
      {pages.map((page, index) => (
        <div
          key={index}
          className="print-sheet-page mx-auto mt-6 flex w-full max-w-[210mm] flex-col bg-white p-5 text-sm leading-snug shadow-xl sm:min-h-[297mm] sm:p-[12mm]"
          data-testid="print-page"
        >
          <p className="flex justify-between border-b-2 border-brand-900 pb-2 text-xs font-semibold tracking-wide text-brand-900 uppercase">
            <span>{site.brand}</span>
            <span>{heading}</span>
          </p>
          {index === 0 && (
            <div className="mt-5">
              <h1 id={headingId} className="text-3xl font-bold tracking-tight text-brand-900">
                {heading}
              </h1>
              {intro && <p className="mt-2 text-base text-slate-700">{intro}</p>}
            </div>
          )}
          {page.sections.map((section) => (
            <SheetSection key={section.heading} section={section} />
          ))}
          <div aria-hidden="true" className="min-h-5 grow" />
          <footer className="border-t border-slate-300 pt-3 text-[10px] leading-normal text-slate-600">
            {index === pages.length - 1 && <p className="mb-1.5">{site.disclaimer}</p>}
            <p className="flex flex-wrap justify-between gap-x-4">
              <span data-testid="legal">
                {site.brand}
                {site.legal && ` · ${site.legal.company} · ${site.legal.creditRepresentative} · ${site.legal.creditLicence}`}
              </span>
              <span>
                Page {index + 1} of {pages.length}
              </span>
            </p>
          </footer>
        </div>
      ))}
    </section>
  );
}
