/**
 * What `npm run build` prints by default: its own steps' one-line reports, anything unexpected, and
 * a closing summary with the figures that matter; not the ~190 routine lines `react-router build`
 * prints (a line per prerendered file, Vite's banners and chunk tables, plugin timings). `--verbose`
 * prints everything as it comes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { kB, pageWeight, prerenderedPages, type PageWeight } from "./page-weight.ts";

/** Lines a build prints every time, which say nothing a person needs unless something is wrong. */
const ROUTINE = [
  // @react-router/dev 7 passes Vite 8 the old option for its own internal servers, not this
  // project's config (remix-run/react-router#15229, fixed in the 8.x line by #15230).
  /^The `envFile` option is deprecated, please use `envDir: false` instead\.$/,
  /^Using Vite Environment API \(experimental\)$/,
  /^vite v\S+ building \S+ environment for production\.\.\.$/,
  /^transforming\.\.\.$/,
  /^✓ \d+ modules transformed\.$/,
  /^rendering chunks\.\.\.$/,
  /^computing gzip size\.\.\.$/,
  /^build\/\S+(\s+[\d.]+ kB.*)?$/,
  /^✓ built in [\d.]+m?s$/,
  /^✓ \d+ assets? (cleaned from|moved from) React Router server build/,
  /^Prerender \((html|data)\): /,
  /^Removing the server build in .* due to ssr:false$/,
];
/** Rolldown's plugin-timings paragraph: from its first line to the next blank one. */
const TIMINGS_START = /^\[PLUGIN_TIMINGS\]/;

// eslint-disable-next-line no-control-regex -- terminal colours are what is being removed
const COLOURS = /\x1b\[[0-9;]*m/g;

/** The lines worth showing by default, in order (blank lines are not). */
export function quietLines<T>(lines: T[], text: (line: T) => string = String): T[] {
  const shown: T[] = [];
  let inTimings = false;
  for (const line of lines) {
    const plain = text(line).replace(COLOURS, "").trimEnd();
    if (TIMINGS_START.test(plain)) inTimings = true;
    if (inTimings) {
      if (plain === "") inTimings = false;
      continue;
    }
    if (plain === "" || ROUTINE.some((pattern) => pattern.test(plain))) continue;
    shown.push(line);
  }
  return shown;
}

/** A file's gzipped size: its .gz copy's when the build wrote one, else measured now. */
function gzipSize(file: string): number {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * The figures that matter, from the built files: how many pages, what each makes a visitor download
 * before it works (its critical path, as `npm run size` measures it), and the scripts loaded later.
 */
export function summaryLines(clientDir: string): { pages: number; sizes: string[] } {
  const weights = prerenderedPages(clientDir).map(([route, file]) => pageWeight(clientDir, route, file));
  const total = (w: PageWeight) => w.htmlGzip + w.cssGzip + w.jsGzip;
  // Styles are inlined in the HTML today, so a part that weighs nothing is left out.
  const parts = (w: PageWeight) =>
    [["HTML", w.htmlGzip] as const, ["CSS", w.cssGzip] as const, ["JS", w.jsGzip] as const]
      .filter(([, bytes]) => bytes > 0)
      .map(([name, bytes]) => `${name} ${kB(bytes)}`)
      .join(" + ") + " kB";
  const heaviest = weights.reduce<PageWeight | undefined>((a, b) => (!a || total(b) > total(a) ? b : a), undefined);
  const assetsDir = path.join(clientDir, "assets");
  const scripts = (existsSync(assetsDir) ? readdirSync(assetsDir).filter((name) => name.endsWith(".js")) : []).map((name) => ({
    name,
    gzip: gzipSize(path.join(assetsDir, name)),
  }));
  const largest = scripts.reduce((a, b) => (b.gzip > a.gzip ? b : a), scripts[0] ?? { name: "-", gzip: 0 });
  const sizes = heaviest
    ? [
        `  pages     ${kB(Math.min(...weights.map(total)))}–${kB(total(heaviest))} kB gzip each before it works (HTML, CSS and JS); heaviest ${heaviest.route}: ${parts(heaviest)}`,
        `  scripts   ${scripts.length} files, ${kB(scripts.reduce((sum, f) => sum + f.gzip, 0))} kB gzip in all, each loaded when a page needs it (largest ${largest.name}, ${kB(largest.gzip)} kB)`,
        "  budgets   npm run size checks each page's critical path against its class's",
      ]
    : [];
  return { pages: weights.length, sizes };
}
