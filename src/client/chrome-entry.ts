/**
 * The one script every production page loads: the vanilla behaviours of src/chrome/enhance.ts.
 * A page with interactive blocks names its islands entry (src/client/islands.tsx) on <html
 * data-islands>. It is imported after the page has loaded, and only once it is wanted
 * (src/client/when-wanted.ts), so React is never on the way to the first paint (the prerendered
 * forms and calculators take typing without it until then); it marks the page ready once the
 * islands are hydrated. A page without any is ready here.
 */
import { rememberCampaign } from "../analytics/campaign.ts";
import { enhancePage } from "../chrome/enhance.ts";
import { markReady } from "./page-context.ts";
import { whenWanted } from "./when-wanted.ts";

/**
 * A module script runs as soon as the page is parsed, which is mostly just before the first frame:
 * its work, and the style it changes, would then hold the first screen back on a slow phone. So it
 * starts once the browser reports the first contentful paint, which on a slow phone can come after
 * the page's load (the brand font's short wait). A browser that does not report paints starts at
 * the load; one that never reports it, a few seconds after.
 */
const UNREPORTED_PAINT_MS = 5_000;

function afterFirstPaint(begin: () => void): void {
  let begun = false;
  const go = () => {
    if (begun) return;
    begun = true;
    observer?.disconnect();
    begin();
  };
  const painted = (entries: PerformanceEntryList) => entries.some((entry) => entry.name === "first-contentful-paint");
  const observer = PerformanceObserver.supportedEntryTypes?.includes("paint")
    ? new PerformanceObserver((list) => {
        if (painted(list.getEntries())) go();
      })
    : undefined;
  observer?.observe({ type: "paint", buffered: true });
  const fallback = () => (observer ? setTimeout(go, UNREPORTED_PAINT_MS) : go());
  if (document.readyState === "complete") fallback();
  else addEventListener("load", fallback, { once: true });
}

function start(): void {
  enhancePage();
  // Controls disabled in the HTML only for visitors without scripts take typing from now on; what is
  // typed is handed to their island when it hydrates (src/lib/typed-before-hydration.ts).
  for (const fieldset of document.querySelectorAll("fieldset[data-until-script]")) if (fieldset instanceof HTMLFieldSetElement) fieldset.disabled = false;
  const islands = document.documentElement.dataset.islands;
  if (!islands) markReady();
  else {
    const load = () => void import(/* @vite-ignore */ islands);
    // An address with a query may hold an island's state (a calculator's shared figures), which only
    // the island can show: that page hydrates as soon as it has loaded.
    const hydrate = () => (location.search ? load() : whenWanted(load));
    if (document.readyState === "complete") hydrate();
    else addEventListener("load", hydrate, { once: true });
  }
}

// At once, though: it touches no page, and a visitor may follow a link before the first paint.
rememberCampaign();
afterFirstPaint(start);
