import { useEffect, useState } from "react";
import { toast } from "sonner";
import schema from "../../../schemas/forms/contact.schema.json";
import validateFns from "../../generated/form-validators/contact.js";
import { useSite } from "../../site/site-context.tsx";
import { cn } from "../../lib/cn.ts";
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
  const locked = hydrated && !solved;
  const hintId = `${formId}_send-hint`;

  // eslint-disable-next-line react-hooks/set-state-in-effect -- picked after hydration, so the prerendered HTML and the first client render agree
  useEffect(() => setQuestion(randomQuestion()), []);

  const newQuestion = () => {
    setQuestion((previous) => randomQuestion(previous));
    setAnswer("");
  };

  function submit(fields: SubmissionRecord, element: HTMLFormElement | undefined) {
    if (!solved) {
      toast.error("Please complete the security check", { description: "Solve the math problem to verify you're human" });
      return;
    }
    void send(fields, {
      extra: { "captcha-verified": "true" },
      sent: () => {
        // The emptied form is a new one: the next message it sends is not a repeat of this one.
        if (element) renewSubmissionKey(element);
        newQuestion();
      },
    });
  }

  return (
    <SchemaForm {...form.props} schema={schema} validateFns={validateFns} uiSchema={contactUiSchema} idPrefix={formId} onSubmit={submit} mode="schema">
      <SecurityCheck id={`${formId}_security`} question={question} answer={answer} onAnswer={setAnswer} onRefresh={newQuestion} />
      {/*
        Until the question is solved the button says it cannot send (aria-disabled, greyed) yet still
        submits, so a click shows every field's error and what the security check needs. Without
        JavaScript there is no question to solve, so the button stays usable.
      */}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <button
          type="submit"
          disabled={sending}
          aria-disabled={locked || undefined}
          aria-describedby={locked ? hintId : undefined}
          className={buttonVariants({ className: cn("w-full sm:w-auto", locked && "opacity-60") })}
        >
          {sending ? "Preparing Message..." : "Send Message"}
        </button>
        {locked && (
          <p id={hintId} className="text-sm text-slate-700">
            Answer the security question to send
          </p>
        )}
      </div>
    </SchemaForm>
  );
}
