import type { TestimonialsBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Section } from "../../ui/Section.tsx";

export function Testimonials({ id, heading, intro, items }: TestimonialsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.name}>
            <Card as="figure" className="h-full sm:p-8">
              <p className="flex gap-1 text-amber-500" role="img" aria-label={`Rated ${item.rating} out of 5`}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon key={i} name="star" className={cn("size-5", i < item.rating ? "fill-current" : "text-slate-300")} />
                ))}
              </p>
              <blockquote className="mt-4 text-lg text-slate-700">“{item.quote}”</blockquote>
              <figcaption className="mt-6 font-semibold text-brand-900">
                {item.name}
                <span className="block text-sm font-normal text-slate-600">{item.location}</span>
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
