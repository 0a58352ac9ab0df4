/**
 * The scheduling widget's messages turned into analytics events: one message listener, installed
 * once after hydration; it returns its uninstaller.
 */
import { track } from "../analytics/analytics.ts";
import { bookingEmbedOf } from "../lib/booking-embed.ts";

/** The widget's event name, when a message really comes from the scheduling service (the booking page's origin). */
export function calendlyEventName(message: Pick<MessageEvent, "origin" | "data">, origin: string): string | undefined {
  if (message.origin !== origin) return undefined;
  const data: unknown = message.data;
  const name = data && typeof data === "object" && "event" in data ? data.event : undefined;
  return typeof name === "string" && name.startsWith("calendly.") ? name : undefined;
}

/** Listens only on a page that names the embed, for messages from its booking page's origin. */
export function installCalendlyMessages(win: Window = window): () => void {
  const origin = bookingEmbedOf(win.document.documentElement)?.origin;
  if (!origin) return () => {};
  const onMessage = (message: MessageEvent) => {
    const name = calendlyEventName(message, origin);
    if (!name) return;
    track("calendly_event", { event_name: name });
    if (name === "calendly.event_scheduled") track("conversion", { event_category: "Calendly", event_label: "scheduled" });
  };
  win.addEventListener("message", onMessage);
  return () => win.removeEventListener("message", onMessage);
}
