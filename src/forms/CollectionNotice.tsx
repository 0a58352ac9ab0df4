import { collectionSentence, recipientsSentence } from "./collection.ts";
import { PRIVACY_PATH } from "../lib/privacy-path.ts";
import { useSite } from "../site/site-context.tsx";
import { useSiteForm } from "../site/site-forms-context.tsx";

/**
 * Under a form, before it is sent: what this form collects (from its schema), why, what happens
 * without a detail, who receives it and whether it may leave Australia (APP 5.2), in one short
 * paragraph with the policy a tap away.
 */
export function CollectionNotice({ form }: { form: string }) {
  const { privacy } = useSite();
  const own = useSiteForm(form)?.fields;
  const purpose = privacy.forms[form]?.purpose;
  return (
    <p data-collection-notice className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
      {collectionSentence(form, own)} {purpose && `We use them ${purpose}. `}
      {privacy.withoutDetails} {recipientsSentence(privacy.recipients)} {privacy.overseas}{" "}
      <a href={PRIVACY_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
        Read our privacy policy
      </a>
      .
    </p>
  );
}
