/**
 * `npm run build` prints what a person needs by default: its steps' own reports and anything
 * unexpected, not the routine lines `react-router build` prints every time. The lines below are
 * real, from this project's build before it was quieted (a few of its 87 prerender lines and 60
 * chunk-table lines stand for the rest); a whole build's output is counted in
 * suburb-collection.test.ts, which builds a scratch copy.
 */
import { describe, expect, it } from "vitest";
import { quietLines } from "../../scripts/lib/build-output.ts";

const REACT_ROUTER_BUILD = [
  "The `envFile` option is deprecated, please use `envDir: false` instead.",
  "The `envFile` option is deprecated, please use `envDir: false` instead.",
  "The `envFile` option is deprecated, please use `envDir: false` instead.",
  "Using Vite Environment API (experimental)",
  "vite v8.3.8 building client environment for production...",
  "transforming...",
  "✓ 2577 modules transformed.",
  "rendering chunks...",
  "computing gzip size...",
  "build/client/.vite/manifest.json                                         10.04 kB │ gzip:  1.45 kB",
  "build/client/assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2   27.34 kB",
  "build/client/assets/post-form-BoPdQeTQ.js                                 0.32 kB │ gzip:  0.26 kB",
  "",
  "✓ built in 10.29s",
  "vite v8.3.8 building ssr environment for production...",
  "transforming...",
  "✓ 194 modules transformed.",
  "rendering chunks...",
  "",
  "✓ 1 asset cleaned from React Router server build.",
  "build/client/assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2",
  "✓ 1 asset moved from React Router server build to client assets.",
  "build/client/assets/app-B43jcvgp.css",
  "",
  "Prerender (data): /404 -> build/client/404.data",
  "Prerender (html): /404 -> build/client/404/index.html",
  "Prerender (data): /blog -> build/client/blog.data",
  "Prerender (html): /blog -> build/client/blog/index.html",
  "Prerender (html): SPA Fallback -> build/client/__spa-fallback.html",
  "Removing the server build in /work/wt-29d/build/server due to ssr:false",
  "computing gzip size...",
  "build/server/.vite/manifest.json                                          8.81 kB │ gzip:  1.38 kB",
  "build/server/index.js                                                   235.97 kB │ gzip: 68.07 kB",
  "",
  "✓ built in 7.25s",
  "\x1b[33m[PLUGIN_TIMINGS] \x1b[0mJavaScript callbacks ran for 7.0s of this 7.2s build (97%).",
  "The slowest callbacks, timed inside each callback (the wait before a callback starts is excluded, the time it awaits is included):",
  "  - plugin react-router writeBundle (75%, 5.4s, 1 call)",
  "  - plugin react-router:virtual-modules load (20%, 1.4s, 193 calls)",
  "Additional callback time came from callbacks under 1s.",
  "See https://rolldown.rs/reference/InputOptions.checks#bundlertimings for more details.",
  "",
];

describe("quietLines", () => {
  it("leaves out every routine line of react-router build", () => {
    expect(REACT_ROUTER_BUILD.length).toBeGreaterThan(40);
    expect(quietLines(REACT_ROUTER_BUILD)).toEqual([]);
  });

  it("keeps the steps' own reports, warnings and anything it does not know, in order", () => {
    const lines = [
      "pages.config/ is valid: 57 files checked in 1.29 s (1.17 s CPU)",
      "warning: pages.config/facts/income-tax.json:9:19  periods[0].reviewBy  the figures in force from 1 July 2025 are due for review on 30 June 2026",
      ...REACT_ROUTER_BUILD.slice(0, 20),
      "(!) Some chunks are larger than 500 kB after minification. Consider:",
      ...REACT_ROUTER_BUILD.slice(20),
      "postbuild: sitemap.xml lists 38 pages; 43 sharing cards (0 drawn afresh); 136 files precompressed",
    ];
    expect(quietLines(lines)).toEqual([lines[0], lines[1], "(!) Some chunks are larger than 500 kB after minification. Consider:", lines.at(-1)]);
  });

  it("keeps an error line that merely starts with a build path", () => {
    expect(quietLines(["build/client/index.html: ENOSPC: no space left on device"])).toHaveLength(1);
  });
});
