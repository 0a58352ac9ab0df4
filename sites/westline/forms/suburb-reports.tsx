import { PartTemplate, PhoneLink, SiteSchemaForm, ToastTemplate, usePagePath, useSite, type SiteFormProps } from "pagekit/form";
import { CHEATSHEET_PATH } from "./suburb-reports.script.ts";

/**
 * The suburb-report lead form: on success a thank-you card and the cheatsheet in a new tab
 * (suburb-reports.script.ts, its browser behaviour).
 */
export default function SuburbReportsForm({ formId, presets }: SiteFormProps) {
  const site = useSite();
  // What follows is the site's to say (Site settings, next steps), with its reply time stated once there.
  const afterSending = site.nextSteps?.["suburb-reports"] ?? ["Your Deposit Cheatsheet has opened in a new tab."];
  const parts = (
    <>
      <PartTemplate name="sent">
        <div tabIndex={-1} className="rounded-2xl bg-green-50 p-6 text-center ring-1 ring-green-700/30 outline-none sm:p-8">
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
      </PartTemplate>
      <ToastTemplate name="success" type="success" title="Thank you! Your Deposit Cheatsheet is opening now." />
      <ToastTemplate
        name="failure"
        type="error"
        title={
          <>
            Something went wrong. Please call <PhoneLink phone={site.phone} /> directly.
          </>
        }
      />
    </>
  );
  return (
    <SiteSchemaForm form="suburb-reports" formId={formId} formData={{ page_path: usePagePath() }} presets={presets} parts={parts} buttonClassName="w-full" />
  );
}
