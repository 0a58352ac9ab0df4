import type { FormBlock } from "../../generated/content-types.ts";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { Section } from "../../ui/Section.tsx";
import { useSite } from "../../site/site-context.tsx";

/**
 * The section a visitor form lives in. The forms themselves (rjsf, validation, posting) are
 * built in the forms issue; until then the section offers the direct ways to reach the broker.
 */
export function Form({ id, form, heading, intro }: FormBlock) {
  const site = useSite();
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <div data-form={form} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-700">Call us or send an email and a broker will get back to you within 24 hours.</p>
        <div className="mt-6 flex flex-wrap gap-4">
          <ActionLink label={`Call ${site.phone.display}`} to="phone" />
          <ActionLink label={`Email ${site.email}`} to="email" variant="secondary" />
        </div>
      </div>
    </Section>
  );
}
