/**
 * One delegated click listener for every booking button on the site (`a[data-booking]`, rendered
 * by ActionLink as a real link to the booking page). A plain click opens the scheduling popup
 * instead, with tracking parameters; clicks that ask for a new tab or window keep the link's own
 * behaviour. While the scheduling script loads, the button says "Opening calendar…". When the
 * script cannot load (an error, or no answer in time), the click falls back to the call-back form
 * on the page, never to a new tab: the booking page is on the same service that just failed. On a
 * site that names no embed, every click keeps the link's own behaviour.
 */
import { track } from "../analytics/analytics.ts";
import { sessionStore, trackedBookingUrl, visitorCampaign } from "./booking-url.ts";
import { calendly, type CalendlyLoader } from "./calendly.ts";

/** The words a booking button shows while the scheduling script loads. */
export const OPENING_LABEL = "Opening calendar…";

function bookingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[data-booking]") : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

/** Shows "Opening calendar…" on the button until `done` settles; returns at once when nothing is pending. */
function showOpening(link: HTMLAnchorElement, done: Promise<unknown>): void {
  if (link.getAttribute("aria-busy") === "true") return;
  const content = [...link.childNodes];
  link.setAttribute("aria-busy", "true");
  link.replaceChildren(OPENING_LABEL);
  const restore = () => {
    link.replaceChildren(...content);
    link.removeAttribute("aria-busy");
  };
  done.then(restore, restore);
}

/**
 * Installs the listener. The booking page is each link's own href (the site's booking URL), so the
 * listener needs no configuration.
 */
export function installBookingClicks(onFallback: () => void, loader: CalendlyLoader = calendly): () => void {
  const onClick = (event: MouseEvent) => {
    const link = bookingLink(event);
    // A site with no embed (site.json's bookingEmbed) has plain links: the booking page opens as one.
    if (!link || loader.state() === "none") return;
    event.preventDefault();
    const placement = link.dataset.booking || "button";
    const url = trackedBookingUrl(link.href, placement, visitorCampaign(window.location.search, sessionStore()));
    track("calendly_open", { source: placement, url });
    // Once the script has failed, the call-back form at once, without asking for the script again.
    if (loader.state() === "failed") return onFallback();
    const opening = loader.load().then((api) => api.initPopupWidget({ url }));
    if (loader.state() !== "ready") showOpening(link, opening);
    opening.catch(onFallback);
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
