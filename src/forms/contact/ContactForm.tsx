import schema from "../../../schemas/forms/contact.schema.json";
import validateFns from "../../generated/form-validators/contact.js";
import { useSite } from "../../site/site-context.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import type { FormBodyProps } from "../form-body.ts";
import { EmailLink, PartTemplate, PhoneLink, ToastTemplate } from "../FormParts.tsx";
import { SchemaForm } from "../SchemaForm.tsx";
import { contactUiSchema } from "./contact.ui.ts";
import { SecurityCheck } from "./SecurityCheck.tsx";

/** The SPEC's success toast, said again on the page once the message has gone. */
const SUCCESS = { title: "Message sent successfully!", description: "Thank you for contacting us. We'll get back to you within 24 hours." };

/**
 * The contact form: schema-checked fields, a security question, toasts and a confirmation that
 * stays. Its browser behaviour is contact.script.ts; Send is held back there, since before the
 * script runs there is no question to solve (a post without it is accepted).
 */
export default function ContactForm({ formId }: FormBodyProps) {
  const site = useSite();
  const reasonId = `${formId}_send-waits`;
  const parts = (
    <>
      <PartTemplate name="sent">
        {/* The toast goes after a few seconds; this stays, above the emptied form, until the next send. */}
        <div role="status" className="rounded-xl bg-green-50 p-4 ring-1 ring-green-700/30">
          <p className="font-semibold text-green-900">{SUCCESS.title}</p>
          <p className="mt-1 text-sm text-slate-700">{SUCCESS.description}</p>
        </div>
      </PartTemplate>
      <ToastTemplate name="success" type="success" title={SUCCESS.title} description={SUCCESS.description} />
      <ToastTemplate
        name="failure"
        type="error"
        title="Failed to send message"
        description={
          <>
            Please try again or contact us directly by <EmailLink email={site.email}>email</EmailLink> or phone (<PhoneLink phone={site.phone} />)
          </>
        }
      />
      <ToastTemplate name="unsolved" type="error" title="Please complete the security check" description="Solve the math problem to verify you're human" />
    </>
  );
  return (
    <SchemaForm formName="contact" schema={schema} validateFns={validateFns} uiSchema={contactUiSchema} idPrefix={formId} parts={parts}>
      <SecurityCheck id={`${formId}_security`} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {/* Its label on one line however long the line beside it: shrunk, "Send Message" broke in two at 1024 px. */}
        <button type="submit" className={buttonVariants({ className: "w-full shrink-0 sm:w-auto" })}>
          Send Message
        </button>
        {/* Beside the greyed button, so it reads as waiting for something, not as broken. */}
        <p id={reasonId} hidden data-send-waits className="text-sm text-slate-700">
          Send turns on once the security check above is answered.
        </p>
      </div>
    </SchemaForm>
  );
}
