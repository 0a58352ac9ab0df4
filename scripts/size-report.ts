/** `npm run size`: prints, per built route, the gzipped HTML, CSS and critical-path JavaScript. */
import { existsSync } from "node:fs";
import { kB, pageWeight, prerenderedPages } from "../src/quality/page-weight.ts";

const clientDir = process.argv[2] ?? "build/client";
if (!existsSync(clientDir)) {
  console.error(`No build in ${clientDir}: run \`npm run build\` first.`);
  process.exit(2);
}
const rows = prerenderedPages(clientDir).map(([route, file]) => pageWeight(clientDir, route, file));
const width = Math.max(...rows.map((r) => r.route.length));
console.log(`${"route".padEnd(width)}  html kB  css kB  js kB (gzip)`);
for (const r of rows) console.log(`${r.route.padEnd(width)}  ${kB(r.htmlGzip).padStart(7)}  ${kB(r.cssGzip).padStart(6)}  ${kB(r.jsGzip).padStart(5)}`);
