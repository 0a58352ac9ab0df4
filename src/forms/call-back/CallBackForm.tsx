import schema from "../../../schemas/forms/call-back.schema.json";
import validateFns from "../../generated/form-validators/call-back.js";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { SchemaForm } from "../SchemaForm.tsx";
import { callBackUiSchema } from "./call-back.ui.ts";

/**
 * "We'll call you": a native POST, taken over by the visitor forms' script (src/forms/enhance-forms.ts)
 * wherever it shows: its mistakes under each field, as on every form. The booking box's behaviour runs
 * it from the start, and the booking notice fetches it when it opens (src/chrome/enhance.ts).
 */
export default function CallBackForm({ formId }: FormBodyProps) {
  return (
    <SchemaForm formName="call-back" schema={schema} validateFns={validateFns} uiSchema={callBackUiSchema} idPrefix={formId}>
      <button type="submit" className={buttonVariants({ className: "w-full sm:w-auto" })}>
        Call Me Back
      </button>
    </SchemaForm>
  );
}
