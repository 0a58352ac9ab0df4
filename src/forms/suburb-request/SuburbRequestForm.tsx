import schema from "../../../schemas/forms/suburb-request.schema.json";
import validateFns from "../../generated/form-validators/suburb-request.js";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { SchemaForm } from "../SchemaForm.tsx";
import { suburbRequestUiSchema } from "./suburb-request.ui.ts";

/** "Don't See Your Suburb?": a native POST with no scripted states, its mistakes said under each field once the page's script runs. */
export default function SuburbRequestForm({ formId }: FormBodyProps) {
  return (
    <SchemaForm formName="suburb-request" schema={schema} validateFns={validateFns} uiSchema={suburbRequestUiSchema} idPrefix={formId}>
      <button type="submit" className={buttonVariants({ className: "w-full sm:w-auto" })}>
        Request My Suburb Report
      </button>
    </SchemaForm>
  );
}
