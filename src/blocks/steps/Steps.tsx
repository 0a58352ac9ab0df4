import type { StepsBlock } from "../../generated/content-types.ts";
import { lastOfOdd } from "../../lib/balanced-columns.ts";
import { cn } from "../../lib/cn.ts";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { PhoneRow, phoneRowItem } from "../../ui/PhoneRow.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

// One row per process when the section is wide, so three or five steps do not leave a gap in a grid
// of four; sized by the section's width (container queries), so steps beside an article's contents
// go two by two, the last of an odd number one column wide and centred under the row above (lastOfOdd).
const columns: Record<number, string> = {
  2: "@xl:grid-cols-2",
  3: "@3xl:grid-cols-3",
  4: "@xl:grid-cols-2 @5xl:grid-cols-4",
  5: "@xl:grid-cols-2 @5xl:grid-cols-5",
};

export function Steps({ id, heading, intro, phoneRow, steps }: StepsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <PhoneRow as="ol" row={phoneRow} label={heading} className={cn("grid gap-6", columns[steps.length] ?? "@xl:grid-cols-2 @5xl:grid-cols-4")}>
        {steps.map((step, index) => (
          <Card
            as="li"
            key={step.title}
            className={cn(
              "relative",
              phoneRowItem(phoneRow),
              steps.length !== 3 &&
                lastOfOdd(steps.length, index) &&
                "@xl:col-span-2 @xl:w-[calc((100%-1.5rem)/2)] @xl:justify-self-center @5xl:col-span-1 @5xl:w-auto @5xl:justify-self-stretch",
            )}
          >
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
