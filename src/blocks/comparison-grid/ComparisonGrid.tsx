import type { ComparisonGridBlock } from "../../generated/content-types.ts";
import { Card } from "../../ui/Card.tsx";
import { Figures } from "../../ui/Figures.tsx";
import { ReadMore } from "../../ui/ReadMore.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

/**
 * Two to a row on a tablet, four on a wide screen; a short last row (the last of an odd number on a
 * tablet: lastOfOdd) keeps a column's width, centred under the full ones rather than leaving a gap at its end.
 */
export function ComparisonGrid({ id, heading, intro, note, items }: ComparisonGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <ul className="flex flex-wrap justify-center gap-6">
        {items.map((item) => (
          <Card as="li" key={item.title} className="flex w-full flex-col sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]">
            <h3 className="text-xl font-semibold text-brand-900">{keepHyphenatedWords(item.title)}</h3>
            <Figures figures={item.figures} layout="rows" className="mt-4" />
            {item.highlight && <p className="mt-4 text-sm text-slate-700">{item.highlight}</p>}
            {item.link && <ReadMore to={item.link.to} label={item.link.label} subject={item.title} />}
          </Card>
        ))}
      </ul>
      {note && <p className="mt-6 text-sm text-slate-600">{note}</p>}
    </Section>
  );
}
