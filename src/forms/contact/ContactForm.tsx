import { useEffect, useState } from "react";
import { toast } from "sonner";
import schema from "../../../schemas/forms/contact.schema.json";
import validateFns from "../../generated/form-validators/contact.js";
import { useSite } from "../../site/site-context.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { renewSubmissionKey } from "../page-start-fields.ts";
import { SchemaForm } from "../SchemaForm.tsx";
import type { SubmissionRecord } from "../validate-submission.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { EmailLink, PhoneLink, useFormValues, useSend } from "../use-lead-form.tsx";
import { contactUiSchema } from "./contact.ui.ts";
import { isSolved, randomQuestion, SecurityCheck, type Question } from "./SecurityCheck.tsx";

/** The SPEC's success toast, said again on the page once the message has gone. */
const SUCCESS = { title: "Message sent successfully!", description: "Thank you for contacting us. We'll get back to you within 24 hours." };

/** The contact form: schema-checked fields, a security question, toasts and a confirmation that stays. */
export default function ContactForm({ formId }: FormBodyProps) {
  const site = useSite();
  const hydrated = useHydrated();
  const form = useFormValues("contact");
  const { sending, send } = useSend(form, {
    success: SUCCESS,
    failure: {
      title: "Failed to send message",
      description: (
        <>
          Please try again or contact us directly by <EmailLink email={site.email}>email</EmailLink> or phone (<PhoneLink phone={site.phone} />)
        </>
      ),
    },
  });
  const [question, setQuestion] = useState<Question | null>(null);
  const [answer, setAnswer] = useState("");
  const solved = isSolved(question, answer);
  // Set once Send is pressed: from then on an unanswered question says, beside it, that it is needed.
  const [pressed, setPressed] = useState(false);
  const securityId = `${formId}_security`;
  const reasonId = `${formId}_send-waits`;
  // Set by a send that went through: the confirmation on the page, which outlasts the toast.
  const [sent, setSent] = useState(false);

  // eslint-disable-next-line react-hooks/set-state-in-effect -- picked after hydration, so the prerendered HTML and the first client render agree
  useEffect(() => setQuestion(randomQuestion()), []);

  const newQuestion = () => {
    setQuestion((previous) => randomQuestion(previous));
    setAnswer("");
  };

  function submit(fields: SubmissionRecord, element: HTMLFormElement | undefined) {
    setPressed(true);
    if (!solved) {
      // Send is disabled until the sum is solved, so only a script or an old browser gets here: the
      // SPEC's toast, and the question takes the focus. Nothing is posted; what was typed stays.
      toast.error("Please complete the security check", { description: "Solve the math problem to verify you're human" });
      document.getElementById(securityId)?.focus();
      return;
    }
    setSent(false);
    void send(fields, {
      extra: { "captcha-verified": "true" },
      sent: () => {
        // The emptied form is a new one: the next message it sends is not a repeat of this one.
        if (element) renewSubmissionKey(element);
        newQuestion();
        // A new message: its question asks nothing of the visitor until they press Send again.
        setPressed(false);
        setSent(true);
      },
    });
  }

  // Before the page's script runs there is no question to solve (a post without it is accepted), so
  // only the enhanced form holds Send back.
  const waiting = hydrated && !solved;
  return (
    <SchemaForm {...form.props} schema={schema} validateFns={validateFns} uiSchema={contactUiSchema} idPrefix={formId} onSubmit={submit} mode="schema">
      {sent && (
        // The toast goes after a few seconds; this stays, above the emptied form, until the next send.
        <div role="status" className="rounded-xl bg-green-50 p-4 ring-1 ring-green-700/30">
          <p className="font-semibold text-green-900">{SUCCESS.title}</p>
          <p className="mt-1 text-sm text-slate-700">{SUCCESS.description}</p>
        </div>
      )}
      <SecurityCheck id={securityId} question={question} answer={answer} onAnswer={setAnswer} onRefresh={newQuestion} asked={pressed && hydrated} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending || waiting}
          aria-describedby={waiting ? reasonId : undefined}
          onClick={() => setPressed(true)}
          className={buttonVariants({ className: "w-full sm:w-auto" })}
        >
          {sending ? "Preparing Message..." : "Send Message"}
        </button>
        {/* Beside the greyed button, so it reads as waiting for something, not as broken. */}
        {waiting && (
          <p id={reasonId} className="text-sm text-slate-700">
            Send turns on once the security check above is answered.
          </p>
        )}
      </div>
    </SchemaForm>
  );
}
