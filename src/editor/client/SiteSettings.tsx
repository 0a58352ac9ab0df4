import { useContext, useEffect, useMemo, useState, type MouseEvent } from "react";
import { createPortal, flushSync } from "react-dom";
import type { RJSFSchema } from "@rjsf/utils";
import type { Json } from "../api-types.ts";
import { EditorForm, type FieldProblem } from "./form/EditorForm.tsx";
import { countBySection, formSections, sectionInAddress, sectionOf, type FormSection } from "./form/sections.ts";
import { pathSegments, SHOW_FIELD } from "./focus-problem.ts";
import type { RelatedChoices } from "./form/related-entry.ts";
import { SiteHelp } from "./form/site-help.ts";
import { SITE_SECTIONS } from "../../content/editor-help-keys.ts";

interface SiteSettingsProps {
  schema: RJSFSchema;
  data: Json;
  onChange: (data: Json) => void;
  problems?: FieldProblem[];
  samples?: ReadonlyArray<ReadonlyArray<string | number>>;
  file: string;
  related?: Readonly<Record<string, RelatedChoices>>;
  /**
   * The editor's right-hand column, empty for site settings: from 1024 px the list of sections goes
   * there, with what each holds, so the form starts high on a laptop's screen.
   */
  aside?: HTMLElement | null;
  /** The section to open first (tests); otherwise the address says: the field "Before going live" links to, or ?section=. */
  initial?: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * Site settings as short forms, one section open at a time, listed with links (the trial found one
 * form of 206 fields, about 61 screens long). Each entry says how many problems and samples its
 * section holds, so a problem elsewhere is not out of sight; a problem or a checklist link to a
 * field of another section opens that section first (SHOW_FIELD).
 */
export function SiteSettings({ schema, data, onChange, problems = [], samples = [], file, related, aside, initial }: SiteSettingsProps) {
  const titles = useContext(SiteHelp)[SITE_SECTIONS];
  const sections = useMemo(() => formSections(schema as Record<string, unknown>, titles), [schema, titles]);
  const [open, setOpen] = useState(() => initial ?? sectionInAddress(sections, typeof location === "undefined" ? "" : location.search));
  const current = sections.find((section) => section.key === open) ?? sections[0];
  const problemCounts = useMemo(
    () =>
      countBySection(
        sections,
        problems.map((problem) => problem.path),
      ),
    [sections, problems],
  );
  const sampleCounts = useMemo(() => countBySection(sections, samples), [sections, samples]);

  useEffect(() => {
    // Synchronously, so the field is on the page when focusProblem looks for it straight after.
    const show = (event: Event) => {
      const section = sectionOf(sections, pathSegments(String((event as CustomEvent<string>).detail)));
      if (section) flushSync(() => setOpen(section.key));
    };
    document.addEventListener(SHOW_FIELD, show);
    return () => document.removeEventListener(SHOW_FIELD, show);
  }, [sections]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, section: FormSection) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(section.key);
    // Kept in the address, so a reload opens the same section; the page itself stays (unsaved changes with it).
    history.replaceState(null, "", `?section=${section.key}${location.hash}`);
  };

  // One form, whole where the schema has no sections, else only the open section's fields.
  const form = (label: string, shown?: readonly string[]) => (
    <EditorForm
      schema={schema}
      formKey="site"
      data={data}
      onChange={onChange}
      idPrefix="root"
      label={label}
      shown={shown}
      {...{ problems, samples, file, related }}
    />
  );
  if (!current) return form("Site settings form");
  const list = (wide: boolean) => (
    <nav aria-label="Sections of the site settings">
      {wide && <h2 className="mb-2 text-base font-bold text-brand-900">Sections of the site settings</h2>}
      <ul className={wide ? "space-y-1.5" : "flex flex-wrap gap-1.5"}>
        {sections.map((section) => {
          const problemCount = problemCounts.get(section.key) ?? 0;
          const sampleCount = sampleCounts.get(section.key) ?? 0;
          return (
            <li key={section.key}>
              <a
                href={`?section=${section.key}#${encodeURI(file)}`}
                onClick={(event) => choose(event, section)}
                aria-current={section.key === current.key ? "page" : undefined}
                className={`${wide ? "flex flex-wrap px-3 py-2" : "inline-flex px-2.5 py-1"} items-center gap-x-1.5 rounded-lg border border-slate-300 bg-white text-sm text-slate-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-600 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white`}
              >
                <span className="font-semibold">{section.title}</span>
                {problemCount > 0 && <span className="rounded bg-red-100 px-1.5 text-xs font-semibold text-red-900">{plural(problemCount, "problem")}</span>}
                {sampleCount > 0 && <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-950">{plural(sampleCount, "sample")}</span>}
                {wide && <span className={`block w-full ${section.key === current.key ? "text-white" : "text-slate-600"}`}>{section.description}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
  return (
    <div className="space-y-3">
      {/* On a phone, and wherever the right-hand column is not there, the list goes above the form. */}
      <div className={aside ? "lg:hidden" : undefined}>{list(false)}</div>
      {aside && createPortal(<div className="hidden lg:block">{list(true)}</div>, aside)}
      <section aria-labelledby="settings-section-heading" className="space-y-3">
        <div>
          <h3 id="settings-section-heading" className="text-base font-bold text-brand-900">
            {current.title}
          </h3>
          {/* Beside the form from 1024 px, in the list. */}
          <p className={`text-sm text-slate-600 ${aside ? "lg:hidden" : ""}`}>{current.description}</p>
        </div>
        {form(`${current.title} form`, current.fields)}
      </section>
    </div>
  );
}
