/**
 * A refused form's messages, each under its field as the prerendered form would draw it
 * (src/forms/theme/templates.tsx): the field's first problem in a role="alert" line named by the
 * control's aria-describedby, the control marked aria-invalid with the error border.
 */
import type { FieldError } from "../validate-submission.ts";
import { choiceStyles, errorStyles, fieldStyles } from "../theme/styles.ts";

/** rjsf's ids for a field's error and help lines (errorId / helpId of @rjsf/utils), which the prerendered controls name. */
const errorIdOf = (controlId: string) => `${controlId}__error`;
const helpIdOf = (controlId: string) => `${controlId}__help`;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** A field's controls: one, or a radio group's buttons (a RadioNodeList), in the page's order. */
function controlsNamed(form: HTMLFormElement, name: string): Control[] {
  const found = form.elements.namedItem(name);
  if (isControl(found)) return [found];
  return found instanceof RadioNodeList ? [...found].filter(isControl) : [];
}

/**
 * A tick box's or a radio group's field (src/forms/theme/widgets.tsx): its message goes after all of
 * it, named by the field's id as rjsf names it, and the boxes keep their own look.
 */
const choiceField = (control: Control) => control.closest<HTMLElement>("[data-choice-field]");

function mark(controls: readonly Control[], message: string | undefined): void {
  const [control] = controls;
  if (!control) return;
  const choices = choiceField(control);
  const fieldId = choices?.dataset.choiceField ?? control.id;
  const errorId = errorIdOf(fieldId);
  const doc = control.ownerDocument;
  let line = doc.getElementById(errorId);
  if (message) {
    if (!line) {
      line = doc.createElement("p");
      line.id = errorId;
      line.setAttribute("role", "alert");
      line.className = errorStyles;
      (choices ?? control).after(line);
    }
    if (line.textContent !== message) line.textContent = message;
  } else line?.remove();
  const help = doc.getElementById(helpIdOf(fieldId)) ? helpIdOf(fieldId) : "";
  const describedBy = [message ? errorId : "", help].filter(Boolean).join(" ");
  for (const each of controls) {
    if (describedBy) each.setAttribute("aria-describedby", describedBy);
    else each.removeAttribute("aria-describedby");
    if (message) each.setAttribute("aria-invalid", "true");
    else each.removeAttribute("aria-invalid");
    // One-line answers are at most a line's width, as the prerendered widgets draw them.
    each.className = choices
      ? choiceStyles({ state: message ? "invalid" : "idle" })
      : fieldStyles({ state: message ? "invalid" : "idle", line: !(each instanceof HTMLTextAreaElement) });
  }
}

/**
 * Shows `errors` (one a field, as the server words them) on the visible fields of `form` and
 * clears the rest; returns the first field in the page's order that has one.
 */
export function showFieldErrors(form: HTMLFormElement, fields: readonly string[], errors: readonly FieldError[]): Control | undefined {
  const messages = new Map(errors.map((error) => [error.field, error.message]));
  let first: Control | undefined;
  for (const name of fields) {
    const controls = controlsNamed(form, name);
    const [control] = controls;
    // Hidden values and honeypots (hidden from people) have no line of their own.
    if (!control || control.type === "hidden" || control.closest("[aria-hidden=true]")) continue;
    const message = messages.get(name);
    mark(controls, message);
    if (message && (!first || first.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING)) first = control;
  }
  return first;
}
