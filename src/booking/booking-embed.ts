/**
 * The booking calendar embedded in a page (the booking-widget block). The prerendered HTML holds a
 * "we'll call you" form, a link to the booking page and the phone number, so it works without
 * JavaScript; this loads the calendar only when the box scrolls near the viewport, and says so when
 * it cannot load.
 */
import { sessionStore, trackedBookingUrl, visitorCampaign } from "./booking-url.ts";
import { calendly, type CalendlyLoader } from "./calendly.ts";
import { whenNear } from "./when-near.ts";

/** Loading starts this far before the calendar scrolls into view, so it is there when seen. */
export const NEAR_MARGIN = "300px 0px";
/** The utm_medium of bookings made in the embedded calendar. */
export const INLINE_PLACEMENT = "inline-widget";

/** Whether the visitor has begun on a form in the element: focus in it, or anything typed or chosen. */
export function startedOn(element: HTMLElement): boolean {
  if (element.contains(element.ownerDocument.activeElement)) return true;
  return [...element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input:not([type=hidden]), select, textarea")].some(
    (field) => field.value !== "",
  );
}

/** Starts every `[data-booking-embed]` box on the page; returns the uninstaller. */
export function installBookingEmbeds(root: ParentNode = document, loader: CalendlyLoader = calendly): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>("[data-booking-embed]")].map((box) => {
    const slot = box.querySelector<HTMLElement>("[data-booking-slot]");
    const placeholder = box.querySelector<HTMLElement>("[data-booking-placeholder]");
    const bookingUrl = box.querySelector<HTMLAnchorElement>("a[data-booking]")?.href;
    if (!slot || !placeholder || !bookingUrl) return () => {};
    let live = true;
    const stop = whenNear(box, NEAR_MARGIN, () => {
      const url = trackedBookingUrl(bookingUrl, INLINE_PLACEMENT, visitorCampaign(window.location.search, sessionStore()));
      loader
        .load()
        .then((api) => {
          // A visitor already filling in the call-back form keeps it: swapping it for the calendar
          // would throw away what they typed. The booking page link beside it still works.
          if (!live || startedOn(placeholder)) return;
          api.initInlineWidget({ url, parentElement: slot });
          slot.hidden = false;
          placeholder.remove();
          box.dataset.state = "ready";
        })
        .catch(() => {
          if (!live) return;
          // The failure line is already laid out (invisible): the state only shows it, moving nothing.
          box.dataset.state = "failed";
          placeholder.querySelector("[data-booking-failed]")?.parentElement?.setAttribute("role", "alert");
        });
    });
    return () => {
      live = false;
      stop();
    };
  });
  return () => stops.forEach((stop) => stop());
}
