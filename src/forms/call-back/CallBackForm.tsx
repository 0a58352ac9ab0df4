import schema from "../../../schemas/forms/call-back.schema.json";
import validateFns from "../../generated/form-validators/call-back.js";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { SchemaForm } from "../SchemaForm.tsx";
import { callBackUiSchema } from "./call-back.ui.ts";

/**
 * "We'll call you": a native POST. Where a page's form script runs (a page with a form block), it
 * says its mistakes under each field; elsewhere (the booking box, the booking notice) the browser checks it.
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
