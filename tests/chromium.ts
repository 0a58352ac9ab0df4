import { existsSync } from "node:fs";

/**
 * The browsers, Debian's builds (Playwright's own downloads cannot work on this machine). First
 * match wins; CHROMIUM_PATH overrides.
 *
 * The tests drive `chromium-headless-shell`: the same Blink and V8 as `chromium` (one Debian source
 * package, one version) without the desktop browser around it, which is what Playwright itself runs
 * for headless tests. The browser tier costs 40% less CPU on it (412 → 239 CPU-seconds here). The
 * full browser is the fallback, and what `npm run audit` and the screenshots use: Lighthouse's
 * figures are a visitor's Chrome's.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

const first = (candidates: ReadonlyArray<string | undefined>) => candidates.find((p): p is string => Boolean(p && existsSync(p)));

/** The browser for the tests: the headless shell, else the full browser. */
export const findTestBrowser = (): string | undefined => first([process.env.CHROMIUM_PATH, HEADLESS_SHELL, ...FULL]);

/** The full browser, as visitors run it. */
export const findChromium = (): string | undefined => first([process.env.CHROMIUM_PATH, ...FULL]);

const missing = (install: string) => new Error(`Chromium not found: run \`npx tsx scripts/ensure-chromium.ts\` (apt-get install -y ${install}).`);

export function testBrowserPath(): string {
  const found = findTestBrowser();
  if (!found) throw missing("chromium-headless-shell");
  return found;
}

export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw missing("chromium");
  return found;
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * A test's new page opens on about:blank, and its first visit to the site started a second renderer
 * process for the site (site isolation) and dropped the first: with a limit of one, the page keeps
 * the process it has. Pages of different tests are in different browser contexts, which never share
 * a process whatever the limit, and a frame of another site still gets a process of its own. 30
 * new pages each opening /faq: 5.1 → 4.2 CPU-seconds; the whole browser tier about 5 CPU-seconds
 * less (two runs each, 258.7 and 266.4 against 254.6 and 259.8).
 */
const ONE_RENDERER_WHERE_ONE_WILL_DO = ["--renderer-process-limit=1"];

/**
 * For the browser tests only: V8 stops at its baseline compilers (Ignition and Sparkplug), without
 * the optimising ones (Maglev, TurboFan). A test's page lives seconds and runs little script, so
 * optimising it is CPU spent for nothing; over ten routes loaded and checked with axe it was a
 * tenth of the browser's CPU (7.0 → 6.2 CPU-seconds). It changes how fast script runs, never
 * what it does. Not for the audit, the screenshots or the benchmarks: those measure a visitor's
 * Chrome.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--js-flags=--max-opt=1", ...ONE_RENDERER_WHERE_ONE_WILL_DO];
