/**
 * The calculators' form controls: a label, the control, an optional hint and, under it, the message
 * for anything that cannot be used, tied to the control with aria-describedby and aria-invalid.
 */
import { useId, type ReactNode } from "react";

const controlClasses =
  "mt-1.5 block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none noscript:disabled:bg-slate-100 noscript:disabled:text-slate-700 aria-invalid:ring-2 aria-invalid:ring-red-600";

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message when the value cannot be used; shown under the field. */
  error?: string;
  hint?: ReactNode;
  /** "decimal" brings up a number keyboard on phones. */
  inputMode?: "decimal" | "numeric";
}

export function TextField({ name, label, value, onChange, error, hint, inputMode = "decimal" }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClasses}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectFieldProps<V extends string> {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

export function SelectField<V extends string>({ name, label, value, options, onChange }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value as V)} className={controlClasses}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One value or another, read from the address: anything else falls back to the first. */
export function oneOf<V extends string>(value: string, allowed: readonly V[]): V {
  return (allowed as readonly string[]).includes(value) ? (value as V) : (allowed[0] as V);
}
