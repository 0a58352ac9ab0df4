/**
 * The scheduling widget's messages turned into analytics events: one message listener, installed
 * once after hydration; it returns its uninstaller.
 */
import { track } from "../analytics/analytics.ts";
import { CALENDLY_ORIGIN } from "./calendly.ts";

/** The widget's event name, when a message really comes from the scheduling service. */
export function calendlyEventName(message: Pick<MessageEvent, "origin" | "data">): string | undefined {
  if (message.origin !== CALENDLY_ORIGIN) return undefined;
  const data: unknown = message.data;
  const name = data && typeof data === "object" && "event" in data ? data.event : undefined;
  return typeof name === "string" && name.startsWith("calendly.") ? name : undefined;
}

export function installCalendlyMessages(win: Window = window): () => void {
  const onMessage = (message: MessageEvent) => {
    const name = calendlyEventName(message);
    if (!name) return;
    track("calendly_event", { event_name: name });
    if (name === "calendly.event_scheduled") track("conversion", { event_category: "Calendly", event_label: "scheduled" });
  };
  win.addEventListener("message", onMessage);
  return () => win.removeEventListener("message", onMessage);
}
