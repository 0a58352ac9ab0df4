/**
 * `npm run audit [-- --runs 3 --routes /,/faq]`: measures every built route and prints one row
 * each — Lighthouse (mobile preset, median of N runs) performance / accessibility / best
 * practices / SEO with LCP, CLS and TBT; JavaScript loaded (critical path and in total), HTML and
 * CSS kB gzip; Nu validator errors; axe violations by impact; and Lighthouse's LCP with scripts beside
 * its LCP of the same page with every script blocked, run after run alternately, flagging a ratio
 * over 1.10. Lighthouse simulates the phone's network and CPU from the load it records, so the
 * ratio holds still on a machine where timed loads swing by more than 10% (`npm run bench:lcp`
 * times real loads instead). A full audit writes
 * docs/audit-report.json and the table into docs/performance.md; one limited by --routes only
 * prints, and so does one of another site (`--site DIR`, its build in DIR/build/client). Build first
 * (`npm run build`).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { axeViolations } from "../tests/quality/axe.ts";
import { chromium } from "@playwright/test";
import { kB, pageWeight, prerenderedPages } from "./lib/page-weight.ts";
import { vnuErrors } from "../tests/quality/vnu.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/chromium.ts";
import { costCells, LCP_RATIO_FLAG, summarise, type Paint, type ScriptCost } from "./lib/lcp.ts";
import { auditTools, type LighthouseReport } from "./lib/audit-tools.ts";
import { startServerProcess } from "./lib/server-process.ts";
import { buildCommand, builtClientDir, takeSiteOption } from "./lib/site-option.ts";

const { rest: args, root } = takeSiteOption(process.argv.slice(2), (problem) => {
  console.error(`audit: ${problem}`);
  process.exit(2);
});
const CLIENT = builtClientDir();
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option("runs") ?? 3);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  console.error("--runs must be a whole number from 1 to 9");
  process.exit(2);
}
if (!existsSync(path.join(CLIENT, "index.html"))) {
  console.error(`No build in ${CLIENT}: run \`${buildCommand()}\` first.`);
  process.exit(2);
}
const allPages = prerenderedPages(CLIENT);
const wanted = option("routes")?.split(",");
const pages = wanted ? allPages.filter(([route]) => wanted.includes(route)) : allPages;
if (wanted && pages.length !== wanted.length) {
  console.error(`Unknown route in --routes; the routes are: ${allPages.map(([r]) => r).join(", ")}`);
  process.exit(2);
}

const scratch = mkdtempSync(path.join(tmpdir(), "audit-"));
const server = await startServerProcess({ PORT: "0", LEADS_DB: path.join(scratch, "leads.sqlite") });
const origin = server.url;
process.on("exit", () => {
  server.process.kill("SIGTERM");
  rmSync(scratch, { recursive: true, force: true });
});

/** The median of the runs that produced the figure; a run Lighthouse could not measure is left out, never sorted in. */
const median = (values: number[]) => {
  const measured = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

// Lighthouse: a fresh Chromium per route, N runs, medians.
const { lighthouse, chromeLauncher } = await auditTools();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
interface LighthouseRow {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}
const lighthouseRows = new Map<string, LighthouseRow>();
// What the scripts cost the first screen, per route: the not-found page's LCP is not a visitor's first screen.
const lcpRows = new Map<string, ScriptCost>();

async function lighthouseRun(route: string, blockedUrlPatterns?: string[]): Promise<LighthouseReport> {
  const result = await lighthouse(origin + route, { port: chrome.port, output: "json", logLevel: "error", blockedUrlPatterns });
  if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
  return result.lhr;
}

/** Why a run measured nothing, or undefined when it measured the page. */
const measuredNothing = (lhr: LighthouseReport) =>
  lhr.categories.performance?.score == null
    ? (lhr.runtimeError?.message ?? lhr.audits["largest-contentful-paint"]?.errorMessage ?? "no performance score")
    : undefined;

/** The run's LCP and the element Lighthouse names for it. */
function paintOf(lhr: LighthouseReport): Paint {
  const table = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0];
  const node =
    table && typeof table === "object" && "items" in table && Array.isArray(table.items)
      ? (table.items[0] as { node?: { nodeLabel?: string; selector?: string } })
      : undefined;
  const element = node?.node?.nodeLabel?.slice(0, 40) ?? node?.node?.selector ?? "(not named)";
  return { lcp: lhr.audits["largest-contentful-paint"]?.numericValue, element };
}

/** The route's LCP with every script request blocked (a run that measures nothing is tried once more). */
async function blockedPaint(route: string): Promise<Paint> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const lhr = await lighthouseRun(route, ["*.js"]);
    if (!measuredNothing(lhr)) return paintOf(lhr);
  }
  return { element: "(none)" };
}
// Lighthouse refuses to audit a page served with an error status, so the not-found page is left out.
const NOT_AUDITED: LighthouseRow = { performance: NaN, accessibility: NaN, bestPractices: NaN, seo: NaN, lcpMs: NaN, cls: NaN, tbtMs: NaN };
for (const [route] of pages) {
  if (route === "/404") {
    lighthouseRows.set(route, NOT_AUDITED);
    continue;
  }
  const samples: LighthouseRow[] = [];
  const withScripts: Paint[] = [];
  const blocked: Paint[] = [];
  // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) measured nothing: it is
  // run again, up to `runs` extra times, rather than counted as a score of 0.
  for (let run = 0, attempts = 0; run < runs && attempts < 2 * runs; attempts++) {
    const lhr = await lighthouseRun(route);
    const failed = measuredNothing(lhr);
    if (failed) {
      process.stderr.write(`${route}: a run measured nothing, running it again (${failed})\n`);
      continue;
    }
    run++;
    withScripts.push(paintOf(lhr));
    // The same page straight after, its scripts blocked: what the first screen costs without them.
    blocked.push(await blockedPaint(route));
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return value == null ? NaN : Math.round(value * 100);
    };
    const metric = (id: string) => {
      const audit = lhr.audits[id];
      if (audit?.numericValue === undefined) process.stderr.write(`${route} run ${run}: no ${id} (${audit?.errorMessage ?? "not reported"})\n`);
      return audit?.numericValue ?? NaN;
    };
    samples.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: metric("largest-contentful-paint"),
      cls: metric("cumulative-layout-shift"),
      tbtMs: metric("total-blocking-time"),
    });
  }
  const pick = (key: keyof LighthouseRow) => median(samples.map((s) => s[key]));
  lighthouseRows.set(route, {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
  });
  lcpRows.set(route, summarise(withScripts, blocked));
  process.stderr.write(`lighthouse ${route} done\n`);
}
await chrome.kill();

