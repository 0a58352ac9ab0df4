import type { Badge as BadgeProps, BookingWidgetBlock, FormBelow } from "../../generated/content-types.ts";
import { INLINE_PLACEMENT } from "../../booking/booking-embed.ts";
import { associationInWords } from "../../lib/association.ts";
import { isSampleMembership } from "../../lib/evidence.ts";
import { ExampleLabel } from "../../ui/ExampleLabel.tsx";
import { cn } from "../../lib/cn.ts";
import { useSite } from "../../site/site-context.tsx";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { BrokerCard } from "../../ui/BrokerCard.tsx";
import { formComponents } from "../../generated/form-components.ts";
import { CollectionNotice } from "../../forms/CollectionNotice.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { IslandSuspense } from "../../ui/IslandSuspense.tsx";
import { Section } from "../../ui/Section.tsx";

/**
 * The calendar is 740 pixels high and at least 320 wide. Classes rather than a style attribute, so
 * its size needs no inline style. The box keeps no height for the calendar before it comes: the
 * calendar may never come (a blocked script, no JavaScript), and until it does the box is as tall
 * as what is in it, never a band of white under the call-back form. The calendar is fetched 300
 * pixels before the box scrolls into view, so it usually takes its height out of sight.
 */
/*
 * The call-back form is its own chunk, as every form is: the prerender waits for it, and in the
 * browser the block hydrates nothing, so the prerendered form posts natively. Its own boundary
 * keeps the rest of the box in a render that does not wait (the block markup test's).
 */
const CallBackForm = formComponents["call-back"];

export const CALENDAR_HEIGHT = "h-[740px]";
// On a phone narrower than the calendar plus the page's margins (under 352 px), the box runs to the
// screen's edges instead of past the right one: 320 px wide on a 320 px phone, nothing cut off and
// no sideways scroll.
export const WIDGET_SIZE = "min-w-[320px] max-[351px]:-mx-4 max-[351px]:rounded-none";

/**
 * The booking calendar embedded in the page. Until it loads (a slow phone), when it cannot (a
 * blocked script) and without JavaScript, its place holds a way forward rather than an apology: a
 * short "we'll call you" form, a native post stored as a lead like every form, with the booking
 * page (a new tab) and the phone number beside it. src/booking/booking-embed.ts loads the calendar into the slot when the box scrolls
 * near the viewport, unless the visitor has started on the form, or marks the box failed when it
 * cannot. The failure line then shows in the space kept for it: the calendar is often near or on
 * the first screen when that happens, and a line pushing the form down would move what the visitor
 * is reading.
 */
export function BookingWidget({
  id,
  heading,
  intro,
  points,
  membership,
  badge,
  broker: withBroker,
  formBelow,
  brokerCard = true,
}: BookingWidgetBlock & { brokerCard?: boolean }) {
  // Without the card (the page shows it elsewhere: BlockList says) the box is laid out as one without a person's card.
  const broker = withBroker === true && brokerCard;
  // A box that would have had the card keeps its facts under the calendar, so the box itself still starts high on a phone.
  const factsUnder = withBroker === true && !brokerCard;
  const facts =
    points?.length || membership || badge ? (
      <div className={cn("flex flex-wrap items-center justify-between gap-6", broker || factsUnder ? "mt-6" : "mb-8")}>
        {points && points.length > 0 && (
          <ul className="flex flex-wrap gap-3">
            {points.map((point) => (
              <li
                key={point}
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
              >
                <Icon name="check" className="size-4 shrink-0 text-accent-600" />
                {point}
              </li>
            ))}
          </ul>
        )}
        {membership && <MembershipMark />}
        {badge && <Badge {...badge} />}
      </div>
    ) : null;
  // With the person's card beside the calendar, the short facts go under it: the calendar's box
  // is tall, and the column beside it would otherwise end in a long empty space. On a phone the
  // calendar comes first, under the heading, and the card and the facts follow it: the box is what
  // the page's booking buttons lead to.
  const aside = broker ? (
    <>
      <BrokerCard lead="Your call is with" />
      {facts}
    </>
  ) : undefined;
  return (
    <Section id={id} heading={heading} intro={intro} aside={aside}>
      {!broker && !factsUnder && facts}
      <div data-booking-embed="" className={`group @container rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${WIDGET_SIZE}`}>
        <div data-booking-slot="" data-testid="booking-calendar" hidden className={CALENDAR_HEIGHT} />
        {formBelow ? <WaysForward formBelow={formBelow} /> : <CallBack formId={`${id ?? "booking"}-call-back`} />}
      </div>
      {factsUnder && facts}
    </Section>
  );
}

