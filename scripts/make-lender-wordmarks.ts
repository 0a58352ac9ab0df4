/**
 * Writes a plain SVG wordmark for every lender logo the home page lists that has no file yet.
 * They stand in for brand artwork the broker has not supplied: name only, no trade dress.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadSite } from "../src/content/load-site.ts";

const WIDTH = 200;
const HEIGHT = 64;
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

for (const { doc } of loadSite(process.cwd()).pages) {
  for (const block of doc.blocks) {
    if (block.type !== "logo-carousel") continue;
    for (const logo of block.logos) {
      const file = path.join("public", logo.src);
      if (existsSync(file)) continue;
      const size = logo.name.length > 16 ? 15 : logo.name.length > 10 ? 18 : 22;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escape(logo.name)}"><rect x="1" y="1" width="${WIDTH - 2}" height="${HEIGHT - 2}" rx="10" fill="#fff" stroke="#cbd5e1"/><text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif" font-size="${size}" font-weight="700" fill="#334155">${escape(logo.name)}</text></svg>\n`;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, svg);
      console.log(`wrote ${file}`);
    }
  }
}