// axe and the JavaScript a visit really loads (lazy chunks included), in Playwright's Chromium.
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const axeRows = new Map<string, Record<string, number>>();
const loadedJs = new Map<string, number>();
for (const [route] of pages) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  await page.goto(origin + (route === "/404" ? "/no-such-page" : route), { waitUntil: "networkidle" });
  const violations = await axeViolations(page);
  const byImpact: Record<string, number> = {};
  for (const v of violations) byImpact[v.impact] = (byImpact[v.impact] ?? 0) + 1;
  axeRows.set(route, byImpact);
  loadedJs.set(
    route,
    [...scripts].reduce((sum, p) => sum + gzipSync(readFileSync(path.join(CLIENT, p)), { level: 9 }).length, 0),
  );
  await context.close();
}
await browser.close();
server.process.kill("SIGTERM");

// Nu validator errors per page.
const vnuErrorsByRoute = new Map<string, number>();
for (const { file } of vnuErrors(pages.map(([, f]) => f))) {
  const route = pages.find(([, f]) => f === file)?.[0] ?? file;
  vnuErrorsByRoute.set(route, (vnuErrorsByRoute.get(route) ?? 0) + 1);
}

const rows = pages.map(([route, file]) => {
  const weight = pageWeight(CLIENT, route, file);
  const lh = lighthouseRows.get(route);
  if (!lh) throw new Error(`no Lighthouse result for ${route}`);
  return {
    route,
    ...lh,
    criticalJsKb: Number(kB(weight.jsGzip)),
    loadedJsKb: Number(kB(loadedJs.get(route) ?? 0)),
    htmlKb: Number(kB(weight.htmlGzip)),
    cssKb: Number(kB(weight.cssGzip)),
    vnuErrors: vnuErrorsByRoute.get(route) ?? 0,
    axe: axeRows.get(route) ?? {},
  };
});

const shown = (value: number, digits = 0) => (Number.isNaN(value) ? "n/a" : value.toFixed(digits));
const header = "| route | perf | a11y | best | SEO | LCP ms | CLS | TBT ms | JS kB (critical / loaded) | HTML kB | CSS kB | vnu | axe |";
const table = [
  header,
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.route} | ${shown(r.performance)} | ${shown(r.accessibility)} | ${shown(r.bestPractices)} | ${shown(r.seo)} | ${shown(Math.round(r.lcpMs))} | ${shown(r.cls, 3)} | ${shown(Math.round(r.tbtMs))} | ${r.criticalJsKb} / ${r.loadedJsKb} | ${r.htmlKb} | ${r.cssKb} | ${r.vnuErrors} | ${
        Object.entries(r.axe)
          .map(([k, v]) => `${k} ${v}`)
          .join(", ") || 0
      } |`,
  ),
].join("\n");
const lcpTable = [
  `Lighthouse's LCP with scripts and of the same page with every script blocked (mobile preset: slow 4G and CPU 4x slower, simulated; median of ${runs}, the two run alternately); flagged over ${LCP_RATIO_FLAG.toFixed(2)}.`,
  "",
  "| route | LCP ms | no script ms | ratio | flag | element | note |",
  "|---|---|---|---|---|---|---|",
  ...[...lcpRows].map(([route, c]) => `| ${[route, ...costCells(c)].map((cell) => cell.replace(/\|/g, "\\|") || "-").join(" | ")} |`),
].join("\n");
console.log(table);
console.log(`\n${lcpTable}`);

if (wanted || root !== process.cwd()) {
  // The committed table is always every route of this project's site from one run of the audit, so a partial one, or another site's, is only printed.
  console.error(`${wanted ? "--routes" : "--site"} given: printed only; docs/performance.md and docs/audit-report.json are left as they are`);
  process.exit(0);
}
const stamp = new Date().toISOString();
writeFileSync("docs/audit-report.json", JSON.stringify({ measuredAt: stamp, runs, rows, lcp: Object.fromEntries(lcpRows) }, null, 2) + "\n");
const doc = "docs/performance.md";
const marker = "<!-- audit-table -->";
const existing = existsSync(doc) ? readFileSync(doc, "utf8") : `# Performance and quality\n\n${marker}\n${marker}\n`;
const [before = "", , after = ""] = existing.split(marker);
writeFileSync(
  doc,
  `${before}${marker}\nMeasured ${stamp} with \`npm run audit\` (Lighthouse ${runs} run${runs === 1 ? "" : "s"}, median; mobile preset; Debian Chromium).\n\n${table}\n\n${lcpTable}\n${marker}${after}`,
);
console.error(`wrote docs/audit-report.json and the table in ${doc}`);
process.exit(0);
