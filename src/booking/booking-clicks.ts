/**
 * One delegated click listener for every booking button on the site (`a[data-booking]`, rendered
 * by ActionLink as a real link to the booking page). A plain click opens the scheduling popup
 * instead, with tracking parameters; clicks that ask for a new tab or window keep the link's own
 * behaviour. While the scheduling script loads, the button says "Opening calendar…". When the
 * script cannot load, the booking page opens in a new tab; on a site that names no embed, every
 * click keeps the link's own behaviour.
 */
import { track } from "../analytics/analytics.ts";
import { sessionStore, trackedBookingUrl, visitorCampaign } from "./booking-url.ts";
import { calendly, type CalendlyLoader } from "./calendly.ts";

/** What the visitor is told when the popup could not open. */
export interface BookingFallback {
  /** The booking page with its tracking parameters. */
  url: string;
  /** Whether the booking page did open in a new tab (a popup blocker may stop it). */
  opened: boolean;
}

/** The words a booking button shows while the scheduling script loads. */
export const OPENING_LABEL = "Opening calendar…";

/** Opens the booking page in a new tab without giving it a handle on this page. */
export function openBookingPage(url: string): boolean {
  // "noopener" in window.open's features makes it return null, which would hide a blocked tab.
  try {
    const tab = window.open(url, "_blank");
    if (tab) tab.opener = null;
    return tab !== null;
  } catch {
    return false;
  }
}

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
export function installBookingClicks(onFallback: (fallback: BookingFallback) => void, loader: CalendlyLoader = calendly): () => void {
  const fallBack = (url: string) => onFallback({ url, opened: openBookingPage(url) });
  const onClick = (event: MouseEvent) => {
    const link = bookingLink(event);
    // A site with no embed (site.json's bookingEmbed) has plain links: the booking page opens as one.
    if (!link || loader.state() === "none") return;
    event.preventDefault();
    const placement = link.dataset.booking || "button";
    const url = trackedBookingUrl(link.href, placement, visitorCampaign(window.location.search, sessionStore()));
    track("calendly_open", { source: placement, url });
    // Once the script has failed, open the page at once, while the click still allows a new tab.
    if (loader.state() === "failed") return fallBack(url);
    const opening = loader.load().then((api) => api.initPopupWidget({ url }));
    if (loader.state() !== "ready") showOpening(link, opening);
    opening.catch(() => fallBack(url));
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
