import type { ChecklistBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

const grid = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" } as const;

export function Checklist({ id, heading, intro, columns = 2, items, actions }: ChecklistBlock) {
  // Explained items are small topics and get h3 headings; bare labels are just list entries.
  const titled = items.some((item) => item.text);
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className={cn("grid gap-x-8 gap-y-5", grid[columns])}>
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
              <Icon name="check" className="size-4" />
            </span>
            <div>
              {titled ? (
                <h3 className="text-lg font-semibold text-brand-900">{keepHyphenatedWords(item.title)}</h3>
              ) : (
                <p className="text-lg font-medium text-slate-800">{item.title}</p>
              )}
              {item.text && <p className="mt-1 text-slate-600">{item.text}</p>}
            </div>
          </li>
        ))}
      </ul>
      <ActionRow actions={actions} placement={id ?? "checklist"} className="mt-10" />
    </Section>
  );
}
