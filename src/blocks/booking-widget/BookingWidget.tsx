import type { Badge as BadgeProps, BookingWidgetBlock } from "../../generated/content-types.ts";
import { INLINE_PLACEMENT } from "../../booking/booking-embed.ts";
import { useSite } from "../../site/site-context.tsx";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { BrokerCard } from "../../ui/BrokerCard.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Section } from "../../ui/Section.tsx";

/**
 * The widget is 740 pixels high and at least 320 wide. Classes rather than a style
 * attribute, so the reserved space needs no inline style.
 */
export const WIDGET_SIZE = "h-[740px] min-w-[320px]";

/**
 * The booking calendar embedded in the page. The prerendered HTML holds a link to the booking
 * page and the phone number, so it works without JavaScript (root.tsx then drops the reserved
 * height); src/booking/booking-embed.ts loads the calendar into the slot when the box scrolls near
 * the viewport, or marks the box failed when it cannot. The failure line then shows in the space
 * kept for it and the box keeps its height: the calendar is often near or on the first screen when
 * that happens, and shrinking it would move what the visitor is reading.
 */
export function BookingWidget({ id, heading, intro, points, badge, broker }: BookingWidgetBlock) {
  const site = useSite();
  return (
    <Section id={id} heading={heading} intro={intro} aside={broker ? <BrokerCard lead="Your call is with" /> : undefined}>
      {(points?.length || badge) && (
        <div className="mb-8 flex flex-wrap items-center justify-between gap-6">
          {points && points.length > 0 && (
            <ul className="flex flex-wrap gap-3">
              {points.map((point) => (
                <li key={point} className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
                  <Icon name="check" className="size-4 text-accent-600" />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {badge && <Badge {...badge} />}
        </div>
      )}
      <div data-booking-embed="" className={`group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${WIDGET_SIZE}`}>
        <div data-booking-slot="" data-testid="booking-calendar" hidden className="h-full" />
        <div data-booking-placeholder="" className="flex h-full flex-col items-center justify-center gap-6 p-8 text-center">
          <Icon name="calendar" className="size-10 text-brand-700" />
          <div className="max-w-md text-lg text-slate-700">
            <p data-booking-failed="" className="needs-js invisible mb-2 font-semibold text-brand-900 group-data-[state=failed]:visible">The booking calendar could not load here.</p>
            <p>
              Choose a time on our online booking page, or call us on{" "}
              <a href={`tel:${site.phone.dial}`} className="font-semibold whitespace-nowrap text-brand-700 underline">
                {site.phone.display}
              </a>
              .
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-4">
            <ActionLink label="Open the booking page" to="booking" placement={INLINE_PLACEMENT} />
            <ActionLink label={`Call ${site.phone.display}`} to="phone" variant="secondary" />
          </div>
        </div>
      </div>
    </Section>
  );
}

/** A badge image; src/chrome/enhance.ts takes it out of the page when it cannot load, rather than show a broken image. */
export function Badge({ src, alt }: BadgeProps) {
  return <img src={src} alt={alt} width={112} height={112} data-hide-if-broken="" data-testid="badge" className="size-28 shrink-0" />;
}
