/**
 * The figures a calculator attaches to the enquiry form on the same page. The calculator (a React
 * island) and the form (plain HTML with its own small script, src/forms/enhance-forms.ts) are
 * separate blocks in separate scripts, so they meet on the document: the calculator publishes a
 * one-line summary of its inputs and results whenever they change, and each change of what is
 * attached is announced as an ATTACHED_EVENT, which the form shows and posts as `calculator_summary`.
 * Once the visitor has changed the figures the page opened with, they are attached, as the form's
 * collection notice says; "Talk to a broker about this" attaches them even unchanged, and "Don't
 * send these figures" (the form's DETACH_EVENT) holds them back until that button is pressed.
 * Framework-free on purpose: a calculator imports only this, the form only its event names.
 */

/** schemas/forms/enquiry.schema.json's maxLength for calculator_summary. */
export const SUMMARY_MAX_LENGTH = 300;

/** On the document, with the attached summary (or undefined) as its detail: what the form sends now. */
export const ATTACHED_EVENT = "calculator-summary-attached";
/** On the document, from the form's "Don't send these figures". */
export const DETACH_EVENT = "calculator-summary-detach";

let latest: string | undefined;
let attached: string | undefined;
/** Whether a summary has been published yet: the first one is the page's own figures, not the visitor's. */
let published = false;
let declined = false;
let listening = false;

const announce = () => globalThis.document?.dispatchEvent(new CustomEvent<string | undefined>(ATTACHED_EVENT, { detail: attached }));

/** The form's button, heard once a calculator is on the page. */
function listenForDetach(): void {
  if (listening || !globalThis.document) return;
  listening = true;
  document.addEventListener(DETACH_EVENT, detachCalculatorSummary);
}

/** The calculator's current figures; an attached summary follows them, so it never goes stale. */
export function publishCalculatorSummary(summary: string | undefined): void {
  listenForDetach();
  const next = summary?.slice(0, SUMMARY_MAX_LENGTH);
  const used = published && next !== latest;
  published = true;
  latest = next;
  if ((attached !== undefined || (used && !declined)) && latest !== attached) {
    attached = latest;
    announce();
  }
}

export function attachCalculatorSummary(): void {
  declined = false;
  attached = latest;
  announce();
}

export function detachCalculatorSummary(): void {
  declined = true;
  attached = undefined;
  announce();
}

/** What is attached now, if anything. */
export function attachedCalculatorSummary(): string | undefined {
  return attached;
}
