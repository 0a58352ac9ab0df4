import { useEffect, useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import schemaJson from "../../../schemas/forms/suburb-request.schema.json";
import validateFns from "../../generated/form-validators/suburb-request.js";
import { visitCampaign } from "../../analytics/campaign.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { SchemaForm, trimmingValidator, type FormValues } from "../SchemaForm.tsx";
import { suburbRequestUiSchema } from "./suburb-request.ui.ts";

const schema = schemaJson as RJSFSchema;
const validator = trimmingValidator(validateFns, schema);

/** "Don't See Your Suburb?": a native POST checked by the browser alone, with no scripted states (SPEC 4). */
export default function SuburbRequestForm({ formId }: FormBodyProps) {
  const [values, setValues] = useState<FormValues>({ "form-name": "suburb-request" });
  // The native post carries the visit's campaign as hidden fields, added once the page runs.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration, so the prerendered HTML and the first client render agree
  useEffect(() => setValues((current) => ({ ...current, ...visitCampaign() })), []);
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
