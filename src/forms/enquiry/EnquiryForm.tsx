import schema from "../../../schemas/forms/enquiry.schema.json";
import validateFns from "../../generated/form-validators/enquiry.js";
import { usePagePath } from "../../site/site-context.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { PartTemplate } from "../FormParts.tsx";
import { SchemaForm } from "../SchemaForm.tsx";
import { enquiryUiSchema } from "./enquiry.ui.ts";

/**
 * The service pages' enquiry form: only the email is required; the answer is not shown. Its
 * browser behaviour (the calculator's figures, the thank-you panel) is enquiry.script.ts.
 */
export default function EnquiryForm({ formId }: FormBodyProps) {
  const parts = (
    <>
      <PartTemplate name="summary">
        <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200" data-testid="calculator-summary">
          <p className="font-semibold text-slate-900">Sent with your enquiry</p>
          <p className="mt-1" data-summary />
          <button type="button" className="mt-2 font-semibold text-brand-700 underline">
            Don&apos;t send these figures
          </button>
        </div>
      </PartTemplate>
      <PartTemplate name="sent">
        <div tabIndex={-1} role="status" className="rounded-xl bg-green-50 p-6 text-center ring-1 ring-green-700/30 outline-none">
          <p className="text-xl font-bold text-green-900">Thanks! We&apos;ll be in touch shortly</p>
          <p className="mt-3 text-sm text-slate-700">General information only. Consider your circumstances and seek independent advice.</p>
        </div>
      </PartTemplate>
    </>
  );
  return (
    <SchemaForm
      formName="enquiry"
      schema={schema}
      validateFns={validateFns}
      uiSchema={enquiryUiSchema}
      idPrefix={formId}
      formData={{ page_path: usePagePath(), source: "personalised_options" }}
      parts={parts}
    >
      <button type="submit" className={buttonVariants({ className: "w-full sm:w-auto" })}>
        Get My Personalised Options
      </button>
    </SchemaForm>
  );
}
