import type { CardsBlock } from "../../generated/content-types.ts";
import { balancedColumns, firstSpansTablet, tabletColumns } from "../../lib/balanced-columns.ts";
import { cn } from "../../lib/cn.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { PhoneRow, phoneRowItem } from "../../ui/PhoneRow.tsx";
import { ReadMore } from "../../ui/ReadMore.tsx";
import { Section } from "../../ui/Section.tsx";
import { TickList } from "../../ui/TickList.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

/** A card's width on a wide screen for each number of columns (gap 1.5rem). */
const wide = {
  2: "lg:w-[calc((100%-1.5rem)/2)]",
  3: "lg:w-[calc((100%-3rem)/3)]",
  4: "lg:w-[calc((100%-4.5rem)/4)]",
} as const;

/**
 * A card's width: full on a phone; two to a row from a small tablet (three there leave a paragraph
 * a couple of words to a line); on a tablet three when two would leave the last card alone
 * (tabletColumns: three cards, or five as 3 + 2); the chosen number on a wide screen. Every card is
 * one column wide, but the first of seven, which runs across a tablet's row (firstSpansTablet);
 * the list centres a short last row.
 */
const cardWidth = (count: number, across: 2 | 3 | 4, index: number) =>
  index === 0 && firstSpansTablet(count)
    ? cn("w-full", wide[across])
    : cn("w-full sm:w-[calc((100%-1.5rem)/2)]", tabletColumns(count) === 3 && "md:w-[calc((100%-3rem)/3)]", wide[across]);

/**
 * Cards in rows of the chosen number, sized to how many there are (balancedColumns: never one
 * card alone under a row of three), and a short last row centred under the full ones rather than
 * leaving a gap at its end.
 */
export function Cards({ id, heading, intro, columns = 3, phoneRow, cards, actions }: CardsBlock) {
  const across = balancedColumns(cards.length, columns);
  return (
    <Section id={id} heading={heading} intro={intro}>
      {/* A phone row wraps like any other set from a small tablet up. */}
      <PhoneRow row={phoneRow} label={heading} className="flex flex-wrap justify-center gap-6">
        {cards.map((card, index) => (
          <Card as="li" key={card.title} className={cn("flex flex-col", cardWidth(cards.length, across, index), phoneRowItem(phoneRow))}>
            {card.icon && (
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Icon name={card.icon} />
              </span>
            )}
            <h3 className="text-xl font-semibold text-brand-900">{keepHyphenatedWords(card.title)}</h3>
            {card.figure && <p className="mt-2 text-2xl font-bold text-accent-700">{card.figure}</p>}
            {card.text && <p className="mt-3 text-slate-600">{card.text}</p>}
            {card.features && <TickList items={card.features} className="mt-4 text-slate-700" />}
            {card.link && <ReadMore to={card.link.to} label={card.link.label} subject={card.title} />}
          </Card>
        ))}
      </PhoneRow>
      <ActionRow actions={actions} placement={id ?? "cards"} align="center" className="mt-12" />
    </Section>
  );
}
