import { useEffect, useState } from "react";
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

/** The contact form: schema-checked fields, a security question, toasts. */
export default function ContactForm({ formId }: FormBodyProps) {
  const site = useSite();
  const hydrated = useHydrated();
  const form = useFormValues("contact");
  const { sending, send } = useSend(form, {
    success: { title: "Message sent successfully!", description: "Thank you for contacting us. We'll get back to you within 24 hours." },
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

  // eslint-disable-next-line react-hooks/set-state-in-effect -- picked after hydration, so the prerendered HTML and the first client render agree
  useEffect(() => setQuestion(randomQuestion()), []);

  const newQuestion = () => {
    setQuestion((previous) => randomQuestion(previous));
    setAnswer("");
  };

  function submit(fields: SubmissionRecord, element: HTMLFormElement | undefined) {
    setPressed(true);
    if (!solved) {
      // Every other field is right (rjsf calls this only then): the question is what is left, and
      // its message is beside it. Nothing is posted; what the visitor typed stays.
      document.getElementById(securityId)?.focus();
      return;
    }
    void send(fields, {
      extra: { "captcha-verified": "true" },
      sent: () => {
        // The emptied form is a new one: the next message it sends is not a repeat of this one.
        if (element) renewSubmissionKey(element);
        newQuestion();
        // A new message: its question asks nothing of the visitor until they press Send again.
        setPressed(false);
      },
    });
  }

  return (
    <SchemaForm {...form.props} schema={schema} validateFns={validateFns} uiSchema={contactUiSchema} idPrefix={formId} onSubmit={submit} mode="schema">
      <SecurityCheck id={securityId} question={question} answer={answer} onAnswer={setAnswer} onRefresh={newQuestion} asked={pressed && hydrated} />
      {/*
        A plain primary button at all times: a greyed one read as broken. Pressed too early it sends
        nothing and each field, the security question too, says beside it what it still needs.
      */}
      <button type="submit" disabled={sending} onClick={() => setPressed(true)} className={buttonVariants({ className: "w-full sm:w-auto" })}>
        {sending ? "Preparing Message..." : "Send Message"}
      </button>
    </SchemaForm>
  );
}
