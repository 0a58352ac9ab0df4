import type { UiSchema } from "@rjsf/utils";
import { pageStartUiSchema } from "../page-start-ui.ts";
import type { FormValues } from "../SchemaForm.tsx";

/** How the contact form's schema is presented: order, widgets, autofill hints and layout. */
export const contactUiSchema: UiSchema<FormValues> = {
  "ui:order": ["firstName", "lastName", "email", "phone", "message", "*"],
  "form-name": { "ui:widget": "hidden" },
  firstName: { "ui:autocomplete": "given-name" },
  lastName: { "ui:autocomplete": "family-name" },
  email: { "ui:autocomplete": "email" },
  phone: { "ui:options": { inputType: "tel" }, "ui:autocomplete": "tel", "ui:placeholder": "0412 345 678" },
  message: { "ui:widget": "textarea", "ui:classNames": "sm:col-span-2", "ui:placeholder": "Tell us a little about what you are planning" },
  "bot-field": { "ui:widget": "honeypot" },
  ...pageStartUiSchema,
  website: { "ui:widget": "honeypot" },
  // Posted only once the security question is solved, so it is never in the form itself.
  "captcha-verified": { "ui:widget": "hidden" },
};
