import type { FormCollectionBlock } from "../../generated/content-types.ts";
import { collectedBy, recipientsSentence } from "../../forms/collection.ts";
import { listInWords } from "../../lib/list-in-words.ts";
import { useSite } from "../../site/site-context.tsx";
import { useSiteForm } from "../../site/site-forms-context.tsx";
import { Card } from "../../ui/Card.tsx";
import { cardWidthInSection } from "../../ui/card-width.ts";
import { Section } from "../../ui/Section.tsx";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One form: the details it sends (a visitor types most; a page may preset some), what goes with them, and why, from the same sources as its notice. */
function FormCard({ form, width }: { form: string; width: string }) {
  const entry = useSite().privacy.forms[form];
  const { typed, added } = collectedBy(form, useSiteForm(form)?.fields);
  const rows: [string, string][] = [
    ["Your details", `${capitalised(listInWords(typed))}.`],
    ["Sent with it", `${capitalised(listInWords(added))}.`],
    ...(entry ? [["Why", `We use them ${entry.purpose}.`] as [string, string]] : []),
  ];
  return (
    <Card as="li" className={width}>
      <h3 className="font-semibold text-brand-900">{entry?.name ?? form}</h3>
      <dl className="mt-3 space-y-3 text-slate-700">
        {rows.map(([term, text]) => (
          <div key={term}>
            <dt className="text-sm font-semibold text-slate-500">{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The privacy policy's list of the site's visitor forms, in the order site.json lists them, then who receives what they send. */
export function FormCollection({ id, heading, intro }: FormCollectionBlock) {
  const { privacy, forms } = useSite();
  return (
    <Section id={id} heading={heading} intro={intro}>
      {/* By the section's width (the policy's contents sit beside it): lines of a readable length, none alone on the last row (five forms: 1 + 2 + 2, or 3 + 2 where there is room), a short last row centred. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {forms.map((form, index) => (
          <FormCard key={form} form={form} width={cardWidthInSection(forms.length, index, 3)} />
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-lg text-slate-700">
        {privacy.withoutDetails} {recipientsSentence(privacy.recipients)} {privacy.overseas}
      </p>
    </Section>
  );
}
