/**
 * A page-wide listener that turns visitor actions into analytics events: one delegated click
 * listener for every phone link (present and future, on any route). Installed once after
 * hydration; it returns its uninstaller. The scheduling widget's messages are booking's own
 * (src/booking/calendly-messages.ts), which reports them here.
 */
import { track } from "./analytics.ts";

export function installClickToCall(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href^='tel:']") : null;
    if (link) track("click_to_call", { link_url: link.getAttribute("href") ?? "" });
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
