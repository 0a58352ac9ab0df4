import type { UiSchema } from "@rjsf/utils";
import { pageStartUiSchema } from "../page-start-ui.ts";
import type { FormValues } from "../SchemaForm.tsx";

export const suburbReportsUiSchema: UiSchema<FormValues> = {
  "ui:order": ["name", "email", "mobile", "timeframe", "*"],
  "form-name": { "ui:widget": "hidden" },
  name: { "ui:autocomplete": "name" },
  email: { "ui:autocomplete": "email", "ui:options": { inputType: "email" } },
  mobile: { "ui:options": { inputType: "tel" }, "ui:autocomplete": "tel", "ui:placeholder": "0412 345 678" },
  timeframe: { "ui:enumNames": ["0-3 months", "3-6 months", "6+ months"], "ui:placeholder": "Select a timeframe" },
  suburb: { "ui:widget": "hidden" },
  page_path: { "ui:widget": "hidden" },
  "bot-field": { "ui:widget": "honeypot" },
  ...pageStartUiSchema,
};
