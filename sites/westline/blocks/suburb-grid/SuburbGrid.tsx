import { acrossAt, Card, cn, Icon, keepHyphenatedWords, ReadMore, Section } from "pagekit/block";
import type { SuburbGridBlock } from "./suburb-grid.props.ts";

/**
 * Two compact cards to a row on a phone, so eleven suburbs do not make a long single file (one on a
 * phone under 390 px, where half its width cannot hold "Campbelltown" beside its pin); from a small
 * tablet rows of at most two (640 px), then three (768 px, where a name and a price still fit; two
 * while a card asks for a report in a sentence, which three leave under 12 ems a line), and three
 * on a small laptop; never one alone on the last row (rowsOf: eleven in twos lead with one across,
 * 1 + 2 + 2 + 2 + 2 + 2; in threes, 3 + 3 + 3 + 2). A short last row is centred under the full
 * ones. Literal class names.
 */
const small = { 1: "sm:w-full", 2: "sm:w-[calc((100%-1.5rem)/2)]", 3: "sm:w-[calc((100%-3rem)/3)]", 4: "sm:w-[calc((100%-4.5rem)/4)]" } as const;
const tablet = { 1: "md:w-full", 2: "md:w-[calc((100%-1.5rem)/2)]", 3: "md:w-[calc((100%-3rem)/3)]", 4: "md:w-[calc((100%-4.5rem)/4)]" } as const;
const wide = { 1: "lg:w-full", 2: "lg:w-[calc((100%-1.5rem)/2)]", 3: "lg:w-[calc((100%-3rem)/3)]", 4: "lg:w-[calc((100%-4.5rem)/4)]" } as const;
const suburbWidth = (count: number, index: number, sentences: boolean) =>
  cn(small[acrossAt(count, index, 3, 2)], tablet[acrossAt(count, index, 3, sentences ? 2 : 3)], wide[acrossAt(count, index, 3, 3)]);

export function SuburbGrid({ id, heading, intro, suburbs = [] }: SuburbGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className="flex flex-wrap justify-center gap-3 sm:gap-6">
        {suburbs.map((suburb, index) => (
          <Card
            as="li"
            key={suburb.name}
            data-suburb-card={suburb.request ? "request" : "report"}
            className={cn(
              "flex w-full flex-col p-4 min-[390px]:w-[calc((100%-0.75rem)/2)] sm:p-6",
              suburbWidth(
                suburbs.length,
                index,
                suburbs.some((other) => other.request),
              ),
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
