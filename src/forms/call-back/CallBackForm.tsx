import schema from "../../../schemas/forms/call-back.schema.json";
import validateFns from "../../generated/form-validators/call-back.js";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { SchemaForm } from "../SchemaForm.tsx";
import { useFormValues } from "../use-lead-form.tsx";
import { callBackUiSchema } from "./call-back.ui.ts";

/**
 * "We'll call you": a native POST. It stands where the booking calendar goes, a block that
 * hydrates nothing, so it must work as the prerendered HTML it is, checked by the browser; where
 * a page's script does run it, it says its mistakes under each field.
 */
export default function CallBackForm({ formId }: FormBodyProps) {
  const form = useFormValues("call-back");
  return (
    <SchemaForm {...form.props} schema={schema} validateFns={validateFns} uiSchema={callBackUiSchema} idPrefix={formId} mode="native">
      <button type="submit" className={buttonVariants({ className: "w-full sm:w-auto" })}>
        Call Me Back
      </button>
    </SchemaForm>
  );
}
