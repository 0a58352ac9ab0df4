import { useRef, useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import { toast } from "sonner";
import schemaJson from "../../../schemas/forms/suburb-reports.schema.json";
import validateFns from "../../generated/form-validators/suburb-reports.js";
import { usePagePath, useSite } from "../../site/site-context.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import { useToaster } from "../../ui/toasts.tsx";
import type { FormBodyProps } from "../form-body.ts";
import { postForm } from "../post-form.ts";
import { SchemaForm, trimmingValidator, type FormValues } from "../SchemaForm.tsx";
import type { SubmissionRecord } from "../validate-submission.ts";
import { suburbReportsUiSchema } from "./suburb-reports.ui.ts";

const schema = schemaJson as RJSFSchema;
const validator = trimmingValidator(validateFns, schema);
export const CHEATSHEET_PATH = "/deposit-cheatsheet";
/** The cheatsheet tab is focused 500 ms after it opens. */
export const CHEATSHEET_FOCUS_DELAY_MS = 500;

const blank = (pathname: string, suburb?: string): FormValues => ({ "form-name": "suburb-reports", page_path: pathname, ...(suburb ? { suburb } : {}) });

/**
 * A tab for the cheatsheet, opened while the submit event is still being handled so that popup
 * blockers allow it; it is pointed at the cheatsheet once the lead is sent, or closed if sending fails.
 */
function openPendingTab(): Window | null {
  const tab = window.open("", "_blank");
  if (tab) {
    tab.document.title = "Deposit Cheatsheet";
    tab.document.body.textContent = "Opening your Deposit Cheatsheet…";
  }
  return tab;
}

/** The suburb-report lead form: on success a thank-you card and the cheatsheet in a new tab. */
export default function SuburbReportsForm({ formId, suburb }: FormBodyProps) {
  useToaster();
  const site = useSite();
  const pathname = usePagePath();
  const [values, setValues] = useState<FormValues>(() => blank(pathname, suburb));
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const card = useRef<HTMLDivElement>(null);

  async function send(fields: SubmissionRecord) {
    const tab = openPendingTab();
    setSubmitting(true);
    try {
      await postForm({ ...fields, "form-name": "suburb-reports", page_path: window.location.pathname, suburb });
      toast.success("Thank you! Your Deposit Cheatsheet is opening now.");
      setValues(blank(pathname, suburb));
      setDone(true);
      requestAnimationFrame(() => card.current?.focus());
      if (tab) {
        tab.location.href = CHEATSHEET_PATH;
        setTimeout(() => tab.focus(), CHEATSHEET_FOCUS_DELAY_MS);
      }
    } catch (error) {
      console.error("The lead form could not be sent:", error);
      tab?.close();
      toast.error(
        <>
          Something went wrong. Please call{" "}
          <a href={`tel:${site.phone.dial}`} className="font-semibold underline">
            {site.phone.display}
          </a>{" "}
          directly.
        </>,
      );
    } finally {
      setSubmitting(false);
    }
  }

  if (done)
    return (
      <div ref={card} tabIndex={-1} className="rounded-2xl bg-green-50 p-6 text-center ring-1 ring-green-700/30 outline-none sm:p-8">
        <h3 className="text-2xl font-bold text-green-900">Thank You!</h3>
        <ul className="mx-auto mt-4 max-w-md space-y-2 text-slate-700">
          <li>Your Deposit Cheatsheet has opened in a new tab.</li>
          <li>Check your email for your personalised equity assessment.</li>
          <li>A specialist will contact you within 24 hours.</li>
        </ul>
        <p className="mt-5">
          <a href={CHEATSHEET_PATH} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-4">
            Open the Deposit Cheatsheet
          </a>
        </p>
      </div>
    );

  return (
    <SchemaForm
      formName="suburb-reports"
      schema={schema}
      validator={validator}
      uiSchema={suburbReportsUiSchema}
      idPrefix={formId}
      formData={values}
      onChange={setValues}
      onSubmit={(fields) => void send(fields)}
      mode="schema"
    >
      <button type="submit" disabled={submitting} className={buttonVariants({ className: "w-full" })}>
        {submitting ? "Submitting..." : "Get My Free Equity Assessment"}
      </button>
    </SchemaForm>
  );
}
