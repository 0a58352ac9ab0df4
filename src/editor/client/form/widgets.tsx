/**
 * Controls the visitor forms do not need: numbers, true/false, an icon picker that shows the icon.
 * They take their look from the house theme (fieldStyles) and describe their errors and help the
 * same way as the house widgets.
 */
import { useState } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { errorId, helpId } from "@rjsf/utils";
import { fieldStyles } from "../../../forms/theme/styles.ts";
import { SelectWidget, widgets as houseWidgets } from "../../../forms/theme/widgets.tsx";
import type { IconName } from "../../../generated/content-types.ts";
import { Icon } from "../../../ui/Icon.tsx";
import { parsePrice } from "./price.ts";
import { RichTextWidget } from "./RichTextWidget.tsx";
import { withFigures } from "./figures.tsx";
import type { FormChoicesContext } from "./form-choices.ts";

function described({ id, rawErrors, options }: WidgetProps) {
  const invalid = Boolean(rawErrors?.length);
  const describedBy = [invalid && errorId(id), options.help && helpId(id)].filter(Boolean).join(" ");
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
    className: fieldStyles({ state: invalid ? "invalid" : "idle" }),
  };
}

/**
 * Whole numbers typed as people type them. A value that is not a number yet (e.g. a new report's
 * "TODO: …") is shown as it is, so the schema's message under the field says what is wrong.
 */
export function NumberWidget(props: WidgetProps) {
  const { id, name, value, required, onChange, onBlur, onFocus } = props;
  return (
    <input
      type="text"
      inputMode="numeric"
      id={id}
      name={name}
      required={required}
      {...described(props)}
      value={value === undefined || value === null ? "" : String(value)}
      onChange={(event) => {
        const text = event.target.value.trim();
        onChange(text === "" ? undefined : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : event.target.value);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/**
 * An amount in whole dollars (a field whose schema `display` is "dollars" or "price"), typed as people write one ("$1,050,000", "1.05m", "1050000"): the
 * number is stored while the field keeps what was typed, so "1.05m" is not rewritten mid-word.
 */
export function PriceWidget(props: WidgetProps) {
  const { id, name, value, required, onChange, onBlur, onFocus } = props;
  const shown = value === undefined || value === null ? "" : String(value);
  const [typed, setTyped] = useState(shown);
  // A value changed elsewhere (a reload, a discarded draft) replaces what was typed.
  const text = typed.trim() === "" ? shown : parsePrice(typed) === value || typed === value ? typed : shown;
  return (
    <input
      type="text"
      inputMode="decimal"
      id={id}
      name={name}
      required={required}
      {...described(props)}
      value={text}
      onChange={(event) => {
        setTyped(event.target.value);
        const trimmed = event.target.value.trim();
        onChange(trimmed === "" ? undefined : (parsePrice(trimmed) ?? event.target.value));
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

export function CheckboxWidget(props: WidgetProps) {
  const { id, name, value, label, onChange } = props;
  return (
    <span className="flex items-center gap-2">
      <input
        type="checkbox"
        id={id}
        name={name}
        className="size-5 accent-brand-700"
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={described(props)["aria-describedby"]}
      />
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
    </span>
  );
}

/** A field that is either true or absent (e.g. "noReport"): ticked writes true, unticked removes it. */
export function ConstTrueWidget(props: WidgetProps) {
  return <CheckboxWidget {...props} onChange={(checked: boolean) => props.onChange(checked ? true : undefined)} />;
}

/** The icon list as a select, with the chosen icon drawn beside it. */
export function IconWidget(props: WidgetProps) {
  const known = (props.options.enumOptions ?? []).some((option) => option.value === props.value);
  return (
    <span className="flex items-center gap-3">
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        data-icon-preview={known ? String(props.value) : undefined}
      >
        {known ? <Icon name={props.value as IconName} /> : null}
      </span>
      <SelectWidget {...props} />
    </span>
  );
}

/**
 * A form by its name, among the site's forms (the formContext's formChoices) rather than the
 * schema's list of the kernel's; a name already in the file stays a choice, so opening a page never changes it.
 */
export function FormNameWidget(props: WidgetProps) {
  const offered = (props.registry.formContext as FormChoicesContext | undefined)?.formChoices;
  const names = offered ? [...offered] : (props.options.enumOptions ?? []).map((option) => String(option.value));
  if (typeof props.value === "string" && props.value && !names.includes(props.value)) names.push(props.value);
  return <SelectWidget {...props} options={{ ...props.options, enumOptions: names.map((name) => ({ value: name, label: name })) }} />;
}

/** A choice among numbers (e.g. a page's status, 200 or 404), which the house select keeps as text. */
export function NumberSelectWidget(props: WidgetProps) {
  const { id, name, value, options, onChange, onBlur, onFocus } = props;
  const choices = options.enumOptions ?? [];
  return (
    <select
      id={id}
      name={name}
      {...described(props)}
      value={value === undefined ? "" : String(value)}
      onChange={(event) => onChange(choices.find((option) => String(option.value) === event.target.value)?.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">Not set</option>
      {choices.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Text that a page shows may name figures: picked from a list and shown as chips (figures.tsx). */
const TextWidget = withFigures(houseWidgets.TextWidget, false);
const TextareaWidget = withFigures(houseWidgets.TextareaWidget, true);
// Prose takes figures too (a report's answer states its rent): the picker beside the toolbar, and
// the figures it names listed under it, since the toolbar works on the text area's own selection.
const RichTextWithFigures = withFigures(RichTextWidget, true, false);

export const editorWidgets = {
  ...houseWidgets,
  TextWidget,
  TextareaWidget,
  NumberWidget,
  PriceWidget,
  NumberSelectWidget,
  CheckboxWidget,
  ConstTrueWidget,
  IconWidget,
  FormNameWidget,
  RichTextWidget: RichTextWithFigures,
};
