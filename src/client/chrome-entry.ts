/**
 * The one script every production page loads: the vanilla behaviours of src/chrome/enhance.ts.
 * A page with interactive blocks also loads src/client/islands.tsx, which marks the page ready
 * once they are hydrated; a page without any is ready here.
 */
import { enhancePage } from "../chrome/enhance.ts";
import { markReady } from "./page-context.ts";

enhancePage();
if (!document.querySelector("[data-island]")) markReady();
