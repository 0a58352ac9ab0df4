/**
 * Everything the browser does on every page, without React: the site chrome (mobile menu, booking
 * buttons and calendar, floating button, scroll to anchor), analytics, and the hidden fields every
 * lead form posts (the visit's campaign, the submission key) before React. A block's own behaviour
 * lives in its folder (behaviour.ts) and loads only on pages with the block.
 * Bundled as one small module (src/client/chrome-entry.ts) for the production pages, and installed
 * by the root component in development. Each part works from the prerendered HTML's markers.
 */
import { installClickToCall } from "../analytics/listeners.ts";
import { loadGtagWhenIdle } from "../analytics/analytics.ts";
import { rememberCampaign } from "../analytics/campaign.ts";
import { installBookingClicks } from "../booking/booking-clicks.ts";
import { installBookingEmbeds } from "../booking/booking-embed.ts";
import { installCalendlyMessages } from "../booking/calendly-messages.ts";
import { loadFormScript } from "../forms/form-script.ts";
import { installPageStartFields } from "../forms/page-start-fields.ts";

type Uninstall = () => void;
const nothing: Uninstall = () => {};

export const SCROLL_RETRY_MS = 150;
/** The floating booking button keeps out of the way this close to the footer. */
export const FOOTER_MARGIN_PX = 160;

/**
 * When the scheduling script cannot load, a booking button brings the call-back form instead: the
 * page's own, in the booking box (/book, /contact), or else the one in the prerendered notice. Its
 * first field takes the focus, so the visitor can type their name at once.
 */
function showBookingFallback(): void {
  const notice = document.querySelector<HTMLElement>("[data-booking-fallback]");
  const inBox = document.querySelector<HTMLFormElement>("[data-booking-embed] form");
  if (notice && !inBox) {
    notice.hidden = false;
    // Its call-back form says its mistakes under each field, as every form does.
    if (notice.querySelector("form")) loadFormScript(document);
  }
  const form = inBox ?? notice?.querySelector("form");
  const field = form?.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), select, textarea");
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // The notice is fixed on the screen; the box is scrolled to, its top under the sticky header.
  if (inBox) inBox.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  field?.focus({ preventScroll: true });
}

function installFallbackClose(): Uninstall {
  const onClick = (event: MouseEvent) => {
    const close = event.target instanceof Element ? event.target.closest("[data-booking-fallback-close]") : null;
    const notice = close?.closest<HTMLElement>("[data-booking-fallback]");
    if (notice) notice.hidden = true;
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}

/**
 * The mobile menu is a popover (it opens, closes on Escape and on a click outside without any
 * script); this keeps its button's state and name in step and closes it when a link is chosen,
 * which matters for anchors on the same page.
 */
export function installMenu(): Uninstall {
  const menu = document.getElementById("mobile-menu");
  const toggle = document.querySelector<HTMLElement>("[popovertarget='mobile-menu']");
  if (!menu || !toggle) return nothing;
  const label = toggle.querySelector("[data-menu-label]");
  const sync = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    if (label) label.textContent = open ? "Close menu" : "Open menu";
  };
  const onToggle = (event: Event) => sync((event as ToggleEvent).newState === "open");
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a") && menu.matches(":popover-open")) menu.hidePopover();
  };
  sync(menu.matches(":popover-open"));
  menu.addEventListener("toggle", onToggle);
  menu.addEventListener("click", onClick);
  return () => {
    menu.removeEventListener("toggle", onToggle);
    menu.removeEventListener("click", onClick);
  };
}

/** What the floating button must never sit on: anything a visitor reads or uses. */
const CONTENT =
  "p, h1, h2, h3, h4, h5, h6, li, dt, dd, td, th, blockquote, figcaption, label, a, button, input, select, textarea, img, svg, iframe, [data-booking-embed]";

/**
 * Whether content lies under the box: sampled on a grid finer than a line of text, over the box
 * grown by one step, so a line that only grazes an edge still counts (the button's own parts aside).
 */
function coversContent(box: DOMRect, button: HTMLElement): boolean {
  const step = 8;
  for (let y = box.top - step; y <= box.bottom + step; y += step)
    for (let x = box.left - step; x <= box.right + step; x += step * 2) {
      const under = document.elementsFromPoint(x, y).find((element) => !button.contains(element));
      if (under?.closest(CONTENT) && !under.closest("footer, [data-testid=sticky-booking-bar]")) return true;
    }
  return false;
}

/**
 * The floating booking button (wide screens) shows only while no other booking button is in view
 * (after the header's has scrolled away, and not near the footer), and only where it covers
 * nothing: it steps aside while text, a control or the element with keyboard focus is under it.
 */
export function installFloatingButton(): Uninstall {
  const floating = document.querySelector<HTMLElement>("[data-floating-booking]");
  if (!floating || typeof IntersectionObserver === "undefined") return nothing;
  const watched = [...document.querySelectorAll("header a[data-booking], footer")];
  const inView = new Set<Element>();
  let covering = false;
  const update = () => {
    floating.dataset.shown = String(inView.size === 0 && !covering);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      check();
    },
    { rootMargin: `0px 0px ${FOOTER_MARGIN_PX}px 0px` },
  );
  watched.forEach((element) => observer.observe(element));
  const check = () => {
    const box = floating.getBoundingClientRect();
    const focused = document.activeElement;
    const coversFocus =
      focused instanceof HTMLElement && !floating.contains(focused) && focused !== document.body && overlaps(focused.getBoundingClientRect(), box);
    covering = box.width > 0 && (coversFocus || coversContent(box, floating));
    update();
  };
  // Checked once a frame at most while scrolling: elementsFromPoint is cheap, but not free.
  let frame = 0;
  const onScroll = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        check();
      });
  };
  document.addEventListener("focusin", check);
  addEventListener("scroll", onScroll, { passive: true });
  addEventListener("resize", onScroll, { passive: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    document.removeEventListener("focusin", check);
    removeEventListener("scroll", onScroll);
    removeEventListener("resize", onScroll);
  };
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * A link to a section scrolls smoothly to the address's anchor (CSS smooth scrolling does it for links); when the
 * anchor is not rendered yet, try once more after 150 ms.
 */
export function installScrollToHash(): Uninstall {
  let timer: number | undefined;
  const scroll = () => {
    window.clearTimeout(timer);
    if (!window.location.hash) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    const attempt = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ behavior, block: "start" });
      return Boolean(target);
    };
    if (!attempt()) timer = window.setTimeout(attempt, SCROLL_RETRY_MS);
  };
  if (window.location.hash && !document.getElementById(decodeURIComponent(window.location.hash.slice(1)))) scroll();
  window.addEventListener("hashchange", scroll);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener("hashchange", scroll);
  };
}

/** Installs every behaviour; returns one uninstaller for them all. */
export function enhancePage(): Uninstall {
  // The landing page's campaign, kept before any link can take the visitor to a page without it.
  rememberCampaign();
  const undo = [
    // First: a visitor quick enough to send a form before anything else runs still sends them.
    installPageStartFields(),
    installBookingClicks(showBookingFallback),
    installFallbackClose(),
    installClickToCall(),
    installCalendlyMessages(),
    loadGtagWhenIdle(document.documentElement.dataset.analyticsId),
    installMenu(),
    installFloatingButton(),
    installScrollToHash(),
    // The booking widget's calendar: here, beside the booking buttons, so one loader fetches the
    // scheduling service's script once per page.
    installBookingEmbeds(),
  ];
  return () => undo.forEach((uninstall) => uninstall());
}
