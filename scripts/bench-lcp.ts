/**
 * `npm run bench:lcp [-- --runs 5 --routes /calculators/equity,/contact --network]`: each
 * calculator route's Largest Contentful Paint in Chromium with the CPU slowed 4x (a mid-range
 * phone), side by side with the same page loaded with scripts off and with a static page, so the
 * cost of the page's scripts shows as a ratio. Prints the median of the runs and the element that
 * painted last, and asserts nothing. `--network` adds Lighthouse's slow 4G (150 ms, 1.6 Mb/s).
 * Build first (`npm run build`).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser, type CDPSession } from "@playwright/test";
import { prerenderedPages } from "../src/quality/page-weight.ts";
import { CHROMIUM_ARGS, findChromium, testBrowserPath } from "../tests/chromium.ts";
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

/** The fields of CDP's PerformanceTimeline.LargestContentfulPaint this script reads (times in seconds since the epoch). */
interface LcpDetails {
  renderTime: number;
  loadTime: number;
  nodeId?: number;
  url?: string;
}

interface Paint {
  lcp: number;
  element: string;
}

/** The page's LCP once it has loaded and the network is quiet, and a short description of the element. */
async function measure(browser: Browser, url: string, scripts: boolean): Promise<Paint> {
  const context = await browser.newContext({ javaScriptEnabled: scripts, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (values.network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  }
  // The browser's own performance timeline, through CDP: a PerformanceObserver in the page would
  // never report with the page's scripts off.
  const entries: LcpDetails[] = [];
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
    if (event.lcpDetails) entries.push(event.lcpDetails as LcpDetails);
  });
  await cdp.send("PerformanceTimeline.enable", { eventTypes: ["largest-contentful-paint"] });
  await page.goto(url, { waitUntil: "networkidle" });
  const origin = await page.evaluate(() => performance.timeOrigin);
  const last = entries.at(-1);
  const paint: Paint = { lcp: last ? Number(last.renderTime || last.loadTime) * 1000 - origin : NaN, element: last ? await describe(cdp, last) : "(none)" };
  await context.close();
  return paint;
}

/** "h1", "img#hero", or the element's tag with a few words of its text. */
async function describe(cdp: CDPSession, entry: LcpDetails): Promise<string> {
  if (entry.nodeId === undefined) return entry.url ? `image ${entry.url}` : "(removed)";
  try {
    const { object } = await cdp.send("DOM.resolveNode", { backendNodeId: entry.nodeId });
    const { result } = await cdp.send("Runtime.callFunctionOn", {
      objectId: object.objectId,
      returnByValue: true,
      functionDeclaration: "function () { const text = (this.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40); return this.tagName.toLowerCase() + (this.id ? '#' + this.id : '') + (text ? ' \"' + text + '\"' : ''); }",
    });
    return String(result.value);
  } catch {
    return "(removed)";
  }
}

const median = (numbers: number[]) => {
  const sorted = numbers.filter((n) => !Number.isNaN(n)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
/** The element most runs named. */
const usual = (names: string[]) => [...names.reduce((counts, name) => counts.set(name, (counts.get(name) ?? 0) + 1), new Map<string, number>())].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";

const scratch = mkdtempSync(path.join(tmpdir(), "bench-lcp-"));
const server = await startServerProcess({ PORT: "0", LEADS_DB: path.join(scratch, "leads.sqlite") }, { entry: "build/node-server/main.mjs" });
const browser = await chromium.launch({ executablePath: findChromium() ?? testBrowserPath(), args: CHROMIUM_ARGS });
try {
  console.log(`LCP, median of ${runs} runs, CPU 4x slower${values.network ? ", slow 4G" : ""}, 412 px phone`);
  console.log(["route", "LCP ms", "no script ms", "ratio", "element"].join("\t"));
  for (const route of [STATIC, ...routes.filter((route) => route !== STATIC)]) {
    const withScripts: Paint[] = [];
    const without: Paint[] = [];
    // Alternate the two, so a busy moment on the machine falls on both alike.
    for (let run = 0; run < runs; run++) {
      withScripts.push(await measure(browser, server.url + route, true));
      without.push(await measure(browser, server.url + route, false));
    }
    const lcp = median(withScripts.map((paint) => paint.lcp));
    const bare = median(without.map((paint) => paint.lcp));
    console.log([route, lcp.toFixed(0), bare.toFixed(0), (lcp / bare).toFixed(2), usual(withScripts.map((paint) => paint.element))].join("\t"));
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
