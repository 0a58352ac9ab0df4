/**
 * Page-wide listeners that turn visitor actions into analytics events: one delegated click
 * listener for every phone link (present and future, on any route) and one message listener for
 * the scheduling widget. Installed once after hydration; each returns its uninstaller.
 */
import { CALENDLY_ORIGIN } from "../booking/calendly.ts";
import { track } from "./analytics.ts";

export function installClickToCall(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href^='tel:']") : null;
    if (link) track("click_to_call", { link_url: link.getAttribute("href") ?? "" });
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}

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
