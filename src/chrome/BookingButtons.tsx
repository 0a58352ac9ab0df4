import { ActionLink } from "../ui/ActionLink.tsx";
import { Icon } from "../ui/Icon.tsx";
import { useSite } from "../site/site-context.tsx";

/** SPEC: a floating booking button on larger screens, and a sticky bottom bar on small ones. */
export function BookingButtons() {
  const site = useSite();
  return (
    <aside aria-label="Book a call">
      <div className="fixed right-6 bottom-6 z-30 hidden lg:block" data-testid="floating-booking">
        <ActionLink {...site.navCta} placement="floating-button" className="shadow-lg">
          <Icon name="calendar" className="size-5" />
          {site.navCta.label}
        </ActionLink>
      </div>
      <div className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white p-2 lg:hidden" data-testid="sticky-booking-bar">
        <ActionLink label="Call" to="phone" variant="secondary" size="sm">
          <Icon name="phone" className="size-4" />
          Call {site.phone.display}
        </ActionLink>
        <ActionLink {...site.navCta} size="sm" placement="sticky-bar">
          <Icon name="calendar" className="size-4" />
          Book a Call
        </ActionLink>
      </div>
    </aside>
  );
}
