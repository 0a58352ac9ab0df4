import type { UiSchema } from "@rjsf/utils";
import { pageStartUiSchema } from "../page-start-ui.ts";
import type { FormValues } from "../SchemaForm.tsx";

export const callBackUiSchema: UiSchema<FormValues> = {
  "ui:order": ["name", "phone", "best_time", "*"],
  "form-name": { "ui:widget": "hidden" },
  name: { "ui:autocomplete": "name" },
  phone: { "ui:options": { inputType: "tel" }, "ui:autocomplete": "tel", "ui:placeholder": "0412 345 678" },
  best_time: { "ui:enumNames": ["Morning (before 12 pm)", "Afternoon (12 pm to close)", "Any time we're open"], "ui:placeholder": "Choose a time" },
  "bot-field": { "ui:widget": "honeypot" },
  ...pageStartUiSchema,
};
