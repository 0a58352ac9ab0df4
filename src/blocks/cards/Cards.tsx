import type { CardsBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { ReadMore } from "../../ui/ReadMore.tsx";
import { Section } from "../../ui/Section.tsx";
import { TickList } from "../../ui/TickList.tsx";

const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

export function Cards({ id, heading, intro, columns = 3, cards, actions }: CardsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className={cn("grid gap-6", grid[columns])}>
        {cards.map((card) => (
          <Card as="li" key={card.title} className="flex flex-col">
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
