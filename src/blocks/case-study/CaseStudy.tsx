import type { CaseStudyBlock } from "../../generated/content-types.ts";
import { formatPrice, formatWeeklyRent, grossYield } from "../../lib/money.ts";
import { Card } from "../../ui/Card.tsx";
import { Figures } from "../../ui/Figures.tsx";
import { Section } from "../../ui/Section.tsx";

const KIND_LABELS: Record<CaseStudyBlock["kind"], string> = {
  "owner-occupier": "Home to live in",
  investor: "Investment property",
};

/** A client story; rent and yield only for an investment, since an owner-occupier's home earns no rent. */
export function CaseStudy({ id, heading, kind, title, story, purchasePrice, weeklyRent, outcome }: CaseStudyBlock) {
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
        <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{KIND_LABELS[kind]}</p>
        <h3 className="mt-3 text-2xl font-semibold text-brand-900">{title}</h3>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{story}</p>
        <Figures figures={figures} layout="boxes" className="mt-8" />
        {outcome && <p className="mt-8 max-w-3xl text-slate-700">{outcome}</p>}
      </Card>
    </Section>
  );
}
