/**
 * `npm run bench:lcp [-- --runs 5 --routes /calculators/equity,/contact --network]`: each
 * calculator route's Largest Contentful Paint in Chromium with the CPU slowed 4x (a mid-range
 * phone), side by side with the same page loaded with scripts off and with a static page, so the
 * cost of the page's scripts shows as a ratio. Prints the median of the runs and the element that
 * painted last, and asserts nothing; a load whose browser recorded no LCP is left out of the
 * medians and counted in the row's note. `--network` adds Lighthouse's slow 4G (150 ms, 1.6 Mb/s).
 * Build first (`npm run build`).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { prerenderedPages } from "./lib/page-weight.ts";
import { CHROMIUM_ARGS, findChromium, testBrowserPath } from "../tests/chromium.ts";
import { costCells, scriptCost } from "./lib/lcp.ts";
import { startServerProcess } from "./lib/server-process.ts";

const CLIENT = "build/client";
const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, routes: { type: "string" }, network: { type: "boolean", default: false } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
  console.error("--runs must be a whole number from 1 to 15");
  process.exit(2);
}
if (!existsSync(path.join(CLIENT, "index.html"))) {
  console.error("No build in build/client: run `npm run build` first.");
  process.exit(2);
}
const built = prerenderedPages(CLIENT).map(([route]) => route);
const routes = values.routes?.split(",") ?? built.filter((route) => route.startsWith("/calculators/"));
const unknown = routes.filter((route) => !built.includes(route));
if (unknown.length) {
  console.error(`No built route ${unknown.join(", ")}; the routes are: ${built.join(", ")}`);
  process.exit(2);
}
/** A page with no island and little script, for scale. */
const STATIC = "/faq";

const scratch = mkdtempSync(path.join(tmpdir(), "bench-lcp-"));
const server = await startServerProcess({ PORT: "0", LEADS_DB: path.join(scratch, "leads.sqlite") }, { entry: "build/node-server/main.mjs" });
const browser = await chromium.launch({ executablePath: findChromium() ?? testBrowserPath(), args: CHROMIUM_ARGS });
try {
  console.log(`LCP, median of ${runs} runs, CPU 4x slower${values.network ? ", slow 4G" : ""}, 412 px phone`);
  console.log(["route", "LCP ms", "no script ms", "ratio", "flag", "element", "note"].join("\t"));
  for (const route of [STATIC, ...routes.filter((route) => route !== STATIC)]) {
    const cost = await scriptCost(browser, server.url + route, runs, values.network);
    console.log([route, ...costCells(cost)].join("\t"));
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
