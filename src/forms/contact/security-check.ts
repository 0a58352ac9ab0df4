/**
 * The contact form's security check in the browser: puts the question from its <template>
 * (SecurityCheck.tsx) in place of the placeholder, says Verified or Incorrect as the visitor types,
 * renews it on request, and tells the form whether it is solved.
 */
import { templateCopy } from "../enhance/template-content.ts";
import { isSolved, randomQuestion, SECURITY_MESSAGES, type Question } from "./security-question.ts";

export interface SecurityCheckControl {
  solved(): boolean;
  /** Send was pressed: an unanswered question now says it is needed. */
  ask(): void;
  /** A new question, unanswered and asking nothing until Send is pressed again. */
  renew(): void;
  focus(): void;
}

/** Wires the check in `fieldset`; `changed` is called after each change the visitor (or the form) makes to it. */
export function installSecurityCheck(fieldset: HTMLFieldSetElement, changed: () => void): SecurityCheckControl | undefined {
  const template = fieldset.querySelector("template");
  if (!template) return undefined;
  fieldset.querySelector(".needs-js")?.remove();
  fieldset.append(templateCopy(template));
  const input = fieldset.querySelector<HTMLInputElement>("input");
  const refresh = fieldset.querySelector<HTMLButtonElement>("button");
  const verified = fieldset.querySelector<HTMLElement>("[data-verified]");
  const message = fieldset.querySelector<HTMLElement>("[data-message]");
  if (!input || !refresh || !verified || !message) return undefined;
  // On the page only while the answer is right: a hidden "Verified" would still be found and read.
  verified.remove();
  let question: Question = randomQuestion();
  let asked = false;

  const paint = () => {
    for (const operand of fieldset.querySelectorAll<HTMLElement>("[data-operand]"))
      operand.textContent = String(operand.dataset.operand === "a" ? question.a : question.b);
    const solved = isSolved(question, input.value);
    const wrong = input.value.trim() !== "" && !solved;
    const missing = asked && input.value.trim() === "";
    if (solved) message.before(verified);
    else verified.remove();
    message.textContent = wrong ? SECURITY_MESSAGES.wrong : missing ? SECURITY_MESSAGES.missing : "";
    input.className = input.dataset[solved ? "valid" : wrong || missing ? "invalid" : "idle"] ?? input.className;
    if (wrong || missing) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  };
  const show = () => {
    paint();
    changed();
  };
  const renew = () => {
    question = randomQuestion(question);
    input.value = "";
    asked = false;
    show();
  };
  input.addEventListener("input", show);
  // A new question keeps what Send asked: still needed, if it was.
  refresh.addEventListener("click", () => {
    question = randomQuestion(question);
    input.value = "";
    show();
    input.focus();
  });
  // Told nothing yet: the form asks once it has the control.
  paint();
  return {
    solved: () => isSolved(question, input.value),
    ask: () => {
      asked = true;
      show();
    },
    renew,
    focus: () => input.focus(),
  };
}
