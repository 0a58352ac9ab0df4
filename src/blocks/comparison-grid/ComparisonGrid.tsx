import type { ComparisonGridBlock } from "../../generated/content-types.ts";
import { firstSpansTablet, tabletColumns } from "../../lib/balanced-columns.ts";
import { cn } from "../../lib/cn.ts";
import { Card } from "../../ui/Card.tsx";
import { Figures } from "../../ui/Figures.tsx";
import { ReadMore } from "../../ui/ReadMore.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

/**
 * Two to a row on a tablet (three where two would leave the last alone, and the first across the
 * row where three would too: balanced-columns), four on a wide screen; a short last row keeps a
 * column's width, centred under the full ones rather than leaving a gap at its end.
 */
const itemWidth = (count: number, index: number) =>
  index === 0 && firstSpansTablet(count)
    ? "w-full lg:w-[calc((100%-4.5rem)/4)]"
    : cn("w-full sm:w-[calc((100%-1.5rem)/2)]", tabletColumns(count) === 3 && "md:w-[calc((100%-3rem)/3)]", "lg:w-[calc((100%-4.5rem)/4)]");

export function ComparisonGrid({ id, heading, intro, note, items }: ComparisonGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <ul className="flex flex-wrap justify-center gap-6">
        {items.map((item, index) => (
          <Card as="li" key={item.title} className={cn("flex flex-col", itemWidth(items.length, index))}>
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
