import type { ProseBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { keepNumbersTogether } from "../../lib/keep-numbers-together.ts";
import { Section } from "../../ui/Section.tsx";
import { TickList } from "../../ui/TickList.tsx";
import { RichText } from "../../ui/RichText.tsx";

/**
 * Running text, at most about 75 characters a line. Across a whole wide section (no table of
 * contents beside it) a passage of paragraphs alone runs in two columns rather than down the left
 * half beside nothing; a list keeps it in one, where a column break would split it.
 */
export function Prose({ id, heading, paragraphs, bullets }: ProseBlock) {
  const twoColumns = paragraphs.length >= 2 && !bullets;
  return (
    <Section id={id} heading={heading}>
      <div className={cn("max-w-3xl space-y-5 text-lg text-slate-700", twoColumns && "@5xl:max-w-none @5xl:columns-2 @5xl:gap-12")}>
        {paragraphs.map((paragraph) => (
          <RichText key={paragraph} text={paragraph} words={keepNumbersTogether} />
        ))}
        {bullets && <TickList items={bullets.map(keepNumbersTogether)} size="lg" />}
      </div>
    </Section>
  );
}
