/**
 * The forms' toasts without a framework: one area at the top of the page, each toast for six
 * seconds (or until closed), success in green and errors in the destructive style (white on
 * red-700, 6.5:1). What a toast says is the form's own, prerendered in a <template data-toast-text>
 * (src/forms/FormParts.tsx), so its links and words come from the site like the rest of the page.
 */
import { templateCopy } from "./template-content.ts";

const DURATION_MS = 6_000;
const AREA_ID = "form-toasts";

const STYLES = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-red-800 bg-red-700 text-white",
} as const;

function area(doc: Document): HTMLElement {
  const existing = doc.getElementById(AREA_ID);
  if (existing) return existing;
  const element = doc.createElement("section");
  element.id = AREA_ID;
  element.setAttribute("aria-label", "Notifications");
  element.className = "pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4";
  doc.body.append(element);
  return element;
}

/** Shows the toast prerendered as `template`; its `data-type` (success or error) sets its look and how it is announced. */
export function showToast(template: HTMLTemplateElement): void {
  const doc = template.ownerDocument;
  const type = template.dataset.type === "error" ? "error" : "success";
  const toast = doc.createElement("div");
  toast.dataset.toast = template.dataset.toastText ?? "";
  toast.dataset.type = type;
  // An error interrupts (alert); a success waits its turn (status).
  toast.setAttribute("role", type === "error" ? "alert" : "status");
  toast.className = `pointer-events-auto relative w-full max-w-sm rounded-xl border p-4 pr-10 text-base shadow-lg ${STYLES[type]}`;
  toast.append(templateCopy(template));
  const close = doc.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Close notification");
  close.className = "absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md text-lg leading-none hover:bg-black/10";
  close.textContent = "×";
  toast.append(close);
  const remove = () => toast.remove();
  close.addEventListener("click", remove);
  setTimeout(remove, DURATION_MS);
  area(doc).append(toast);
}
