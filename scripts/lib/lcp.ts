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

export interface Paint {
  /** Absent when the browser recorded no largest-contentful-paint entry for the load. */
  lcp?: number;
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
  const paint: Paint = last ? { lcp: Number(last.renderTime || last.loadTime) * 1000 - origin, element: await describe(cdp, last) } : { element: "(none)" };
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

/** The middle of the numbers (the upper middle of an even count), or undefined when there are none. */
export const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
/** The element most runs named. */
const usual = (names: string[]) =>
  [...names.reduce((counts, name) => counts.set(name, (counts.get(name) ?? 0) + 1), new Map<string, number>())].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";

export interface ScriptCost {
  /** Medians of the loads that recorded a paint, in ms from the navigation's start; undefined when none did. */
  lcp: number | undefined;
  bare: number | undefined;
  /** lcp / bare, when both are known. */
  ratio: number | undefined;
  /** The element most runs with scripts painted last. */
  element: string;
  /** How many loads there were on each side, and how many of them recorded no paint (left out of the medians). */
  loads: { withScripts: number; without: number; unrecordedWithScripts: number; unrecordedWithout: number };
}

const recorded = (paints: Paint[]) => paints.flatMap((paint) => (paint.lcp === undefined ? [] : [paint.lcp]));

/** The medians of the loads with scripts and without that recorded a paint, and their ratio. */
export function summarise(withScripts: Paint[], without: Paint[]): ScriptCost {
  const [painted, paintedBare] = [recorded(withScripts), recorded(without)];
  const lcp = median(painted);
  const bare = median(paintedBare);
  return {
    lcp,
    bare,
    ratio: lcp !== undefined && bare !== undefined ? lcp / bare : undefined,
    element: usual(withScripts.filter((paint) => paint.lcp !== undefined).map((paint) => paint.element)) || "(none)",
    loads: {
      withScripts: withScripts.length,
      without: without.length,
      unrecordedWithScripts: withScripts.length - painted.length,
      unrecordedWithout: without.length - paintedBare.length,
    },
  };
}

/** `runs` loads with scripts and `runs` without, alternated so a busy moment on the machine falls on both alike. */
export async function scriptCost(browser: Browser, url: string, runs: number, network = false): Promise<ScriptCost> {
  const withScripts: Paint[] = [];
  const without: Paint[] = [];
  for (let run = 0; run < runs; run++) {
    withScripts.push(await measure(browser, url, true, network));
    without.push(await measure(browser, url, false, network));
  }
  return summarise(withScripts, without);
}

/** "over 1.10" for a flagged ratio, else "". */
export const ratioFlag = (ratio: number | undefined) => (ratio !== undefined && ratio > LCP_RATIO_FLAG ? `over ${LCP_RATIO_FLAG.toFixed(2)}` : "");

const NONE = "no LCP recorded";

/** "2 of 5 loads with scripts recorded no LCP (left out)", for each side that had such loads, or "". */
function unrecordedNote({ loads }: ScriptCost) {
  const sides = [
    loads.unrecordedWithScripts && `${loads.unrecordedWithScripts} of ${loads.withScripts} loads with scripts`,
    loads.unrecordedWithout && `${loads.unrecordedWithout} of ${loads.without} loads without scripts`,
  ].filter(Boolean);
  return sides.length ? `${sides.join(" and ")} recorded no LCP (left out)` : "";
}

/** A route's row as printed: LCP ms, no-script ms, ratio, flag, element, and which loads recorded no paint. */
export const costCells = (cost: ScriptCost) => [
  cost.lcp === undefined ? NONE : cost.lcp.toFixed(0),
  cost.bare === undefined ? NONE : cost.bare.toFixed(0),
  cost.ratio === undefined ? "-" : cost.ratio.toFixed(2),
  ratioFlag(cost.ratio) || "-",
  cost.element,
  unrecordedNote(cost),
];
