/**
 * The scheduling service (Calendly): its embed script and stylesheet are fetched on first use
 * only, once per page load, and shared by the popup buttons and the inline widget.
 */
export const CALENDLY_ORIGIN = "https://calendly.com";
export const CALENDLY_SCRIPT = "https://assets.calendly.com/assets/external/widget.js";
export const CALENDLY_STYLESHEET = "https://assets.calendly.com/assets/external/widget.css";

/**
 * Browsers let a click open a new tab for about five seconds (Chrome, Firefox), so a booking
 * button must give up on the script in time to open the booking page instead.
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

export type CalendlyState = "idle" | "loading" | "ready" | "failed";

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

export function createCalendlyLoader(timeoutMs: number = CALENDLY_TIMEOUT_MS): CalendlyLoader {
  let pending: Promise<CalendlyApi> | undefined;
  let state: CalendlyState = "idle";

  const currentState = (): CalendlyState => {
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
        state = "loading";
        const stylesheet = Object.assign(document.createElement("link"), { rel: "stylesheet", href: CALENDLY_STYLESHEET });
        const script = Object.assign(document.createElement("script"), { src: CALENDLY_SCRIPT, async: true });
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
