import type { CardsBlock } from "../../generated/content-types.ts";
import { balancedColumns, lastOfOdd, tabletColumns } from "../../lib/balanced-columns.ts";
import { cn } from "../../lib/cn.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { ReadMore } from "../../ui/ReadMore.tsx";
import { Section } from "../../ui/Section.tsx";
import { TickList } from "../../ui/TickList.tsx";

/** A card's width on a wide screen for each number of columns (gap 1.5rem). */
const wide = {
  2: "lg:w-[calc((100%-1.5rem)/2)]",
  3: "lg:w-[calc((100%-3rem)/3)]",
  4: "lg:w-[calc((100%-4.5rem)/4)]",
} as const;

/**
 * A card's width: full on a phone; two to a row from a small tablet, or three on a tablet when that
 * leaves no card alone (tabletColumns); the chosen number on a wide screen. Where two to a row would
 * leave the last of an odd number alone, it spans the row instead.
 */
function cardWidth(count: number, index: number, across: 2 | 3 | 4): string {
  const spans = lastOfOdd(count, index);
  const tablet = across === 2 ? 2 : tabletColumns(count);
  return cn("w-full", !spans && "sm:w-[calc((100%-1.5rem)/2)]", tablet === 3 && "md:w-[calc((100%-3rem)/3)]", across === 2 && spans ? "lg:w-full" : wide[across]);
}

/**
 * Cards in rows of the chosen number, sized to how many there are (balancedColumns: never one
 * card alone under a row of three), and a short last row centred under the full ones rather than
 * leaving a gap at its end.
 */
export function Cards({ id, heading, intro, columns = 3, phoneRow, cards, actions }: CardsBlock) {
  const across = balancedColumns(cards.length, columns);
  return (
    <Section id={id} heading={heading} intro={intro}>
      {/*
        A phone row scrolls sideways inside the page, snapping to each card, the next one peeking in
        so the visitor sees there is more; it takes keyboard focus so it can be scrolled without a
        touch screen. It is positioned, so that text kept for screen readers only (positioned
        absolutely) is clipped with the row instead of widening the page. From a small tablet up it
        wraps like any other set.
      */}
      <ul
        tabIndex={phoneRow ? 0 : undefined}
        aria-label={phoneRow ? heading : undefined}
        className={cn(
          "flex flex-wrap justify-center gap-6",
          phoneRow && "relative max-sm:-mx-4 max-sm:snap-x max-sm:snap-mandatory max-sm:flex-nowrap max-sm:justify-start max-sm:overflow-x-auto max-sm:scroll-px-4 max-sm:gap-4 max-sm:px-4 max-sm:pb-2",
        )}
      >
        {cards.map((card, index) => (
          <Card as="li" key={card.title} className={cn("flex flex-col", cardWidth(cards.length, index, across), phoneRow && "max-sm:w-[85%] max-sm:shrink-0 max-sm:snap-start")}>
            {card.icon && (
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Icon name={card.icon} />
              </span>
            )}
            <h3 className="text-xl font-semibold text-brand-900">{card.title}</h3>
            {card.figure && <p className="mt-2 text-2xl font-bold text-accent-700">{card.figure}</p>}
            {card.text && <p className="mt-3 text-slate-600">{card.text}</p>}
            {card.features && <TickList items={card.features} className="mt-4 text-slate-700" />}
            {card.link && <ReadMore to={card.link.to} label={card.link.label} subject={card.title} />}
          </Card>
        ))}
      </ul>
      <ActionRow actions={actions} placement={id ?? "cards"} align="center" className="mt-12" />
    </Section>
  );
}
