import type { ChangeEvent, FocusEvent } from "react";
import type { RJSFSchema, WidgetProps } from "@rjsf/utils";
import { errorId, helpId, optionId } from "@rjsf/utils";
import { choiceLabelStyles, choiceStyles, fieldStyles } from "./styles.ts";

/**
 * The attributes every control shares. The browser constraints (required, lengths, pattern) repeat
 * the schema's rules so that the form checks itself when JavaScript is off; once enhanced, the form
 * turns browser validation off and the schema's own messages are shown instead.
 */
function controlProps({ id, name, htmlName, required, disabled, readonly, rawErrors, options, schema, autofocus }: WidgetProps, line = false) {
  const invalid = Boolean(rawErrors?.length);
  const describedBy = [invalid && errorId(id), options.help && helpId(id)].filter(Boolean).join(" ");
  return {
    id,
    name: htmlName ?? name,
    required,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
    className: fieldStyles({ state: invalid ? "invalid" : "idle", line }),
    ...lengths(schema),
  };
}

function lengths(schema: RJSFSchema) {
  return {
    minLength: schema.minLength && schema.minLength > 1 ? schema.minLength : undefined,
    maxLength: schema.maxLength && schema.maxLength > 0 ? schema.maxLength : undefined,
  };
}

function changeHandlers({ id, onChange, onBlur, onFocus }: WidgetProps) {
  // An empty box is an absent value, so "required" catches it.
  const value = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement> | FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => (event.target.value === "" ? undefined : event.target.value);
  return {
    onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>) => onChange(value(event)),
    onBlur: (event: FocusEvent<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>) => onBlur(id, value(event)),
    onFocus: (event: FocusEvent<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>) => onFocus(id, value(event)),
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A one-line text box; ui:options.inputType picks email or tel, ui:autocomplete the autofill hint. */
export function TextWidget(props: WidgetProps) {
  const { options, schema, placeholder, value } = props;
  const type = typeof options.inputType === "string" ? options.inputType : schema.format === "email" ? "email" : "text";
  return (
    <input
      type={type}
      {...controlProps(props, true)}
      {...changeHandlers(props)}
      value={text(value)}
      placeholder={placeholder || undefined}
      autoComplete={typeof options.autocomplete === "string" ? options.autocomplete : undefined}
      inputMode={type === "tel" ? "tel" : undefined}
      pattern={schema.pattern}
    />
  );
}

export function EmailWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, inputType: "email" }} />;
}

export function TextareaWidget(props: WidgetProps) {
  const { options, placeholder, value } = props;
  return (
    <textarea
      {...controlProps(props)}
      {...changeHandlers(props)}
      value={text(value)}
      placeholder={placeholder || undefined}
      rows={typeof options.rows === "number" ? options.rows : 5}
    />
  );
}

/** A native select over the schema's enum, labelled by ui:enumNames, with an empty first choice. */
export function SelectWidget(props: WidgetProps) {
  const { options, placeholder, value } = props;
  return (
    <select {...controlProps(props, true)} {...changeHandlers(props)} value={text(value)}>
      <option value="">{placeholder || "Select…"}</option>
      {(options.enumOptions ?? []).map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A hidden field posts only a value that is set, so an optional field left unset is not posted at all. */
export function HiddenWidget({ id, name, htmlName, value }: WidgetProps) {
  if (value === undefined || value === "") return null;
  return <input type="hidden" id={id} name={htmlName ?? name} value={text(value)} />;
}

/** A honeypot: a plain text box people never see (see FieldTemplate); anything typed in it marks a bot. */
export function HoneypotWidget({ id, name, htmlName, value, onChange }: WidgetProps) {
  return (
    <label htmlFor={id}>
      Leave this field empty
      <input
        type="text"
        id={id}
        name={htmlName ?? name}
        value={text(value)}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
        tabIndex={-1}
        autoComplete="off"
      />
    </label>
  );
}

/** A date picker (schema format "date"): the browser posts YYYY-MM-DD whatever date format it shows. */
export function DateWidget(props: WidgetProps) {
  return <input type="date" {...controlProps(props, true)} {...changeHandlers(props)} value={text(props.value)} />;
}

/** What a tick box or radio button shares with the other controls: its name, state and descriptions. */
function choiceProps({ name, htmlName, required, disabled, readonly, rawErrors, options, id }: WidgetProps) {
  const invalid = Boolean(rawErrors?.length);
  const describedBy = [invalid && errorId(id), options.help && helpId(id)].filter(Boolean).join(" ");
  return {
    name: htmlName ?? name,
    required,
    disabled: disabled || readonly,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
    className: choiceStyles({ state: invalid ? "invalid" : "idle" }),
  };
}

/**
 * One radio button per choice of the schema's enum, labelled by ui:enumNames, inside the fieldset
 * and legend FieldTemplate draws (so the question is said once, and with each button by a reader).
 */
export function RadioWidget(props: WidgetProps) {
  const { id, options, value, onChange } = props;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-8" data-choice-field={id}>
      {(options.enumOptions ?? []).map((option, index) => (
        <label key={String(option.value)} htmlFor={optionId(id, index)} className={choiceLabelStyles}>
          <input
            type="radio"
            id={optionId(id, index)}
            {...choiceProps(props)}
            value={String(option.value)}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/**
 * One tick box, posting the schema's const (or "yes") when ticked and nothing when not, so a
 * required box left empty gets the required message. Its label is beside it, never above it too:
 * FieldTemplate draws no label for it. `statement` draws it as a consent: the sentence agreed to,
 * in a box of its own.
 */
function TickBox(props: WidgetProps & { statement: boolean }) {
  const { id, label, required, schema, value, onChange, statement } = props;
  const ticked = typeof schema.const === "string" ? schema.const : "yes";
  return (
    <div data-choice-field={id} className={statement ? "rounded-lg border border-slate-300 bg-slate-50 p-4" : undefined}>
      <label htmlFor={id} className={choiceLabelStyles}>
        <input
          type="checkbox"
          id={id}
          {...choiceProps(props)}
          value={ticked}
          checked={value === ticked}
          onChange={(event) => onChange(event.target.checked ? ticked : undefined)}
        />
        <span className={statement ? "text-sm leading-6 text-slate-800" : undefined}>
          {label}
          {required && (
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          )}
        </span>
      </label>
    </div>
  );
}

export function CheckboxWidget(props: WidgetProps) {
  return <TickBox {...props} statement={false} />;
}

export function ConsentWidget(props: WidgetProps) {
  return <TickBox {...props} statement />;
}

/** The widgets that draw their own label (beside a box) or a legend: FieldTemplate draws none above them. */
export const OWN_LABEL_WIDGETS: ReadonlySet<unknown> = new Set(["checkbox", "consent"]);

export const widgets = {
  TextWidget,
  EmailWidget,
  TextareaWidget,
  SelectWidget,
  HiddenWidget,
  DateWidget,
  RadioWidget,
  checkbox: CheckboxWidget,
  consent: ConsentWidget,
  honeypot: HoneypotWidget,
};
