/**
 * A related suburb (an editor hint "suburb-report" in its schema): a list of the suburb reports there
 * are, by name, and "A suburb with no report yet", which asks for the suburb's name instead. The
 * ids are those rjsf would give the name and slug fields, so a problem listed above the form still
 * takes the person to the control.
 */
import type { FieldProps } from "@rjsf/utils";
import { FieldErrorTemplate } from "../../../forms/theme/templates.tsx";
import { fieldStyles } from "../../../forms/theme/styles.ts";
import { NO_REPORT, relatedChoice, relatedFromChoice, type RelatedSuburb, type ReportChoice } from "./related-suburb.ts";
import { NO_REPORT_CHOICE } from "../../../content/related-entry.ts";

export interface RelatedSuburbContext {
  /** The suburb reports a related suburb may link to (all but the one edited). */
  reports?: ReportChoice[];
}

type Errors = { __errors?: string[] } | undefined;

export function RelatedSuburbField(props: FieldProps) {
  const { formData, onChange, fieldPathId, registry, errorSchema } = props;
  const { reports = [] } = (registry.formContext ?? {}) as RelatedSuburbContext;
  const item = (formData ?? {}) as RelatedSuburb;
  const id = fieldPathId.$id;
  const index = fieldPathId.path.at(-1);
  const choice = relatedChoice(item, reports);
  const unknown = choice !== NO_REPORT && !reports.some((report) => report.slug === choice);
  const errors = (key: "name" | "slug" | "noReport") => (errorSchema as Record<string, Errors> | undefined)?.[key]?.__errors ?? [];
  const slugErrors = [...errors("slug"), ...errors("noReport")];
  const nameErrors = errors("name");
  const change = (next: RelatedSuburb) => onChange(next, fieldPathId.path);

  return (
    <fieldset id={id} tabIndex={-1} className="min-w-0 rounded-xl border border-slate-300 p-4 sm:col-span-2">
      <legend className="px-1 text-base font-bold text-brand-900">Related suburb{typeof index === "number" ? ` ${index + 1}` : ""}</legend>
      <div className="space-y-3">
        <div>
          <label htmlFor={`${id}_slug`} className="block font-semibold text-slate-800">
            Suburb
          </label>
          <select
            id={`${id}_slug`}
            value={choice}
            onChange={(event) => change(relatedFromChoice(event.target.value, item, reports))}
            aria-invalid={slugErrors.length > 0 || undefined}
            aria-describedby={slugErrors.length ? `${id}_slug__error` : undefined}
            className={fieldStyles({ state: slugErrors.length ? "invalid" : "idle" })}
          >
            {unknown && <option value={choice}>{choice} (there is no such report: choose one)</option>}
            {reports.map((report) => (
              <option key={report.slug} value={report.slug}>
                {report.name}
              </option>
            ))}
            <option value={NO_REPORT}>{NO_REPORT_CHOICE}</option>
          </select>
          {slugErrors.length > 0 && <FieldErrorTemplate {...errorProps(props, `${id}_slug`, slugErrors)} />}
        </div>
        {choice === NO_REPORT && (
          <div>
            <label htmlFor={`${id}_name`} className="block font-semibold text-slate-800">
              The suburb's name
            </label>
            <input
              id={`${id}_name`}
              value={item.name ?? ""}
              onChange={(event) => change(relatedFromChoice(NO_REPORT, { ...item, name: event.target.value, noReport: true }, reports))}
              aria-invalid={nameErrors.length > 0 || undefined}
              aria-describedby={`${id}_name__help${nameErrors.length ? ` ${id}_name__error` : ""}`}
              className={fieldStyles({ state: nameErrors.length ? "invalid" : "idle" })}
            />
            <p id={`${id}_name__help`} className="mt-1 text-sm text-slate-600">
              Its card invites visitors to ask for a custom report. Once it has a report, choose it above.
            </p>
            {nameErrors.length > 0 && <FieldErrorTemplate {...errorProps(props, `${id}_name`, nameErrors)} />}
          </div>
        )}
      </div>
    </fieldset>
  );
}

/** The house error template's props for one control's messages. */
function errorProps(props: FieldProps, id: string, errors: string[]) {
  return { errors, fieldPathId: { ...props.fieldPathId, $id: id }, schema: props.schema, registry: props.registry } as Parameters<typeof FieldErrorTemplate>[0];
}
