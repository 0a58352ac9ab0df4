/**
 * The one script every production page loads: the vanilla behaviours of src/chrome/enhance.ts.
 * A page with interactive blocks names its islands entry (src/client/islands.tsx) on <html
 * data-islands>; it is imported once the page has loaded, so React is never on the way to the first
 * paint (the prerendered forms and calculators work without it until then), and it marks the page
 * ready once the islands are hydrated. A page without any is ready here.
 */
import { enhancePage } from "../chrome/enhance.ts";
import { markReady } from "./page-context.ts";

enhancePage();
const islands = document.documentElement.dataset.islands;
if (!islands) markReady();
else {
  const hydrate = () => void import(/* @vite-ignore */ islands);
  if (document.readyState === "complete") hydrate();
  else addEventListener("load", hydrate, { once: true });
}
