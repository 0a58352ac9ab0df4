import type { UiSchema } from "@rjsf/utils";
import { useSiteForm } from "../site/site-forms-context.tsx";
import { buttonVariants } from "../ui/button-variants.ts";
import { pageStartUiSchema } from "./page-start-ui.ts";
import { SchemaForm, type FormValues } from "./SchemaForm.tsx";

/** What the send button says when the form's ui file does not. */
const SEND = "Send";

/**
 * A form a site defines in its own folder (src/content/site-forms.ts), drawn from its schema and ui
 * file alone: a native POST to its thank-you page, which the forms' script takes over as it takes
 * the kernel's (src/forms/enhance-forms.ts), loading the validator the build compiled for it.
 */
export function SiteSchemaForm({ form, formId }: { form: string; formId: string }) {
  const definition = useSiteForm(form);
  if (!definition) throw new Error(`"${form}" is neither one of the kernel's forms nor one of this site's own`);
  const { schema, ui, script } = definition;
  const honeypots = Object.entries(schema.properties).flatMap(([name, field]) => (field.maxLength === 0 ? [[name, { "ui:widget": "honeypot" }]] : []));
  // What every form hides, then the site's own wishes; the name of a field is its schema's.
  const uiSchema = { ...pageStartUiSchema, "form-name": { "ui:widget": "hidden" }, ...Object.fromEntries(honeypots), ...ui } as UiSchema<FormValues>;
  return (
    <SchemaForm formName={form} schema={schema} script={script} uiSchema={uiSchema} idPrefix={formId}>
      <button type="submit" className={buttonVariants({ className: "w-full sm:w-auto" })}>
        {ui["ui:submitButtonOptions"]?.submitText ?? SEND}
      </button>
    </SchemaForm>
  );
}
