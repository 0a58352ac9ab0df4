/**
 * What the visitor forms do alike, in one place: the values a form holds (its form-name always
 * among them), and a scripted send (the post, "Sending…" while it waits, a toast saying how it went,
 * the form emptied after a success). A form component keeps only what is its own: its button, its
 * extra fields, what it shows once sent.
 *
 *   const form = useFormValues("contact");                  // <SchemaForm {...form.props} …>
 *   const { sending, send } = useSend(form, { success, failure });
 *   send(fields, { extra, sent, failed });                  // from SchemaForm's onSubmit
 */
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { FormName } from "../generated/forms.ts";
import { useToaster } from "../ui/toasts.tsx";
import { postForm } from "./post-form.ts";
import type { FormValues } from "./SchemaForm.tsx";
import type { SubmissionRecord } from "./validate-submission.ts";

export interface FormValueState {
  /** SchemaForm's: the form's name, its values and their updates. */
  props: { formName: FormName; formData: FormValues; onChange: (values: FormValues) => void };
  /** Back to the values the form started with. */
  reset: () => void;
}

/** A form's values: `start` (the page's own hidden fields) with its form-name, and their updates. */
export function useFormValues(formName: FormName, start: FormValues = {}): FormValueState {
  const blank = { ...start, "form-name": formName };
  const [formData, setFormData] = useState<FormValues>(blank);
  return { props: { formName, formData, onChange: setFormData }, reset: () => setFormData(blank) };
}

/** A toast: its title and the line under it. */
export interface ToastText {
  title: ReactNode;
  description?: ReactNode;
}

/**
 * The links a failure toast offers instead of the form. They take the site's details as props: a
 * toast is drawn by the page's toast area, outside the form's tree and its site context.
 */
export function PhoneLink({ phone }: { phone: { dial: string; display: string } }) {
  return (
    <a href={`tel:${phone.dial}`} className="font-semibold underline">
      {phone.display}
    </a>
  );
}

export function EmailLink({ email, children }: { email: string; children: ReactNode }) {
  return (
    <a href={`mailto:${email}`} className="font-semibold underline">
      {children}
    </a>
  );
}

interface SendOptions {
  /** Fields the form adds as it is sent: the page's address, the figures a calculator handed over. */
  extra?: Readonly<Record<string, string | undefined>>;
  /** After the success toast, with the values reset. */
  sent?: () => void;
  /** After the post failed, before the failure toast. */
  failed?: (error: unknown) => void;
}

/**
 * Posts a form by script and says how it went: "Sending…" while it waits, then `success` (the form
 * emptied) or `failure` (the values kept, so the visitor can send them again or call).
 */
export function useSend(form: FormValueState, toasts: { success: ToastText; failure: ToastText }) {
  useToaster();
  const [sending, setSending] = useState(false);
  async function send(fields: SubmissionRecord, { extra, sent, failed }: SendOptions = {}) {
    setSending(true);
    try {
      await postForm({ ...fields, ...extra, "form-name": form.props.formName });
      toast.success(toasts.success.title, { description: toasts.success.description });
      form.reset();
      sent?.();
    } catch (error) {
      failed?.(error);
      toast.error(toasts.failure.title, { description: toasts.failure.description });
    } finally {
      setSending(false);
    }
  }
  return { sending, send };
}
