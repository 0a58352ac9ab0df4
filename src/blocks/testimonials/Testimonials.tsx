import type { TestimonialsBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/dates.ts";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Section } from "../../ui/Section.tsx";

function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("flex gap-1 text-amber-500", className)} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" className={cn("size-5", i < Math.round(rating) ? "fill-current" : "text-slate-300")} />
      ))}
    </span>
  );
}

/** The overall rating, shown only when the content configures one from a real review service. */
function Summary({ summary }: { summary: NonNullable<TestimonialsBlock["summary"]> }) {
  return (
    <p className="mb-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
      <Stars rating={summary.rating} />
      <span className="font-semibold text-brand-900">{summary.rating.toFixed(1)} out of 5</span>
      <span>
        from {summary.count} {summary.count === 1 ? "review" : "reviews"} on{" "}
        <a href={summary.url} className="font-semibold text-brand-700 underline underline-offset-4">
          {summary.source}
        </a>
      </span>
    </p>
  );
}

export function Testimonials({ id, heading, intro, summary, items }: TestimonialsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      {summary && <Summary summary={summary} />}
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.name}>
            <Card as="figure" className="h-full sm:p-8">
              <Stars rating={item.rating} />
              <blockquote className="mt-4 text-lg text-slate-700">“{item.quote}”</blockquote>
              <figcaption className="mt-6 font-semibold text-brand-900">
                {item.name}
                <span className="block text-sm font-normal text-slate-600">{item.location}</span>
                {(item.source || item.date) && (
                  <span className="block text-sm font-normal text-slate-600">
                    {[item.source, item.date && formatDate(item.date)].filter(Boolean).join(", ")}
                  </span>
                )}
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
