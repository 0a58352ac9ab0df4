import type { CardsBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { Card } from "../../ui/Card.tsx";
import { cardWidth } from "../../ui/card-width.ts";
import { Icon } from "../../ui/Icon.tsx";
import { PhoneRow, phoneRowItem } from "../../ui/PhoneRow.tsx";
import { ReadMore } from "../../ui/ReadMore.tsx";
import { Section } from "../../ui/Section.tsx";
import { TickList } from "../../ui/TickList.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

/**
 * Cards in rows of the chosen number where a line of their text stays readable, fewer where it
 * would not (cardWidth: two on a tablet, three on a small laptop), never one card alone on the last
 * row, and a short last row centred under the full ones rather than leaving a gap at its end.
 */
export function Cards({ id, heading, intro, columns = 3, look = "cards", phoneRow, cards, actions }: CardsBlock) {
  const list = look === "list";
  return (
    <Section id={id} heading={heading} intro={intro}>
      {/* A phone row wraps like any other set from a small tablet up. */}
      <PhoneRow row={phoneRow} label={heading} className={cn("flex flex-wrap justify-center", list ? "gap-x-6 gap-y-8 sm:gap-y-10" : "gap-4 sm:gap-6")}>
        {cards.map((card, index) => (
          <Card
            as="li"
            key={card.title}
            // A list item keeps a card's width and order, without the card around it.
            className={cn(
              "flex flex-col",
              list && "rounded-none bg-transparent p-0 shadow-none ring-0",
              cardWidth(cards.length, index, columns),
              phoneRowItem(phoneRow),
            )}
          >
            {/* On a phone the icon stands beside the title, not above it: a column of cards reads as a list, not a scroll of icons. */}
            <div className="flex items-center gap-3 sm:block">
              {card.icon && (
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700 sm:mb-4 sm:size-12">
                  <Icon name={card.icon} />
                </span>
              )}
              <h3 className="text-xl font-semibold text-brand-900">{keepHyphenatedWords(card.title)}</h3>
            </div>
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
