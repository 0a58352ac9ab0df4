import type { UiSchema } from "@rjsf/utils";
import { pageStartUiSchema } from "../page-start-ui.ts";
import type { FormValues } from "../SchemaForm.tsx";

export const suburbRequestUiSchema: UiSchema<FormValues> = {
  "ui:order": ["name", "email", "phone", "requested_suburb", "*"],
  "form-name": { "ui:widget": "hidden" },
  name: { "ui:autocomplete": "name" },
  email: { "ui:autocomplete": "email" },
  phone: { "ui:options": { inputType: "tel" }, "ui:autocomplete": "tel" },
  requested_suburb: { "ui:placeholder": "e.g. Merrylands" },
  "bot-field": { "ui:widget": "honeypot" },
  ...pageStartUiSchema,
};
