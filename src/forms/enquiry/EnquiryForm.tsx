import { useRef, useState } from "react";
import schema from "../../../schemas/forms/enquiry.schema.json";
import validateFns from "../../generated/form-validators/enquiry.js";
import { buttonVariants } from "../../ui/button-variants.ts";
import { trackLeadGenerated } from "../../analytics/analytics.ts";
import type { FormBodyProps } from "../form-body.ts";
import { postForm } from "../post-form.ts";
import { SchemaForm } from "../SchemaForm.tsx";
import type { SubmissionRecord } from "../validate-submission.ts";
import { useFormValues } from "../use-lead-form.tsx";
import { enquiryUiSchema } from "./enquiry.ui.ts";
import { usePagePath } from "../../site/site-context.tsx";
import { detachCalculatorSummary, useAttachedCalculatorSummary } from "./calculator-summary.ts";

const SOURCE = "personalised_options";
/** The thank-you panel replaces the form about 100 ms after submitting. */
export const THANK_YOU_DELAY_MS = 100;

/** The service pages' enquiry form: only the email is required; the answer is not shown. */
export default function EnquiryForm({ formId }: FormBodyProps) {
  const form = useFormValues("enquiry", { page_path: usePagePath(), source: SOURCE });
  const [sent, setSent] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const calculatorSummary = useAttachedCalculatorSummary();

  function send(fields: SubmissionRecord) {
    trackLeadGenerated();
    // The response is not shown to the visitor, so a failed post is not reported either.
    postForm({ ...fields, "form-name": "enquiry", page_path: window.location.pathname, source: SOURCE, calculator_summary: calculatorSummary }).catch(() => {});
    setTimeout(() => {
      setSent(true);
      requestAnimationFrame(() => panel.current?.focus());
    }, THANK_YOU_DELAY_MS);
  }

  if (sent)
    return (
      <div ref={panel} tabIndex={-1} role="status" className="rounded-xl bg-green-50 p-6 text-center ring-1 ring-green-700/30 outline-none">
        <p className="text-xl font-bold text-green-900">Thanks! We'll be in touch shortly</p>
        <p className="mt-3 text-sm text-slate-700">General information only. Consider your circumstances and seek independent advice.</p>
      </div>
    );

  return (
    <SchemaForm {...form.props} schema={schema} validateFns={validateFns} uiSchema={enquiryUiSchema} idPrefix={formId} onSubmit={send} mode="schema">
      {calculatorSummary && (
        <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200" data-testid="calculator-summary">
          <p className="font-semibold text-slate-900">Sent with your enquiry</p>
          <p className="mt-1">{calculatorSummary}</p>
          <button type="button" onClick={detachCalculatorSummary} className="mt-2 font-semibold text-brand-700 underline">
            Don&apos;t send these figures
          </button>
        </div>
      )}
      <button type="submit" className={buttonVariants({ className: "w-full sm:w-auto" })}>
        Get My Personalised Options
      </button>
    </SchemaForm>
  );
}
