import type { SuburbGridBlock } from "../../generated/content-types.ts";
import { tabletColumns } from "../../lib/balanced-columns.ts";
import { cn } from "../../lib/cn.ts";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { ReadMore } from "../../ui/ReadMore.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

/**
 * Two compact cards to a row on a phone and a tablet, so eleven suburbs do not make a long single
 * file (one on a phone under 390 px, where half its width cannot hold "Campbelltown" beside its
 * pin); three on a wide screen. A short last row (the last of an odd number: lastOfOdd) keeps a
 * column's width, centred under the full ones rather than leaving a gap at its end.
 */
export function SuburbGrid({ id, heading, intro, suburbs = [] }: SuburbGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className="flex flex-wrap justify-center gap-3 sm:gap-6">
        {suburbs.map((suburb) => (
          <Card
            as="li"
            key={suburb.name}
            data-suburb-card={suburb.request ? "request" : "report"}
            className={cn(
              "flex w-full flex-col p-4 min-[390px]:w-[calc((100%-0.75rem)/2)] sm:w-[calc((100%-1.5rem)/2)] sm:p-6 lg:w-[calc((100%-3rem)/3)]",
              // Three to a row on a tablet where two would leave the last alone (eleven: 3 + 3 + 3 + 2).
              tabletColumns(suburbs.length) === 3 && "md:w-[calc((100%-3rem)/3)]",
            )}
          >
            <h3 className="flex items-start gap-1.5 text-base font-semibold break-words text-brand-900 sm:items-center sm:gap-2 sm:text-xl">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-accent-700 sm:mt-0 sm:size-5" />
              <span className="min-w-0">{keepHyphenatedWords(suburb.name)}</span>
            </h3>
            {suburb.request ? (
              <p className="mt-2 text-sm text-slate-600 sm:text-base">
                No report yet. Ask for a custom {suburb.name} report and we will send it within 48 hours.
              </p>
            ) : (
              suburb.price && (
                <p className="mt-2 text-sm text-slate-600 sm:text-base">
                  Median house price{" "}
                  <span className="block text-xl font-bold text-accent-700 sm:text-2xl" data-suburb-price>
                    {suburb.price}
                  </span>
                </p>
              )
            )}
            <ReadMore to={suburb.to} label={suburb.request ? "Request a custom report" : "View report"} subject={suburb.name} />
          </Card>
        ))}
      </ul>
    </Section>
  );
}
