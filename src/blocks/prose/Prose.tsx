import type { ProseBlock } from "../../generated/content-types.ts";
import { keepNumbersTogether } from "../../lib/keep-numbers-together.ts";
import { Section } from "../../ui/Section.tsx";
import { TickList } from "../../ui/TickList.tsx";

export function Prose({ id, heading, paragraphs, bullets }: ProseBlock) {
  return (
    <Section id={id} heading={heading}>
      <div className="max-w-3xl space-y-5 text-lg text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{keepNumbersTogether(paragraph)}</p>
        ))}
        {bullets && <TickList items={bullets.map(keepNumbersTogether)} size="lg" />}
      </div>
    </Section>
  );
}