/** The calendar's place: a short "we'll call you" form, with the booking page and the phone beside it. */
function CallBack({ formId }: { formId: string }) {
  const site = useSite();
  return (
    // Side by side only where the box is wide enough for the form beside the links, each label on one line
    // each (the box's width, not the screen's: beside the person's card it is narrower).
    <div data-booking-placeholder="" className="grid gap-8 p-6 sm:p-8 @2xl:grid-cols-[minmax(0,1fr)_17rem]">
      <div>
        <FailedLine>{`The calendar didn't load here. Leave your name and number, and ${site.broker?.name ?? "we"} will call you instead.`}</FailedLine>
        <h3 className="text-xl font-semibold text-brand-900">We'll call you</h3>
        <p className="mt-1 mb-4 text-slate-700">Leave your name and number, and {site.broker?.name ?? "we"} will call you at the time you choose.</p>
        <IslandSuspense>
          <CallBackForm formId={formId} />
        </IslandSuspense>
        <CollectionNotice form="call-back" />
      </div>
      <div className="flex flex-col gap-4 border-t border-slate-200 pt-6 @2xl:border-t-0 @2xl:border-l @2xl:pt-0 @2xl:pl-8 @2xl:[&_a]:whitespace-nowrap">
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <Icon name="calendar" className="size-6 shrink-0 text-brand-700" />
          Or choose a time yourself
        </p>
        <p className="text-slate-700">Our booking page opens in a new tab, or call us now.</p>
        <ActionLink label="Open the booking page" to="booking" placement={INLINE_PLACEMENT} variant="outline" />
        <ActionLink label={`Call ${site.phone.display}`} to="phone" variant="secondary" />
      </div>
    </div>
  );
}

/**
 * Laid out (invisible) from the start: the failed state only shows it, moving nothing. It says
 * what happens instead, in the words of the way forward beside it, a line's height clear of the
 * heading or icon under it (at 8 px it read as that heading's first line).
 */
function FailedLine({ children }: { children: string }) {
  return (
    <div>
      <p data-booking-failed="" className="needs-js invisible mb-5 text-sm font-semibold text-brand-700 group-data-[state=failed]:visible">
        {children}
      </p>
    </div>
  );
}

/**
 * The calendar's place on a page with its own form further down: the booking page, the phone and
 * a link to that form, and no second form, so each section of the page offers one way in.
 */
function WaysForward({ formBelow }: { formBelow: FormBelow }) {
  const site = useSite();
  return (
    <div data-booking-placeholder="" className="flex flex-col items-center p-6 text-center sm:p-8">
      <FailedLine>The calendar didn't load here. Call us, or send a message and we'll reply.</FailedLine>
      <Icon name="calendar" className="size-10 text-brand-700" />
      <h3 className="mt-3 text-xl font-semibold text-brand-900">Choose a time that suits you</h3>
      <p className="mt-2 max-w-md text-slate-700">
        Pick a time on our booking page, which opens in a new tab, call us now, or send a message and we'll get back to you.
      </p>
      {/* One width each, stacked, on a phone; a row where they fit. */}
      <div className="mt-6 flex flex-wrap justify-center gap-3 max-sm:w-full max-sm:flex-col">
        <ActionLink label="Open the booking page" to="booking" placement={INLINE_PLACEMENT} variant="outline" />
        <ActionLink label={`Call ${site.phone.display}`} to="phone" variant="secondary" />
        <ActionLink label={formBelow.label} to={formBelow.to} variant="secondary" />
      </div>
    </div>
  );
}

/**
 * The association membership in words, at a size people can read, until the association's own
 * member mark is supplied (a badge): never a drawn imitation of a mark, never a membership number
 * the business has not given.
 */
export function MembershipMark() {
  const { legal } = useSite();
  // The block's content check refuses "membership" on a site that states no association.
  if (!legal) return null;
  return (
    <p data-testid="membership" className="inline-flex items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200">
      <Icon name="shield" className="size-7 shrink-0 text-accent-600" />
      <span className="text-sm text-slate-700">
        Member of the
        <span className="block text-base font-semibold text-brand-900">{associationInWords(legal)}</span>
        {isSampleMembership(legal) && <ExampleLabel what="a membership not yet confirmed" className="mt-1" />}
      </span>
    </p>
  );
}

/** A badge image; src/chrome/enhance.ts takes it out of the page when it cannot load, rather than show a broken image. */
export function Badge({ src, alt }: BadgeProps) {
  return <img src={src} alt={alt} width={112} height={112} data-hide-if-broken="" data-testid="badge" className="size-28 shrink-0" />;
}
