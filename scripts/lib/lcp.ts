/**
 * A page's Largest Contentful Paint with its scripts and of the same HTML with scripts off, in
 * Chromium on a mid-range phone (CPU 4x slower): their ratio is what the page's scripts cost the
 * first screen. Used by `npm run bench:lcp` and `npm run audit`; figures are printed, never asserted.
 */
import type { Browser, CDPSession } from "@playwright/test";

/** A route whose LCP with scripts is more than this times its LCP without is flagged: its scripts hold up the first screen. */
export const LCP_RATIO_FLAG = 1.1;

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
async function measure(browser: Browser, url: string, scripts: boolean, network: boolean): Promise<Paint> {
  const context = await browser.newContext({
    javaScriptEnabled: scripts,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
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
      functionDeclaration:
        "function () { const text = (this.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40); return this.tagName.toLowerCase() + (this.id ? '#' + this.id : '') + (text ? ' \"' + text + '\"' : ''); }",
    });
    return String(result.value);
  } catch {
    return "(removed)";
  }
}

export const median = (numbers: number[]) => {
  const sorted = numbers.filter((n) => !Number.isNaN(n)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
/** The element most runs named. */
const usual = (names: string[]) =>
  [...names.reduce((counts, name) => counts.set(name, (counts.get(name) ?? 0) + 1), new Map<string, number>())].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";

export interface ScriptCost {
  /** Medians, in ms from the navigation's start. */
  lcp: number;
  bare: number;
  ratio: number;
  /** The element most runs with scripts painted last. */
  element: string;
}

/** `runs` loads with scripts and `runs` without, alternated so a busy moment on the machine falls on both alike. */
export async function scriptCost(browser: Browser, url: string, runs: number, network = false): Promise<ScriptCost> {
  const withScripts: Paint[] = [];
  const without: Paint[] = [];
  for (let run = 0; run < runs; run++) {
    withScripts.push(await measure(browser, url, true, network));
    without.push(await measure(browser, url, false, network));
  }
  const lcp = median(withScripts.map((paint) => paint.lcp));
  const bare = median(without.map((paint) => paint.lcp));
  return { lcp, bare, ratio: lcp / bare, element: usual(withScripts.map((paint) => paint.element)) };
}

/** "over 1.10" for a flagged ratio, else "". */
export const ratioFlag = (ratio: number) => (ratio > LCP_RATIO_FLAG ? `over ${LCP_RATIO_FLAG.toFixed(2)}` : "");
