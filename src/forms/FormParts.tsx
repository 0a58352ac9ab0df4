import type { ReactNode } from "react";

/**
 * What a form's script shows later, prerendered so that its words and links come from the site
 * like the rest of the page and the script only puts them in place (src/forms/enhance/).
 */

/** A toast: its title and the line under it; "error" in the destructive style. */
export function ToastTemplate({ name, type, title, description }: { name: string; type: "success" | "error"; title: ReactNode; description?: ReactNode }) {
  return (
    <template data-toast-text={name} data-type={type}>
      <p className="font-semibold">{title}</p>
      {description && <p className="mt-1 text-sm">{description}</p>}
    </template>
  );
}

/** A part shown in or instead of the form (its confirmation, the figures it sends): one element. */
export function PartTemplate({ name, children }: { name: string; children: ReactNode }) {
  return <template data-part={name}>{children}</template>;
}

/** The links a failure toast offers instead of the form. */
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
