/**
 * `npm run size`: prints, per built route, its class (static or interactive, from its blocks) and
 * the gzipped HTML, CSS and critical-path JavaScript against the class's budget; exits 1 when a
 * route is over budget.
 */
import { existsSync } from "node:fs";
import { loadSite } from "../src/content/load-site.ts";
import { budgetReport, JS_BUDGET_KB } from "./lib/js-budget.ts";
import { kB } from "./lib/page-weight.ts";

const clientDir = process.argv[2] ?? "build/client";
if (!existsSync(clientDir)) {
  console.error(`No build in ${clientDir}: run \`npm run build\` first.`);
  process.exit(2);
}
const rows = budgetReport(clientDir, loadSite(process.cwd()));
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
