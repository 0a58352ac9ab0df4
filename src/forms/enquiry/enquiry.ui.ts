import type { UiSchema } from "@rjsf/utils";
import { pageStartUiSchema } from "../page-start-ui.ts";
import type { FormValues } from "../SchemaForm.tsx";

export const enquiryUiSchema: UiSchema<FormValues> = {
  "ui:order": ["name", "email", "phone", "*"],
  "form-name": { "ui:widget": "hidden" },
  name: { "ui:autocomplete": "name" },
  email: { "ui:autocomplete": "email" },
  // Under the name, as wide as it: across both columns it stopped at a line's width, lined up with neither.
  phone: { "ui:options": { inputType: "tel" }, "ui:autocomplete": "tel" },
  "bot-field": { "ui:widget": "honeypot" },
  // Filled in from the page and its address when the form is sent.
  ...pageStartUiSchema,
  page_path: { "ui:widget": "hidden" },
  source: { "ui:widget": "hidden" },
  calculator_summary: { "ui:widget": "hidden" },
};
