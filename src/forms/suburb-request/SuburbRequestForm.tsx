import { useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import schemaJson from "../../../schemas/forms/suburb-request.schema.json";
import validateFns from "../../generated/form-validators/suburb-request.js";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { SchemaForm, trimmingValidator, type FormValues } from "../SchemaForm.tsx";
import { suburbRequestUiSchema } from "./suburb-request.ui.ts";

const schema = schemaJson as RJSFSchema;
const validator = trimmingValidator(validateFns, schema);

/** "Don't See Your Suburb?": a native POST checked by the browser alone, with no scripted states. */
export default function SuburbRequestForm({ formId }: FormBodyProps) {
  // The native post's campaign and submission key are hidden inputs the page adds as it starts
  // (src/forms/page-start-fields.ts), before this form hydrates.
  const [values, setValues] = useState<FormValues>({ "form-name": "suburb-request" });
  return (
    <SchemaForm
      formName="suburb-request"
      schema={schema}
      validator={validator}
      uiSchema={suburbRequestUiSchema}
      idPrefix={formId}
      formData={values}
      onChange={setValues}
      mode="native"
    >
      <button type="submit" className={buttonVariants({ className: "w-full sm:w-auto" })}>
        Request My Suburb Report
      </button>
    </SchemaForm>
  );
}
