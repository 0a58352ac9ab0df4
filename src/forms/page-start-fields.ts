/**
 * The fields a lead form posts besides what the visitor types, put into every lead form as hidden
 * inputs as the page starts (src/chrome/enhance.ts): the visit's campaign (utm_source, utm_medium,
 * utm_campaign, when it had them) and the form render's submission key. A visitor who sends a form
 * natively before the forms' script runs so posts what one who sends it afterwards does; the forms'
 * script reads the same inputs as it sends (src/forms/enhance-forms.ts), and a form rendered later
 * gets them as it is sent.
 *
 *   installPageStartFields()   // as the page starts: every lead form, and any form sent later
 *   pageStartFields(form)      // the fields (added first if missing), e.g. for a scripted post
 *   renewSubmissionKey(form)   // once a post was answered and the form is shown again, empty
 */
import { visitCampaign } from "../analytics/campaign.ts";
import { SUBMISSION_KEY } from "./validate-submission.ts";

/** The forms that post leads (the marker a static host's form detection reads as well). */
export const LEAD_FORMS = "form[data-netlify]";

/** 128 random bits as hex. crypto.getRandomValues works on plain http too, where randomUUID does not. */
export function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function hiddenInput(form: HTMLFormElement, name: string, value: () => string): HTMLInputElement {
  const existing = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  if (existing) return existing;
  const input = form.ownerDocument.createElement("input");
  input.type = "hidden";
  input.name = name;
  input.value = value();
  // Last in the form: where React, hydrating, expects nothing of its own.
  form.append(input);
  return input;
}

/** The form's page-start fields, each added as a hidden input first when the form lacks it. */
export function pageStartFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(visitCampaign())) fields[name] = hiddenInput(form, name, () => value).value;
  fields[SUBMISSION_KEY] = hiddenInput(form, SUBMISSION_KEY, newSubmissionKey).value;
  return fields;
}

/** A new key for a form that is shown again for another message: that one is not a repeat. */
export function renewSubmissionKey(form: HTMLFormElement): void {
  hiddenInput(form, SUBMISSION_KEY, newSubmissionKey).value = newSubmissionKey();
}

export function installPageStartFields(): () => void {
  for (const form of document.querySelectorAll<HTMLFormElement>(LEAD_FORMS)) pageStartFields(form);
  // A form rendered after the page started gets them as it is sent: its data is read after this event.
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement && event.target.matches(LEAD_FORMS)) pageStartFields(event.target);
  };
  document.addEventListener("submit", onSubmit, true);
  return () => document.removeEventListener("submit", onSubmit, true);
}
