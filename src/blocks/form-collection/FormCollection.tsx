import type { FormCollectionBlock } from "../../generated/content-types.ts";
import { FORM_NAMES, type FormName } from "../../generated/forms.ts";
import { collectedBy } from "../../forms/collection.ts";
import { lastOfOdd } from "../../lib/balanced-columns.ts";
import { listInWords } from "../../lib/list-in-words.ts";
import { useSite } from "../../site/site-context.tsx";
import { Card } from "../../ui/Card.tsx";
import { Section } from "../../ui/Section.tsx";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One form: the details it sends (a visitor types most; a suburb page presets its suburb), what goes with them, and why, from the same sources as its notice. */
function FormCard({ form, spans }: { form: FormName; spans: boolean }) {
  const entry = useSite().privacy.forms[form];
  const { typed, added } = collectedBy(form);
  const rows: [string, string][] = [
    ["Your details", `${capitalised(listInWords(typed))}.`],
    ["Sent with it", `${capitalised(listInWords(added))}.`],
    ...(entry ? [["Why", `We use them ${entry.purpose}.`] as [string, string]] : []),
  ];
  return (
    // Alone on the last row of two columns, the card keeps a column's width, centred under the row above.
    <Card as="li" className={spans ? "@2xl:col-span-2 @2xl:w-[calc((100%-1.5rem)/2)] @2xl:justify-self-center" : undefined}>
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

/** The privacy policy's list of every visitor form, then who receives what they send. */
export function FormCollection({ id, heading, intro }: FormCollectionBlock) {
  const { privacy } = useSite();
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className="grid gap-6 @2xl:grid-cols-2">
        {FORM_NAMES.map((form, index) => (
          <FormCard key={form} form={form} spans={lastOfOdd(FORM_NAMES.length, index)} />
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-lg text-slate-700">
        {privacy.recipients} {privacy.overseas}
      </p>
    </Section>
  );
}
