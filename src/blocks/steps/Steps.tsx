import type { StepsBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { Card } from "../../ui/Card.tsx";
import { cardWidthInSection } from "../../ui/card-width.ts";
import { Icon } from "../../ui/Icon.tsx";
import { PhoneRow, phoneRowItem } from "../../ui/PhoneRow.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";
import { RichText } from "../../ui/RichText.tsx";

export function Steps({ id, heading, intro, phoneRow, steps }: StepsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <PhoneRow as="ol" row={phoneRow} label={heading} className="flex flex-wrap justify-center gap-4 sm:gap-6">
        {steps.map((step, index) => (
          <Card as="li" key={step.title} className={cn("relative", cardWidthInSection(steps.length, index, 4), phoneRowItem(phoneRow))}>
            {/* On a phone the number stands beside the title, as a card's icon does: a column of steps reads as a list. */}
            <div className="flex items-center gap-3 sm:block">
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-900 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="min-w-0 flex-1 text-lg font-semibold text-brand-900 sm:mt-4">
                <span className="sr-only">Step {index + 1}: </span>
                {keepHyphenatedWords(step.title)}
              </h3>
            </div>
            <RichText className="mt-3 text-slate-600 sm:mt-2" text={step.text} />
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
