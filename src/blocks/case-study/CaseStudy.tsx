import type { CaseStudyBlock } from "../../generated/content-types.ts";
import { measured } from "../../lib/image-variants.ts";
import { cn } from "../../lib/cn.ts";
import { CLIENT_EVIDENCE, missingEvidence } from "../../lib/evidence.ts";
import { formatPrice, formatWeeklyRent, grossYield } from "../../lib/money.ts";
import { Card } from "../../ui/Card.tsx";
import { ExampleLabel } from "../../ui/ExampleLabel.tsx";
import { Figures } from "../../ui/Figures.tsx";
import { Picture } from "../../ui/Picture.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";
import { RichText } from "../../ui/RichText.tsx";

const KIND_LABELS: Record<CaseStudyBlock["kind"], string> = {
  "owner-occupier": "Home to live in",
  investor: "Investment property",
};

/** A client story; rent and yield only for an investment, since an owner-occupier's home earns no rent. */
/** Beside the story from 1024 px (a 24rem column), at most 32rem under the title on a tablet, the card's width on a phone. */
const PICTURE_SIZES = "(min-width: 1024px) 24rem, (min-width: 640px) 32rem, calc(100vw - 4rem)";

export function CaseStudy({ id, heading, kind, title, story, purchasePrice, weeklyRent, outcome, image, evidence }: CaseStudyBlock) {
  const picture = measured(image);
  const figures = [
    { label: "Purchase price", value: formatPrice(purchasePrice) },
    ...(kind === "investor" && weeklyRent
      ? [
          { label: "Rent", value: formatWeeklyRent(weeklyRent) },
          { label: "Gross yield", value: grossYield(weeklyRent, purchasePrice) },
        ]
      : []),
  ];
  return (
    <Section id={id} heading={heading} tone="muted">
      <Card as="article" className="sm:p-8">
        {/* The photo beside the story on a wide screen; with no photo, the figures take its place, so
            the story and one or two figures do not leave the card's right half empty. */}
        <div className={cn("lg:grid lg:items-start lg:gap-10", picture ? "lg:grid-cols-[minmax(0,1fr)_24rem]" : "lg:grid-cols-[minmax(0,1fr)_16rem]")}>
          <div>
            <p className="flex flex-wrap items-center gap-2">
              <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{KIND_LABELS[kind]}</span>
              {missingEvidence(evidence, CLIENT_EVIDENCE).length > 0 && <ExampleLabel what="an example story, not a real client's" />}
            </p>
            <h3 className="mt-3 text-2xl font-semibold text-brand-900">{keepHyphenatedWords(title)}</h3>
            <RichText className="mt-4 max-w-3xl text-lg text-slate-700" text={story} />
          </div>
          {picture ? (
            <figure className="mt-6 max-w-lg lg:mt-0">
              {/* Below the fold: loaded as it nears the screen. */}
              <Picture image={picture} sizes={PICTURE_SIZES} className="h-auto w-full rounded-xl ring-1 ring-slate-200" />
              {picture.credit && <figcaption className="mt-2 text-sm text-slate-600">{picture.credit}</figcaption>}
            </figure>
          ) : (
            <Figures figures={figures} layout="boxes" className="mt-8 lg:mt-0 lg:grid-cols-1" />
          )}
        </div>
        {picture && <Figures figures={figures} layout="boxes" className="mt-8" />}
        {outcome && <p className="mt-8 max-w-3xl text-slate-700">{outcome}</p>}
      </Card>
    </Section>
  );
}
