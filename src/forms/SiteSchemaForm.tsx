import type { ReactNode } from "react";
import type { UiSchema } from "@rjsf/utils";
import { useSiteForm } from "../site/site-forms-context.tsx";
import { buttonVariants } from "../ui/button-variants.ts";
import { pageStartUiSchema } from "./page-start-ui.ts";
import { SchemaForm, type FormValues } from "./SchemaForm.tsx";

/** What the send button says when the form's ui file does not. */
const SEND = "Send";

interface SiteSchemaFormProps {
  /** The form's name: its files' stem in the site's forms/ folder. */
  form: string;
  /** The block's anchor id, prefixing the inputs' ids. */
  formId: string;
  /** Values the form starts with (the page's path); a component of the form's own passes them. */
  formData?: FormValues;
  /** Answers sent without asking (the form block's presets): their fields are hidden, whatever the form's ui file says of them. */
  presets?: Readonly<Record<string, string>>;
  /** What the form's script shows later (<template data-part>, <template data-toast-text>), from its component. */
  parts?: ReactNode;
  /** The send button's classes, when it should not sit at its own width beside the form's end. */
  buttonClassName?: string;
}

/**
 * A form a site defines in its own folder (src/content/site-forms.ts), drawn from its schema and ui
 * file: a native POST to its thank-you page, which the forms' script takes over as it takes
 * the kernel's (src/forms/enhance-forms.ts), loading the validator the build compiled for it. A
 * form's own component (`pagekit/form`) draws it with this too, adding what its script shows.
 */
export function SiteSchemaForm({ form, formId, formData, presets = {}, parts, buttonClassName = "w-full sm:w-auto" }: SiteSchemaFormProps) {
  const definition = useSiteForm(form);
  if (!definition) throw new Error(`"${form}" is neither one of the kernel's forms nor one of this site's own`);
  const { schema, ui, script } = definition;
  const honeypots = Object.entries(schema.properties).flatMap(([name, field]) => (field.maxLength === 0 ? [[name, { "ui:widget": "honeypot" }]] : []));
  // A preset is sent, never asked: it stays hidden even where the ui file shows its field elsewhere.
  const preset = Object.keys(presets).map((name) => [name, { ...(ui as Record<string, object | undefined>)[name], "ui:widget": "hidden" }]);
  // What every form hides, then the site's own wishes; the name of a field is its schema's.
  const uiSchema = {
    ...pageStartUiSchema,
    "form-name": { "ui:widget": "hidden" },
    ...Object.fromEntries(honeypots),
    ...ui,
    ...Object.fromEntries(preset),
  } as UiSchema<FormValues>;
  const values = Object.keys(presets).length ? { ...formData, ...presets } : formData;
  return (
    <SchemaForm formName={form} schema={schema} script={script} uiSchema={uiSchema} idPrefix={formId} formData={values} parts={parts}>
      <button type="submit" className={buttonVariants({ className: buttonClassName })}>
        {ui["ui:submitButtonOptions"]?.submitText ?? SEND}
      </button>
    </SchemaForm>
  );
}
