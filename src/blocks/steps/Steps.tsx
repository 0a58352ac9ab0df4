import type { StepsBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { Icon } from "../../ui/Icon.tsx";
import { Section } from "../../ui/Section.tsx";

// One row per process on a wide screen, so three or five steps do not leave a gap in a grid of four.
const columns: Record<number, string> = { 2: "sm:grid-cols-2", 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4", 5: "sm:grid-cols-2 lg:grid-cols-5" };

export function Steps({ id, heading, intro, steps }: StepsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <ol className={cn("grid gap-6", columns[steps.length] ?? "sm:grid-cols-2 lg:grid-cols-4")}>
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-900 text-lg font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
            {step.time && (
              <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent-700">
                <Icon name="clock" className="size-4" />
                {step.time}
              </p>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
