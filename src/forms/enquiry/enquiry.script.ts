/**
 * The service and calculator pages' enquiry form in the browser: it shows and sends the figures a
 * calculator on the page attached (calculator-summary.ts), and about 100 ms after a send the
 * thank-you panel takes its place; the answer is not shown.
 */
import { trackLeadGenerated } from "../../analytics/analytics.ts";
import type { EnhancedForm, FormHooks } from "../enhance/form-kit.ts";
import { partCopy, replaceWithPart, submitButton } from "../enhance/form-kit.ts";
import { postForm } from "../post-form.ts";
import { ATTACHED_EVENT, DETACH_EVENT } from "./calculator-summary.ts";

const SOURCE = "personalised_options";
/** The thank-you panel replaces the form about 100 ms after submitting (the SPEC's). */
export const THANK_YOU_DELAY_MS = 100;

export function enquiryScript(form: EnhancedForm): FormHooks {
  const doc = form.element.ownerDocument;
  let summary: string | undefined;
  let box: Element | undefined;
  doc.addEventListener(ATTACHED_EVENT, (event) => {
    summary = event instanceof CustomEvent && typeof event.detail === "string" ? event.detail : undefined;
    box?.remove();
    box = undefined;
    if (!summary) return;
    box = partCopy(form, "summary");
    if (!box) return;
    const text = box.querySelector("[data-summary]");
    if (text) text.textContent = summary;
    box.querySelector("button")?.addEventListener("click", () => doc.dispatchEvent(new Event(DETACH_EVENT)));
    submitButton(form)?.before(box);
  });

  return {
    send: (fields) => {
      trackLeadGenerated();
      // The response is not shown to the visitor, so a failed post is not reported either.
      postForm({ ...fields, "form-name": "enquiry", page_path: location.pathname, source: SOURCE, calculator_summary: summary }).catch(() => {});
      setTimeout(() => replaceWithPart(form, "sent"), THANK_YOU_DELAY_MS);
    },
  };
}
