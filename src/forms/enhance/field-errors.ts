/**
 * A refused form's messages, each under its field as the prerendered form would draw it
 * (src/forms/theme/templates.tsx): the field's first problem in a role="alert" line named by the
 * control's aria-describedby, the control marked aria-invalid with the error border.
 */
import type { FieldError } from "../validate-submission.ts";
import { errorStyles, fieldStyles } from "../theme/styles.ts";

/** rjsf's ids for a field's error and help lines (errorId / helpId of @rjsf/utils), which the prerendered controls name. */
const errorIdOf = (controlId: string) => `${controlId}__error`;
const helpIdOf = (controlId: string) => `${controlId}__help`;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlNamed(form: HTMLFormElement, name: string): Control | undefined {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement ? control : undefined;
}

function mark(control: Control, message: string | undefined): void {
  const errorId = errorIdOf(control.id);
  const doc = control.ownerDocument;
  let line = doc.getElementById(errorId);
  if (message) {
    if (!line) {
      line = doc.createElement("p");
      line.id = errorId;
      line.setAttribute("role", "alert");
      line.className = errorStyles;
      control.after(line);
    }
    if (line.textContent !== message) line.textContent = message;
  } else line?.remove();
  const help = doc.getElementById(helpIdOf(control.id)) ? helpIdOf(control.id) : "";
  const describedBy = [message ? errorId : "", help].filter(Boolean).join(" ");
  if (describedBy) control.setAttribute("aria-describedby", describedBy);
  else control.removeAttribute("aria-describedby");
  if (message) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
  // One-line answers are at most a line's width, as the prerendered widgets draw them.
  control.className = fieldStyles({ state: message ? "invalid" : "idle", line: !(control instanceof HTMLTextAreaElement) });
}

/**
 * Shows `errors` (one a field, as the server words them) on the visible fields of `form` and
 * clears the rest; returns the first field in the page's order that has one.
 */
export function showFieldErrors(form: HTMLFormElement, fields: readonly string[], errors: readonly FieldError[]): Control | undefined {
  const messages = new Map(errors.map((error) => [error.field, error.message]));
  let first: Control | undefined;
  for (const name of fields) {
    const control = controlNamed(form, name);
    // Hidden values and honeypots (hidden from people) have no line of their own.
    if (!control || control.type === "hidden" || control.closest("[aria-hidden=true]")) continue;
    const message = messages.get(name);
    mark(control, message);
    if (message && (!first || first.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING)) first = control;
  }
  return first;
}
