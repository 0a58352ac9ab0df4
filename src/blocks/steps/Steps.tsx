import type { StepsBlock } from "../../generated/content-types.ts";
import { acrossAt, MOST_ACROSS } from "../../lib/balanced-columns.ts";
import { cn } from "../../lib/cn.ts";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { PhoneRow, phoneRowItem } from "../../ui/PhoneRow.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

/**
 * A step's width in rows of each number, by the section's width (container queries: steps beside an
 * article's contents have less room than the page), as cards are set (cardWidth, MOST_ACROSS): up
 * to two to a row from 36rem, three from 48rem, four from 72rem, where each line keeps 12 ems; never
 * one step alone on the last row (the first leads across the row instead: three in twos, 1 + 2).
 * Literal class names, so the stylesheet has them; a short last row is centred by the list.
 */
const tablet = { 1: "@xl:w-full", 2: "@xl:w-[calc((100%-1.5rem)/2)]", 3: "@xl:w-[calc((100%-3rem)/3)]", 4: "@xl:w-[calc((100%-4.5rem)/4)]" } as const;
const smallLaptop = { 1: "@3xl:w-full", 2: "@3xl:w-[calc((100%-1.5rem)/2)]", 3: "@3xl:w-[calc((100%-3rem)/3)]", 4: "@3xl:w-[calc((100%-4.5rem)/4)]" } as const;
const laptop = { 1: "@6xl:w-full", 2: "@6xl:w-[calc((100%-1.5rem)/2)]", 3: "@6xl:w-[calc((100%-3rem)/3)]", 4: "@6xl:w-[calc((100%-4.5rem)/4)]" } as const;

const stepWidth = (count: number, index: number) =>
  cn(
    "w-full",
    tablet[acrossAt(count, index, 4, MOST_ACROSS.tablet)],
    smallLaptop[acrossAt(count, index, 4, MOST_ACROSS.smallLaptop)],
    laptop[acrossAt(count, index, 4, MOST_ACROSS.laptop)],
  );

export function Steps({ id, heading, intro, phoneRow, steps }: StepsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <PhoneRow as="ol" row={phoneRow} label={heading} className="flex flex-wrap justify-center gap-6">
        {steps.map((step, index) => (
          <Card as="li" key={step.title} className={cn("relative", stepWidth(steps.length, index), phoneRowItem(phoneRow))}>
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
