/**
 * The one script every production page loads: the vanilla behaviours of src/chrome/enhance.ts.
 * A page with interactive blocks names its islands entry (src/client/islands.tsx) on <html
 * data-islands>. It is imported after the page has loaded, and only once it is wanted
 * (src/client/when-wanted.ts), so React is never on the way to the first paint (the prerendered
 * forms and calculators work without it until then); it marks the page ready once the islands are
 * hydrated. A page without any is ready here.
 */
import { enhancePage } from "../chrome/enhance.ts";
import { markReady } from "./page-context.ts";
import { whenWanted } from "./when-wanted.ts";

enhancePage();
const islands = document.documentElement.dataset.islands;
if (!islands) markReady();
else {
  const hydrate = () => whenWanted([...document.querySelectorAll("[data-island]")], () => void import(/* @vite-ignore */ islands));
  if (document.readyState === "complete") hydrate();
  else addEventListener("load", hydrate, { once: true });
}
