/**
 * `npm run screenshot:all -- <origin> <out-dir> [widths] [routes]`: full-page screenshots of every
 * built route (build/client) at each width (default 390,1280) with one browser, named
 * `<route>-<width>.png` (`home` for /), for judging every page as a visitor would.
 * `routes` is an optional comma-separated list to take only some of them. Each page is also cut
 * into screen-sized parts (`<route>-<width>-<n>.png`), which stay legible when viewed one by one.
 * `--site DIR` takes the routes of another site's build (DIR/build/client), served at <origin>.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { prerenderedPages } from "./lib/page-weight.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/chromium.ts";
import { builtClientDir, takeSiteOption } from "./lib/site-option.ts";

const USAGE = "usage: npm run screenshot:all -- http://127.0.0.1:3000 shots/ [390,1280] [/,/faq] [--site DIR]";
const { rest } = takeSiteOption(process.argv.slice(2), (problem) => {
  console.error(`screenshot:all: ${problem}\n${USAGE}`);
  process.exit(2);
});
const [origin, outDir, widthList = "390,1280", routeList] = rest;
if (!origin || !outDir) {
  console.error(USAGE);
  process.exit(2);
}
const widths = widthList.split(",").map(Number);
const wanted = routeList?.split(",");
const routes = prerenderedPages(builtClientDir())
  .map(([route]) => route)
  .filter((route) => !wanted || wanted.includes(route));
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
    const file = path.join(outDir, `${name}-${width}.png`);
    await page.goto(origin + route, { waitUntil: "networkidle" });
    // Scroll through once, so lazily loaded content (images, the booking widget) is in the picture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((done) => requestAnimationFrame(() => done(null)));
      }
      window.scrollTo(0, 0);
      // Images still lazy (e.g. carousel slides outside the strip) would never load: ask for them now.
      for (const img of document.images) img.loading = "eager";
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    });
    await page.screenshot({ path: file, fullPage: true });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const part = width < 800 ? 1000 : Math.round(width * 1.4);
    for (let y = 0, n = 1; y < height; y += part, n++) {
      const clip = { x: 0, y, width, height: Math.min(part, height - y) };
      await page.screenshot({ path: file.replace(/\.png$/, `-${n}.png`), fullPage: true, clip });
    }
    console.log(`wrote ${file}`);
  }
  await page.close();
}
await browser.close();
