import type { FieldErrorProps, FieldHelpProps, FieldTemplateProps, ObjectFieldTemplateProps } from "@rjsf/utils";
import { errorId, helpId } from "@rjsf/utils";
import { cn } from "../../lib/cn.ts";
import { errorStyles, labelStyles } from "./styles.ts";
import { OWN_LABEL_WIDGETS } from "./widgets.tsx";

/**
 * One field: a real <label for>, the widget, then its errors. Schema descriptions document the
 * posted data for developers, so they are not shown; visitor help comes from the uiSchema's ui:help.
 */
export function FieldTemplate({ id, label, children, errors, help, hidden, required, displayLabel, classNames, schema, uiSchema }: FieldTemplateProps) {
  if (schema.type === "object") return children;
  if (hidden) return <div className="hidden">{children}</div>;
  // A honeypot is hidden from people and from assistive technology; bots filling every box find it.
  if (uiSchema?.["ui:widget"] === "honeypot")
    return (
      <div className="hidden" aria-hidden="true">
        {children}
      </div>
    );
  const star = required && (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
  // Radio buttons answer one question: a fieldset, its legend the question, each button its own label.
  if (uiSchema?.["ui:widget"] === "radio")
    return (
      <fieldset className={cn("min-w-0", classNames)}>
        <legend className={labelStyles}>
          {label}
          {star}
        </legend>
        {children}
        {errors}
        {help}
      </fieldset>
    );
  return (
    <div className={cn("min-w-0", classNames)}>
      {displayLabel && !OWN_LABEL_WIDGETS.has(uiSchema?.["ui:widget"]) && (
        <label htmlFor={id} className={labelStyles}>
          {label}
          {star}
        </label>
      )}
      {children}
      {errors}
      {help}
    </div>
  );
}

/**
 * A field's first error under it, announced when it appears, and named by the input's
 * aria-describedby. One mistake can break two rules ("A" is short and not two letters): the first
 * says it, as the server's answer does (src/forms/validate-submission.ts).
 */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const message = errors.find((error) => typeof error === "string" && error);
  if (!message) return null;
  return (
    <p id={errorId(fieldPathId)} role="alert" className={errorStyles}>
      {message}
    </p>
  );
}

/** The form's fields in a grid: two columns from small screens up, a field may span both via ui:classNames. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="grid gap-x-5 gap-y-5 sm:grid-cols-2">{properties.map((property) => property.content)}</div>;
}

/** ui:help: a short hint under a field. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId)} className="mt-1.5 text-sm text-slate-600">
      {help}
    </p>
  );
}
