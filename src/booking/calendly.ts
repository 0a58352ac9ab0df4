/**
 * The scheduling service's embed (Calendly's embed API): its script and stylesheet, which the
 * page names (site.json's bookingEmbed, see src/lib/booking-embed.ts), are fetched on first use
 * only, once per page load, and shared by the popup buttons and the inline widget.
 */
import { bookingEmbedOf, type BookingEmbed } from "../lib/booking-embed.ts";

/**
 * How long a booking button waits for the script before it offers the call-back form instead: a
 * visitor who pressed it is watching "Opening calendar…" meanwhile.
 */
export const CALENDLY_TIMEOUT_MS = 4000;

/** The part of Calendly's embed API the site uses. */
export interface CalendlyApi {
  initPopupWidget(options: { url: string }): void;
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

declare global {
  interface Window {
    Calendly?: CalendlyApi;
  }
}

/** "none" when the page names no embed: its booking buttons are plain links to the booking page. */
export type CalendlyState = "none" | "idle" | "loading" | "ready" | "failed";

function appendOnce(element: HTMLScriptElement | HTMLLinkElement, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(
      () => reject(new Error(`timed out loading ${element instanceof HTMLScriptElement ? element.src : element.href}`)),
      timeoutMs,
    );
    element.addEventListener("load", () => {
      window.clearTimeout(timer);
      resolve();
    });
    element.addEventListener("error", () => {
      window.clearTimeout(timer);
      reject(new Error("could not load the scheduling service"));
    });
    document.head.append(element);
  });
}

export interface CalendlyLoader {
  /** The embed API, fetching the script and stylesheet on the first call only. */
  load(): Promise<CalendlyApi>;
  state(): CalendlyState;
}

/** The embed the page in this window names, if any. */
export const pageEmbed = (): BookingEmbed | undefined => bookingEmbedOf(document.documentElement);

export function createCalendlyLoader(embedOf: () => BookingEmbed | undefined = pageEmbed, timeoutMs: number = CALENDLY_TIMEOUT_MS): CalendlyLoader {
  let pending: Promise<CalendlyApi> | undefined;
  let state: CalendlyState = "idle";

  const currentState = (): CalendlyState => {
    if (state === "idle" && !embedOf()) return "none";
    // A script that gave up on time may still arrive; from then on it can be used after all.
    if (state === "failed" && window.Calendly) {
      state = "ready";
      pending = Promise.resolve(window.Calendly);
    }
    return state;
  };

  return {
    state: currentState,
    load() {
      currentState();
      pending ??= (() => {
        const embed = embedOf();
        if (!embed) return Promise.reject(new Error("the page names no scheduling embed"));
        state = "loading";
        const stylesheet = Object.assign(document.createElement("link"), { rel: "stylesheet", href: embed.stylesheet });
        const script = Object.assign(document.createElement("script"), { src: embed.script, async: true });
        return Promise.all([appendOnce(stylesheet, timeoutMs), appendOnce(script, timeoutMs)])
          .then(() => {
            if (!window.Calendly) throw new Error("the scheduling script did not define Calendly");
            state = "ready";
            return window.Calendly;
          })
          .catch((error: unknown) => {
            state = "failed";
            throw error;
          });
      })();
      return pending;
    },
  };
}

/** The page's one loader, shared by every booking button and widget. */
export const calendly = createCalendlyLoader();
