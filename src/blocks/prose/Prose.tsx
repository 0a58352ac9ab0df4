import type { ProseBlock } from "../../generated/content-types.ts";
import { Icon } from "../../ui/Icon.tsx";
import { Section } from "../../ui/Section.tsx";

export function Prose({ id, heading, paragraphs, bullets }: ProseBlock) {
  return (
    <Section id={id} heading={heading}>
      <div className="max-w-3xl space-y-5 text-lg text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {bullets && bullets.length > 0 && (
          <ul className="space-y-3">
            {bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3">
                <Icon name="check" className="mt-1 size-5 shrink-0 text-accent-600" />
                {bullet}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
