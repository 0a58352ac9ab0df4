import { Suspense } from "react";
import type { FormBlock } from "../../generated/content-types.ts";
import { formComponents } from "../../generated/form-components.ts";
import { useSite } from "../../site/site-context.tsx";
import { Section } from "../../ui/Section.tsx";

/*
 * Each form (rjsf, its validator, toasts) is its own chunk, loaded only by pages that show it. The
 * prerender waits for it, so the HTML holds the complete form; in the browser the prerendered form is
 * on screen and works natively while its chunk loads, then hydrates in place. The chunks are listed in
 * src/generated/form-components.ts, one per schema in schemas/forms/.
 */

/** Shown only after an in-app navigation, while the form's chunk loads. */
function Loading() {
  const site = useSite();
  return (
    <p className="py-10 text-center text-slate-600" role="status">
      Loading the form… You can also call us on <a href={`tel:${site.phone.dial}`} className="font-semibold text-brand-700 underline">{site.phone.display}</a>.
    </p>
  );
}

/** The section a visitor form lives in. */
export function Form({ id, form, heading, intro, suburb }: FormBlock) {
  const Body = formComponents[form];
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Suspense fallback={<Loading />}>
          <Body formId={id} suburb={suburb} />
        </Suspense>
        <p data-collection-notice className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
          We use these details only to answer your request and to help you with finance; we never sell them. Read how we collect, store and share
          personal information in our{" "}
          <a href="/privacy" className="font-semibold text-brand-700 underline underline-offset-4">
            privacy policy
          </a>
          .
        </p>
      </div>
    </Section>
  );
}
