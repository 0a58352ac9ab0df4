import { useRef, useState } from "react";
import schema from "../../../schemas/forms/suburb-reports.schema.json";
import validateFns from "../../generated/form-validators/suburb-reports.js";
import { usePagePath, useSite } from "../../site/site-context.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { SchemaForm } from "../SchemaForm.tsx";
import type { SubmissionRecord } from "../validate-submission.ts";
import { PhoneLink, useFormValues, useSend } from "../use-lead-form.tsx";
import { suburbReportsUiSchema } from "./suburb-reports.ui.ts";

export const CHEATSHEET_PATH = "/deposit-cheatsheet";
/** The cheatsheet tab is focused 500 ms after it opens. */
export const CHEATSHEET_FOCUS_DELAY_MS = 500;

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
  const site = useSite();
  const form = useFormValues("suburb-reports", { page_path: usePagePath(), ...(suburb ? { suburb } : {}) });
  const { sending, send } = useSend(form, {
    success: { title: "Thank you! Your Deposit Cheatsheet is opening now." },
    failure: {
      title: (
        <>
          Something went wrong. Please call <PhoneLink phone={site.phone} /> directly.
        </>
      ),
    },
  });
  const [done, setDone] = useState(false);
  // What follows is the site's to say (Site settings, next steps), with its reply time stated once there.
  const afterSending = site.nextSteps?.["suburb-reports"] ?? ["Your Deposit Cheatsheet has opened in a new tab."];
  const card = useRef<HTMLDivElement>(null);

  function submit(fields: SubmissionRecord) {
    const tab = openPendingTab();
    void send(fields, {
      extra: { page_path: window.location.pathname, suburb },
      sent: () => {
        setDone(true);
        requestAnimationFrame(() => card.current?.focus());
        if (tab) {
          tab.location.href = CHEATSHEET_PATH;
          setTimeout(() => tab.focus(), CHEATSHEET_FOCUS_DELAY_MS);
        }
      },
      failed: (error) => {
        console.error("The lead form could not be sent:", error);
        tab?.close();
      },
    });
  }

  if (done)
    return (
      <div ref={card} tabIndex={-1} className="rounded-2xl bg-green-50 p-6 text-center ring-1 ring-green-700/30 outline-none sm:p-8">
        <h3 className="text-2xl font-bold text-green-900">Thank You!</h3>
        <ul className="mx-auto mt-4 max-w-md space-y-2 text-slate-700">
          {afterSending.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        <p className="mt-5">
          <a href={CHEATSHEET_PATH} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-4">
            Open the Deposit Cheatsheet
          </a>
        </p>
      </div>
    );

  return (
    <SchemaForm {...form.props} schema={schema} validateFns={validateFns} uiSchema={suburbReportsUiSchema} idPrefix={formId} onSubmit={submit} mode="schema">
      <button type="submit" disabled={sending} className={buttonVariants({ className: "w-full" })}>
        {sending ? "Submitting..." : "Get My Free Equity Assessment"}
      </button>
    </SchemaForm>
  );
}
