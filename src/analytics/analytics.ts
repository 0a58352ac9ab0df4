/**
 * The site's one analytics module, compatible with Google tag (gtag.js) and tag managers.
 *
 * - `track(event, fields)` records an event. With `analytics.measurementId` in site.json it goes
 *   through `gtag("event", …)`; without one it is pushed to `window.dataLayer` as
 *   `{ event, ...fields }`, where a tag manager can pick it up. Either way it lands in dataLayer.
 * - Tracking never throws: a broken or blocked analytics setup must not break a button.
 * - gtag.js itself is loaded by `loadGtagWhenIdle`, after hydration, never in the critical path.
 */

/** Every event the site records, with its fields. */
export interface AnalyticsEvents {
  /** A booking button opened the scheduling popup; `source` is the button's placement. */
  calendly_open: { source: string; url: string };
  /** A phone link was pressed; `link_url` is its value, e.g. "tel:1300975707". */
  click_to_call: { link_url: string };
  /** The scheduling widget reported something, e.g. "calendly.date_and_time_selected". */
  calendly_event: { event_name: string };
  /** A call was booked in the scheduling widget. */
  conversion: { event_category: "Calendly"; event_label: "scheduled" };
  /** A visitor sent the enquiry form (GA4's recommended lead event). */
  generate_lead: { method: "personalised_form" };
}

export type AnalyticsEvent = keyof AnalyticsEvents;

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_SCRIPT = "https://www.googletagmanager.com/gtag/js";

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/**
 * Sets up gtag's command queue for a measurement ID (or none). Commands queue in dataLayer until
 * gtag.js arrives, so events recorded before it loads are not lost.
 */
export function configureAnalytics(id: string | undefined): void {
  if (!id || typeof window === "undefined" || window.gtag) return;
  // gtag.js only reads Arguments objects from the queue, hence `arguments` rather than a rest array.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer().push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id);
}

/**
 * Records one analytics event; never throws. It asks window.gtag rather than remembering the
 * configuration, because the chrome module and the interactive blocks are separate scripts, each
 * with its own copy of this module, and only the chrome module configures analytics.
 */
export function track<E extends AnalyticsEvent>(event: E, fields: AnalyticsEvents[E]): void {
  try {
    if (window.gtag) window.gtag("event", event, fields);
    else dataLayer().push({ event, ...fields });
  } catch {
    // Analytics must never stand between a visitor and what they clicked.
  }
}

/** The lead-generated event, for the enquiry form's submit handler. */
export function trackLeadGenerated(): void {
  track("generate_lead", { method: "personalised_form" });
}

/** Runs `task` once the browser is idle; Safari has no requestIdleCallback, so it gets a timeout. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}

/** Loads gtag.js for the configured measurement ID once the page is idle; does nothing without one. */
export function loadGtagWhenIdle(id: string | undefined): () => void {
  configureAnalytics(id);
  if (!id) return () => {};
  return whenIdle(() => {
    const src = `${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`;
    if (document.querySelector(`script[src="${src}"]`)) return;
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    document.head.append(script);
  });
}
