import type { ChangeEvent, FocusEvent } from "react";
import type { RJSFSchema, WidgetProps } from "@rjsf/utils";
import { errorId, helpId } from "@rjsf/utils";
import { fieldStyles } from "./styles.ts";

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

export const widgets = {
  TextWidget,
  EmailWidget,
  TextareaWidget,
  SelectWidget,
  HiddenWidget,
  honeypot: HoneypotWidget,
};
