import type { StepsBlock } from "../../generated/content-types.ts";
import { balancedColumns, tabletColumns } from "../../lib/balanced-columns.ts";
import { cn } from "../../lib/cn.ts";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { PhoneRow, phoneRowItem } from "../../ui/PhoneRow.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

/**
 * A step's width in rows of each number, by the section's width (container queries: steps beside an
 * article's contents have less room than the page): two to a row from 36rem, three on a tablet's
 * width (42rem) where two would leave the last alone (tabletColumns), and the wide number from
 * 64rem (balancedColumns: five go 3 + 2, not five cramped across). Literal class names, so the
 * stylesheet has them; a short last row is centred by the list.
 */
const tablet = { 2: "@xl:w-[calc((100%-1.5rem)/2)]", 3: "@xl:w-[calc((100%-1.5rem)/2)] @2xl:w-[calc((100%-3rem)/3)]" } as const;
const wide = { 2: "@5xl:w-[calc((100%-1.5rem)/2)]", 3: "@5xl:w-[calc((100%-3rem)/3)]", 4: "@5xl:w-[calc((100%-4.5rem)/4)]" } as const;

export function Steps({ id, heading, intro, phoneRow, steps }: StepsBlock) {
  const width = cn("w-full", tablet[tabletColumns(steps.length)], wide[balancedColumns(steps.length, 4)]);
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <PhoneRow as="ol" row={phoneRow} label={heading} className="flex flex-wrap justify-center gap-6">
        {steps.map((step, index) => (
          <Card as="li" key={step.title} className={cn("relative", width, phoneRowItem(phoneRow))}>
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-900 text-lg font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">
              <span className="sr-only">Step {index + 1}: </span>
              {keepHyphenatedWords(step.title)}
            </h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
            {step.time && (
              <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent-700">
                <Icon name="clock" className="size-4" />
                {step.time}
              </p>
            )}
          </Card>
        ))}
      </PhoneRow>
    </Section>
  );
}
