import { useId } from "react";
import type { FaqBlock } from "../../generated/content-types.ts";
import { useSite } from "../../site/site-context.tsx";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { Card, cardSurface } from "../../ui/Card.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";
import { RichText } from "../../ui/RichText.tsx";

/** Beside the questions on a wide screen: the way to ask one that is not there, in the site's own words (site.json's asides). */
function AskUs() {
  const site = useSite();
  return (
    <Card className="bg-brand-50 shadow-none ring-brand-700/15">
      <p className="font-semibold text-brand-900">Question not answered here?</p>
      {site.asides?.faq && <p className="mt-1 text-slate-700">{site.asides.faq}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <ActionLink label={`Call ${site.phone.display}`} to="phone" size="sm" />
        <ActionLink label="Email Us" to="email" variant="secondary" size="sm" />
      </div>
    </Card>
  );
}

/**
 * One answer open at a time, and an open answer can be closed again (src/chrome/enhance.ts
 * does that, with no framework). Answers are always in the HTML for crawlers and for visitors
 * without JavaScript; CSS hides closed ones only while scripts run (root.tsx's noscript style).
 */
export function Faq({ id, heading, intro, items }: FaqBlock) {
  const prefix = useId();
  return (
    <Section id={id} heading={heading} intro={intro} aside={<AskUs />}>
      <div data-accordion="" className={cardSurface("divide-y divide-slate-200 p-0")}>
        {items.map((item, index) => (
          <div key={item.question} data-accordion-item="" data-state="closed" className="group">
            <h3>
              <button
                type="button"
                id={`${prefix}q${index}`}
                aria-expanded="false"
                aria-controls={`${prefix}a${index}`}
                data-accordion-trigger=""
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-brand-900 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-accent-600"
              >
                {/* One flex item: the question's words and the hyphenated ones kept whole wrap as one text. */}
                <span>{keepHyphenatedWords(item.question)}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h3>
            <div
              id={`${prefix}a${index}`}
              role="region"
              aria-labelledby={`${prefix}q${index}`}
              data-state="closed"
              className="faq-answer px-6 pb-5 text-slate-700"
            >
              <RichText text={item.answer} />
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}
