/**
 * The contact form in the browser: Send waits for the security check, with the line beside it
 * saying so; a sent message gets the SPEC's toast and a confirmation on the page that outlasts it,
 * above the emptied form, and a new question.
 */
import type { EnhancedForm, FormHooks } from "../enhance/form-kit.ts";
import { partCopy, sendWithToasts, submitButton } from "../enhance/form-kit.ts";
import { renewSubmissionKey } from "../page-start-fields.ts";
import { installSecurityCheck, type SecurityCheckControl } from "./security-check.ts";

export function contactScript(form: EnhancedForm): FormHooks {
  const button = submitButton(form);
  const reason = form.wrapper.querySelector<HTMLElement>("[data-send-waits]");
  const fieldset = form.wrapper.querySelector<HTMLFieldSetElement>("fieldset[data-security-check]");
  let sending = false;
  const check: SecurityCheckControl | undefined = fieldset ? installSecurityCheck(fieldset, () => update()) : undefined;
  // Before the script there is no question to solve (a post without it is accepted), so only now
  // is Send held back.
  function update() {
    const waiting = !check?.solved();
    if (button) button.disabled = sending || waiting;
    if (reason) reason.hidden = !waiting;
    if (button && reason && waiting) button.setAttribute("aria-describedby", reason.id);
    else button?.removeAttribute("aria-describedby");
  }
  update();
  let confirmation: Element | undefined;

  return {
    pressed: () => check?.ask(),
    send: (fields) => {
      if (!check?.solved()) {
        // Send is disabled until the sum is solved, so only a script or an old browser gets here:
        // the SPEC's toast, and the question takes the focus. Nothing is posted; what was typed stays.
        form.toast("unsolved");
        check?.focus();
        return;
      }
      confirmation?.remove();
      sending = true;
      void sendWithToasts(form, { ...fields, "captcha-verified": "true" }, "Preparing Message...").then((sent) => {
        sending = false;
        if (sent) {
          form.element.reset();
          // The emptied form is a new one: the next message it sends is not a repeat of this one.
          renewSubmissionKey(form.element);
          check?.renew();
          confirmation = partCopy(form, "sent");
          if (confirmation) fieldset?.before(confirmation);
        }
        update();
      });
    },
  };
}
