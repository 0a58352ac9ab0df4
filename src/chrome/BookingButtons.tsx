import { ActionLink } from "../ui/ActionLink.tsx";
import { Icon } from "../ui/Icon.tsx";
import { useSite } from "../site/site-context.tsx";
import { formComponents } from "../generated/form-components.ts";
import { CollectionNotice } from "../forms/CollectionNotice.tsx";
import { IslandSuspense } from "../ui/IslandSuspense.tsx";

/** The call-back form's own chunk, as in the booking box (src/blocks/booking-widget): prerendered, a native post. */
const CallBackForm = formComponents["call-back"];

/**
 * Booking stays one tap away: a floating booking button on larger screens, and a sticky bottom bar on small ones. The
 * floating button is shown by src/chrome/enhance.ts only while no other booking button is in view,
 * and left out on pages that embed the booking calendar. A page that turns booking off (its
 * `bookingButtons`, e.g. after a visitor asked us to call them) shows neither, but keeps the notice
 * a booking link in its own content may need.
 */
export function BookingButtons({ floating = true, offered = true }: { floating?: boolean; offered?: boolean }) {
  const site = useSite();
  // A site without a booking page offers no booking: the bar keeps only the call button.
  if (!site.bookingUrl) return <PhoneBar />;
  if (!offered)
    return (
      <div className="print:hidden">
        <BookingFallbackNotice callBack={floating} />
      </div>
    );
  return (
    <aside aria-label={site.phoneBar?.name ?? DEFAULT_BAR_NAME} className="print:hidden">
      {floating && (
        // Hidden with visibility, not display, so enhance.ts can still measure where it would be. It
        // fades in, but goes at once: a fading button would still sit on the text it makes way for.
        <div
          className="fixed right-6 bottom-6 z-30 hidden lg:invisible lg:block lg:opacity-0 lg:data-[shown=true]:visible lg:data-[shown=true]:opacity-100 lg:data-[shown=true]:transition-opacity lg:data-[shown=true]:duration-200"
          data-testid="floating-booking"
          data-floating-booking=""
        >
          <ActionLink {...site.navCta} placement="floating-button" className="shadow-lg">
            <Icon name="calendar" className="size-5 shrink-0" />
            {site.navCta.label}
          </ActionLink>
        </div>
      )}
      <div className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white p-2 lg:hidden" data-testid="sticky-booking-bar">
        <ActionLink label="Call" to="phone" variant="secondary" size="sm" className="px-2">
          <Icon name="phone" className="size-4 shrink-0" />
          Call {site.phone.display}
        </ActionLink>
        <ActionLink {...site.navCta} size="sm" placement="sticky-bar" className="px-2">
          <Icon name="calendar" className="size-4 shrink-0" />
          {site.phoneBar?.book ?? site.navCta.label}
        </ActionLink>
      </div>
      <BookingFallbackNotice callBack={floating} />
    </aside>
  );
}

/** The bar's name for screen readers when the site gives none (schemas/site.schema.json, phoneBar). */
const DEFAULT_BAR_NAME = "Contact us";

/** The foot-of-screen bar of a site that takes no bookings: the phone number alone, on small screens. */
function PhoneBar() {
  const site = useSite();
  return (
    <aside aria-label={site.phoneBar?.name ?? DEFAULT_BAR_NAME} className="print:hidden">
      <div className="fixed inset-x-0 bottom-0 z-30 grid border-t border-slate-200 bg-white p-2 lg:hidden" data-testid="sticky-booking-bar">
        <ActionLink label="Call" to="phone" variant="secondary" size="sm" className="px-2">
          <Icon name="phone" className="size-4 shrink-0" />
          Call {site.phone.display}
        </ActionLink>
      </div>
    </aside>
  );
}

/**
 * Shown by src/chrome/enhance.ts when the scheduling popup could not open, on a page without a
 * booking box of its own: says so, and what happens instead, with the call-back form (a native
 * post, prerendered as the booking box's is) and the phone number. A page with a booking box (no
 * floating button) leads to the box's own form instead, and keeps one call-back form.
 */
function BookingFallbackNotice({ callBack }: { callBack: boolean }) {
  const site = useSite();
  return (
    <div
      role="dialog"
      aria-labelledby="booking-fallback-title"
      hidden
      data-booking-fallback=""
      data-testid="booking-fallback"
      className="fixed inset-x-4 bottom-20 z-50 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-xl bg-white p-5 text-slate-800 shadow-xl ring-1 ring-slate-300 sm:left-auto sm:w-[26rem] lg:right-6 lg:bottom-24"
    >
      <p id="booking-fallback-title" className="font-semibold text-brand-900">
        Our booking calendar didn&apos;t load.
      </p>
      <p className="mt-2">
        Leave your name and number and {site.broker?.name ?? "we"} will call you at the time you choose, or call{" "}
        <a href={`tel:${site.phone.dial}`} className="font-semibold whitespace-nowrap text-brand-700 underline">
          {site.phone.display}
        </a>{" "}
        now.
      </p>
      {callBack && (
        <div className="mt-4">
          <IslandSuspense>
            <CallBackForm formId="booking-fallback-call-back" />
          </IslandSuspense>
          <CollectionNotice form="call-back" />
        </div>
      )}
      <button
        type="button"
        data-booking-fallback-close=""
        className="mt-4 rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-accent-600"
      >
        Close
      </button>
    </div>
  );
}
