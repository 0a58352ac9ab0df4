/**
 * A related entry (an editor hint "related-entry" in its schema, naming the collection): a list of
 * that collection's entries there are, by name, and the declaration's choice for one with no entry
 * yet ("A clinician with no page yet…"), which asks for its name instead. The words are the
 * declaration's (collections/<name>/collection.json, relatedEntry). The ids are those rjsf would
 * give the name and slug fields, so a problem listed above the form still takes the person to the
 * control.
 */
import type { FieldProps } from "@rjsf/utils";
import { FieldErrorTemplate } from "../../../forms/theme/templates.tsx";
import { fieldStyles } from "../../../forms/theme/styles.ts";
import { NO_ENTRY, relatedChoice, relatedFromChoice, type RelatedChoices, type RelatedEntry } from "./related-entry.ts";

export interface RelatedEntryContext {
  /** By collection name: the entries a related entry may link to (all but the one edited), and the declaration's words. */
  related?: Readonly<Record<string, RelatedChoices>>;
}

type Errors = { __errors?: string[] } | undefined;

export function RelatedEntryField(props: FieldProps) {
  const { formData, onChange, fieldPathId, registry, errorSchema, uiSchema } = props;
  const collection = String((uiSchema?.["ui:options"] as { collection?: string } | undefined)?.collection ?? "");
  const offered = ((registry.formContext ?? {}) as RelatedEntryContext).related?.[collection];
  const choices = offered?.choices ?? [];
  const item = (formData ?? {}) as RelatedEntry;
  const id = fieldPathId.$id;
  const index = fieldPathId.path.at(-1);
  const choice = relatedChoice(item, choices);
  const unknown = choice !== NO_ENTRY && !choices.some((entry) => entry.slug === choice);
  const errors = (key: "name" | "slug" | "noReport") => (errorSchema as Record<string, Errors> | undefined)?.[key]?.__errors ?? [];
  const slugErrors = [...errors("slug"), ...errors("noReport")];
  const nameErrors = errors("name");
  const change = (next: RelatedEntry) => onChange(next, fieldPathId.path);
  const legend = typeof uiSchema?.["ui:title"] === "string" ? uiSchema["ui:title"] : "Related entry";
  if (!offered) return <p className="text-sm text-red-800">The site declares no collection &quot;{collection}&quot; with words for a related entry.</p>;
  const { words, shortLabel } = offered;

  return (
    <fieldset id={id} tabIndex={-1} className="min-w-0 rounded-xl border border-slate-300 p-4 sm:col-span-2">
      <legend className="px-1 text-base font-bold text-brand-900">
        {legend}
        {typeof index === "number" ? ` ${index + 1}` : ""}
      </legend>
      <div className="space-y-3">
        <div>
          <label htmlFor={`${id}_slug`} className="block font-semibold text-slate-800">
            {words.choose}
          </label>
          <select
            id={`${id}_slug`}
            value={choice}
            onChange={(event) => change(relatedFromChoice(event.target.value, item, choices))}
            aria-invalid={slugErrors.length > 0 || undefined}
            aria-describedby={slugErrors.length ? `${id}_slug__error` : undefined}
            className={fieldStyles({ state: slugErrors.length ? "invalid" : "idle" })}
          >
            {unknown && (
              <option value={choice}>
                {choice} (there is no such {shortLabel}: choose one)
              </option>
            )}
            {choices.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.name}
              </option>
            ))}
            <option value={NO_ENTRY}>{words.none}</option>
          </select>
          {slugErrors.length > 0 && <FieldErrorTemplate {...errorProps(props, `${id}_slug`, slugErrors)} />}
        </div>
        {choice === NO_ENTRY && (
          <div>
            <label htmlFor={`${id}_name`} className="block font-semibold text-slate-800">
              {words.name}
            </label>
            <input
              id={`${id}_name`}
              value={item.name ?? ""}
              onChange={(event) => change(relatedFromChoice(NO_ENTRY, { ...item, name: event.target.value, noReport: true }, choices))}
              aria-invalid={nameErrors.length > 0 || undefined}
              aria-describedby={`${id}_name__help${nameErrors.length ? ` ${id}_name__error` : ""}`}
              className={fieldStyles({ state: nameErrors.length ? "invalid" : "idle" })}
            />
            <p id={`${id}_name__help`} className="mt-1 text-sm text-slate-600">
              {words.noneHelp}
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
