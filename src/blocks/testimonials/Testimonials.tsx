import type { ReviewRating, Service, Testimonial } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/dates.ts";
import { isSampleTestimonial } from "../../lib/evidence.ts";
import { Card } from "../../ui/Card.tsx";
import { ExampleLabel } from "../../ui/ExampleLabel.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { PhoneRow, phoneRowItem } from "../../ui/PhoneRow.tsx";
import { Section } from "../../ui/Section.tsx";
import type { BlockProps } from "../define-block.ts";

function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("flex gap-1 text-amber-500", className)} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" className={cn("size-5", i < Math.round(rating) ? "fill-current" : "text-slate-300")} />
      ))}
    </span>
  );
}

/** The overall rating, shown only when the testimonials file cites one from a real review service. */
function Summary({ rating }: { rating: ReviewRating }) {
  return (
    <p className="mb-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
      <Stars rating={rating.value} />
      <span className="font-semibold text-brand-900">{rating.value.toFixed(1)} out of 5</span>
      <span>
        from {rating.count} {rating.count === 1 ? "review" : "reviews"} on{" "}
        <a href={rating.url} className="font-semibold text-brand-700 underline underline-offset-4">
          {rating.source}
        </a>
        , as at {formatDate(rating.asAt)}
      </span>
    </p>
  );
}

/** The testimonials a block shows: those about its service, or every one when it names none. */
export function chosenTestimonials(testimonials: readonly Testimonial[], service: Service | undefined): Testimonial[] {
  return service ? testimonials.filter((testimonial) => testimonial.services.includes(service)) : [...testimonials];
}

export function Testimonials({ id, heading, intro, service, tone, phoneRow, facts }: BlockProps<"testimonials", "testimonials">) {
  const { testimonials, rating } = facts.testimonials;
  const chosen = chosenTestimonials(testimonials, service);
  // No quote about this service yet: nothing at all, rather than a heading over an empty box.
  if (chosen.length === 0) return null;
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone}>
      {rating && <Summary rating={rating} />}
      {/* One quote alone is centred at a readable width rather than set against the left beside nothing. */}
      <PhoneRow row={phoneRow && chosen.length > 1} label={heading} className={cn("grid gap-6", chosen.length > 1 ? "md:grid-cols-2" : "mx-auto max-w-3xl")}>
        {chosen.map((item) => (
          <li key={item.name} className={phoneRowItem(phoneRow && chosen.length > 1)}>
            <Card as="figure" className="h-full sm:p-8">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Stars rating={item.rating} />
                {isSampleTestimonial(item) && <ExampleLabel what="example wording, not a client's own words" />}
              </div>
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
      </PhoneRow>
    </Section>
  );
}
