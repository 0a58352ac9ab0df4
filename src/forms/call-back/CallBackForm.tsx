import { useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import schemaJson from "../../../schemas/forms/call-back.schema.json";
import validateFns from "../../generated/form-validators/call-back.js";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { SchemaForm, trimmingValidator, type FormValues } from "../SchemaForm.tsx";
import { callBackUiSchema } from "./call-back.ui.ts";

const schema = schemaJson as RJSFSchema;
const validator = trimmingValidator(validateFns, schema);

/**
 * "We'll call you": a native POST checked by the browser alone. It stands where the booking
 * calendar goes, a block that hydrates nothing, so it must work as the prerendered HTML it is.
 */
export default function CallBackForm({ formId }: FormBodyProps) {
  // The native post's campaign and submission key are hidden inputs the page adds as it starts
  // (src/forms/page-start-fields.ts).
  const [values, setValues] = useState<FormValues>({ "form-name": "call-back" });
  return (
    <SchemaForm formName="call-back" schema={schema} validator={validator} uiSchema={callBackUiSchema} idPrefix={formId} formData={values} onChange={setValues} mode="native">
      <button type="submit" className={buttonVariants({ className: "w-full sm:w-auto" })}>
        Call Me Back
      </button>
    </SchemaForm>
  );
}
