/**
 * `npm run size`: prints, per built route, its class (static or interactive, from its blocks) and
 * the gzipped HTML, CSS and critical-path JavaScript against the class's budget; exits 1 when a
 * route is over budget. `-- --site DIR` reports another site's build (DIR/build/client); a folder
 * given on its own is read as a built client folder.
 */
import { existsSync } from "node:fs";
import { loadSite } from "../src/content/load-site.ts";
import { budgetReport, JS_BUDGET_KB } from "./lib/js-budget.ts";
import { kB } from "./lib/page-weight.ts";
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
const width = Math.max(...rows.map((r) => r.route.length));
console.log(`${"route".padEnd(width)}  class        html kB  css kB  js kB (gzip) / budget`);
for (const r of rows)
  console.log(
    `${r.route.padEnd(width)}  ${r.routeClass.padEnd(11)}  ${kB(r.htmlGzip).padStart(7)}  ${kB(r.cssGzip).padStart(6)}  ${kB(r.jsGzip).padStart(5)} / ${r.budgetKb}${r.over ? "  OVER BUDGET" : ""}`,
  );
const over = rows.filter((r) => r.over);
if (over.length > 0) {
  console.error(`${over.length} route(s) over the JavaScript budget (static ${JS_BUDGET_KB.static} kB, interactive ${JS_BUDGET_KB.interactive} kB gzip).`);
  process.exit(1);
}
