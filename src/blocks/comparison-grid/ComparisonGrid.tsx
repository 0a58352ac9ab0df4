import type { ComparisonGridBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { Card } from "../../ui/Card.tsx";
import { cardWidth } from "../../ui/card-width.ts";
import { Figures } from "../../ui/Figures.tsx";
import { ReadMore } from "../../ui/ReadMore.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

/**
 * Four to a row on a wide screen where each keeps room for its figures, fewer on narrower ones
 * (cardWidth), never one alone on the last row; a short last row centred under the full ones.
 */
export function ComparisonGrid({ id, heading, intro, note, items }: ComparisonGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <ul className="flex flex-wrap justify-center gap-6">
        {items.map((item, index) => (
          <Card as="li" key={item.title} className={cn("flex flex-col", cardWidth(items.length, index, 4))}>
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
