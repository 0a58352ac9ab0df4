import type { CalloutBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";
import { RichText } from "../../ui/RichText.tsx";

const tones = {
  info: { box: "border-brand-700 bg-brand-50", icon: "text-brand-700", name: "lightbulb" },
  warning: { box: "border-amber-500 bg-amber-50", icon: "text-amber-700", name: "warning" },
} as const;

export function Callout({ id, tone = "info", heading, paragraphs, actions }: CalloutBlock) {
  const style = tones[tone];
  return (
    <Section id={id} className="py-10 lg:py-12">
      {/*
        The heading lives inside the box, so the whole note reads as one highlighted unit. The box
        spans the column; on a wide screen the heading stands beside the text, which keeps the
        lines a readable length without leaving the right of the page empty.
      */}
      <div data-tone={tone} className={cn("flex gap-4 rounded-2xl border-l-4 p-6 sm:p-8", style.box)}>
        <Icon name={style.name} className={cn("mt-1 size-7 shrink-0", style.icon)} />
        <div className="min-w-0 flex-1 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-10">
          <h2 className="text-2xl font-bold tracking-tight text-balance text-brand-900">{keepHyphenatedWords(heading)}</h2>
          <div>
            <div className="mt-3 space-y-3 text-slate-800 lg:mt-0">
              {paragraphs.map((paragraph) => (
                <RichText key={paragraph} text={paragraph} />
              ))}
            </div>
            <ActionRow actions={actions} placement={id ?? "callout"} className="mt-6" />
          </div>
        </div>
      </div>
    </Section>
  );
}
