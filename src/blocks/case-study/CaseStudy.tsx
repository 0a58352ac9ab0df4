import type { CaseStudyBlock } from "../../generated/content-types.ts";
import { formatDollars, grossYield } from "../../lib/money.ts";
import { Card } from "../../ui/Card.tsx";
import { Figures } from "../../ui/Figures.tsx";
import { Section } from "../../ui/Section.tsx";

export function CaseStudy({ id, heading, title, story, purchasePrice, weeklyRent, outcome }: CaseStudyBlock) {
  const figures = [
    { label: "Purchase price", value: formatDollars(purchasePrice) },
    { label: "Rent", value: `${formatDollars(weeklyRent)}/week` },
    { label: "Gross yield", value: grossYield(weeklyRent, purchasePrice) },
  ];
  return (
    <Section id={id} heading={heading} tone="muted">
      <Card as="article" className="sm:p-8">
        <h3 className="text-2xl font-semibold text-brand-900">{title}</h3>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{story}</p>
        <Figures figures={figures} layout="boxes" className="mt-8" />
        {outcome && <p className="mt-8 max-w-3xl text-slate-700">{outcome}</p>}
      </Card>
    </Section>
  );
}
