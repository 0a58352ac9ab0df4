/**
 * `npm run size`: prints, per built route, its class (static or interactive, from its blocks) and
 * the gzipped HTML, CSS and critical-path JavaScript against the class's budget, and for a route
 * with a form the script fetched to use it (uncompressed, scripts/lib/form-weight.ts) against its
 * bound; exits 1 when a route is over either. `-- --site DIR` reports another site's build (DIR/build/client); a folder
 * given on its own is read as a built client folder.
 */
import { existsSync, readFileSync } from "node:fs";
import { loadSite } from "../src/content/load-site.ts";
import { budgetReport, JS_BUDGET_KB } from "./lib/js-budget.ts";
import { FORM_JS_BOUND_KB, formWeight } from "./lib/form-weight.ts";
import { kB, prerenderedPages } from "./lib/page-weight.ts";
import { buildCommand, builtClientDir, takeSiteOption } from "./lib/site-option.ts";

const { rest, root } = takeSiteOption(process.argv.slice(2), (problem) => {
  console.error(`size: ${problem}\nusage: npm run size [-- --site DIR | CLIENT_DIR]`);
  process.exit(2);
});
const clientDir = rest[0] ?? builtClientDir();
if (!existsSync(clientDir)) {
  console.error(`No build in ${clientDir}: run \`${buildCommand()}\` first.`);
  process.exit(2);
}
const rows = budgetReport(clientDir, loadSite(root));
const forms = new Map(prerenderedPages(clientDir).map(([route, file]) => [route, formWeight(clientDir, readFileSync(file, "utf8"))] as const));
const formOver = (route: string) => (forms.get(route)?.bytes ?? 0) / 1024 > FORM_JS_BOUND_KB;
const width = Math.max(...rows.map((r) => r.route.length));
console.log(`${"route".padEnd(width)}  class        html kB  css kB  js kB (gzip) / budget   form: js kB to use it (raw) / bound`);
for (const r of rows) {
  const form = forms.get(r.route);
  const formColumn = form ? `${kB(form.bytes).padStart(5)} / ${FORM_JS_BOUND_KB} (${form.form})${formOver(r.route) ? "  OVER BOUND" : ""}` : "";
  console.log(
    `${r.route.padEnd(width)}  ${r.routeClass.padEnd(11)}  ${kB(r.htmlGzip).padStart(7)}  ${kB(r.cssGzip).padStart(6)}  ${kB(r.jsGzip).padStart(5)} / ${String(r.budgetKb).padEnd(3)}${r.over ? "  OVER BUDGET" : "            "}  ${formColumn}`.trimEnd(),
  );
}
const over = rows.filter((r) => r.over);
if (over.length > 0)
  console.error(`${over.length} route(s) over the JavaScript budget (static ${JS_BUDGET_KB.static} kB, interactive ${JS_BUDGET_KB.interactive} kB gzip).`);
const formsOver = rows.filter((r) => formOver(r.route));
if (formsOver.length > 0) console.error(`${formsOver.length} route(s) fetch more than ${FORM_JS_BOUND_KB} kB of script (uncompressed) to use their form.`);
if (over.length > 0 || formsOver.length > 0) process.exit(1);
