import { useEffect, useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import { toast } from "sonner";
import schemaJson from "../../../schemas/forms/contact.schema.json";
import validateFns from "../../generated/form-validators/contact.js";
import { useSite } from "../../site/site-context.tsx";
import { cn } from "../../lib/cn.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { useToaster } from "../../ui/toasts.tsx";
import type { FormBodyProps } from "../form-body.ts";
import { renewSubmissionKey } from "../page-start-fields.ts";
import { postForm } from "../post-form.ts";
import { SchemaForm, trimmingValidator, type FormValues } from "../SchemaForm.tsx";
import type { SubmissionRecord } from "../validate-submission.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { contactUiSchema } from "./contact.ui.ts";
import { isSolved, randomQuestion, SecurityCheck, type Question } from "./SecurityCheck.tsx";

const schema = schemaJson as RJSFSchema;
const validator = trimmingValidator(validateFns, schema);
const blank: FormValues = { "form-name": "contact" };

/** The contact form: schema-checked fields, a security question, toasts. */
export default function ContactForm({ formId }: FormBodyProps) {
  useToaster();
  const site = useSite();
  const hydrated = useHydrated();
  const [values, setValues] = useState<FormValues>(blank);
  const [question, setQuestion] = useState<Question | null>(null);
  const [answer, setAnswer] = useState("");
  const [sending, setSending] = useState(false);
  const solved = isSolved(question, answer);
  const locked = hydrated && !solved;
  const hintId = `${formId}_send-hint`;

  // eslint-disable-next-line react-hooks/set-state-in-effect -- picked after hydration, so the prerendered HTML and the first client render agree
  useEffect(() => setQuestion(randomQuestion()), []);

  const newQuestion = () => {
    setQuestion((previous) => randomQuestion(previous));
    setAnswer("");
  };

  async function send(fields: SubmissionRecord, form: HTMLFormElement | undefined) {
    if (!solved) {
      toast.error("Please complete the security check", { description: "Solve the math problem to verify you're human" });
      return;
    }
    setSending(true);
    try {
      await postForm({ ...fields, "form-name": "contact", "captcha-verified": "true" });
      toast.success("Message sent successfully!", { description: "Thank you for contacting us. We'll get back to you within 24 hours." });
      // The emptied form is a new one: the next message it sends is not a repeat of this one.
      if (form) renewSubmissionKey(form);
      setValues(blank);
      newQuestion();
    } catch {
      toast.error("Failed to send message", {
        description: (
          <>
            Please try again or contact us directly by{" "}
            <a href={`mailto:${site.email}`} className="font-semibold underline">
              email
            </a>{" "}
            or phone (
            <a href={`tel:${site.phone.dial}`} className="font-semibold underline">
              {site.phone.display}
            </a>
            )
          </>
        ),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <SchemaForm
      formName="contact"
      schema={schema}
      validator={validator}
      uiSchema={contactUiSchema}
      idPrefix={formId}
      formData={values}
      onChange={setValues}
      onSubmit={(fields, form) => void send(fields, form)}
      mode="schema"
    >
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
