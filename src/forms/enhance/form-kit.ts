/**
 * What the visitor forms' scripts share: the form as they see it, its button, a send with the
 * form's toasts, and a prerendered part put in the form's place.
 */
import { postForm } from "../post-form.ts";
import { templateCopy } from "./template-content.ts";
import type { SubmissionRecord } from "../validate-submission.ts";

/** A prerendered form as its script sees it. */
export interface EnhancedForm {
  /** The element around the form ([data-form]), which holds its templates. */
  wrapper: HTMLElement;
  element: HTMLFormElement;
  /** A part the form shows later (its confirmation, the figures it sends), prerendered as <template data-part>. */
  part: (name: string) => HTMLTemplateElement | null;
  /** Shows the form's toast prerendered as <template data-toast-text={name}>. */
  toast: (name: string) => void;
}

export interface FormHooks {
  /** Send was pressed, before the values are judged. */
  pressed?: () => void;
  /** The values pass the schema (trimmed, with the page-start fields): send them. */
  send?: (fields: SubmissionRecord) => void;
}

/** The form's submit button. */
export function submitButton(form: EnhancedForm): HTMLButtonElement | null {
  return form.element.querySelector<HTMLButtonElement>("button[type=submit]");
}

/**
 * Posts the values by script and says how it went: the button disabled with `busyLabel` while it
 * waits, then the "success" toast or the "failure" one (the values kept, to send again or call).
 * Resolves true once the post was accepted.
 */
export async function sendWithToasts(form: EnhancedForm, fields: Readonly<Record<string, string | undefined>>, busyLabel: string): Promise<boolean> {
  const button = submitButton(form);
  const label = button?.textContent ?? "";
  if (button) {
    button.disabled = true;
    button.textContent = busyLabel;
  }
  try {
    await postForm(fields);
    form.toast("success");
    return true;
  } catch (error) {
    console.error("The form could not be sent:", error);
    form.toast("failure");
    return false;
  } finally {
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
  }
}

/** A copy of the form's prerendered `name` part (its one element), to put on the page. */
export function partCopy(form: EnhancedForm, name: string): HTMLElement | undefined {
  const template = form.part(name);
  const part = template ? templateCopy(template).firstElementChild : null;
  return part instanceof HTMLElement ? part : undefined;
}

/** Puts the prerendered `name` part in place of the form, focused so it is read out. */
export function replaceWithPart(form: EnhancedForm, name: string): void {
  const part = partCopy(form, name);
  if (!part) return;
  form.element.replaceWith(part);
  requestAnimationFrame(() => part.focus());
}
