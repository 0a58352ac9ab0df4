/**
 * The suburb-report lead form in the browser: "Submitting..." while it sends; on success the SPEC's
 * toast, the thank-you card in place of the form and the Deposit Cheatsheet in a new tab (focused
 * 500 ms later); on failure the error is logged, the toast gives the phone number and the form stays.
 */
import { replaceWithPart, sendWithToasts, type EnhancedForm, type FormHooks } from "pagekit/form-script";

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

export default function suburbReportsScript(form: EnhancedForm): FormHooks {
  return {
    send: (fields) => {
      const tab = openPendingTab();
      void sendWithToasts(form, { ...fields, page_path: location.pathname }, "Submitting...").then((sent) => {
        if (!sent) return tab?.close();
        replaceWithPart(form, "sent");
        if (tab) {
          tab.location.href = CHEATSHEET_PATH;
          setTimeout(() => tab.focus(), CHEATSHEET_FOCUS_DELAY_MS);
        }
      });
    },
  };
}
