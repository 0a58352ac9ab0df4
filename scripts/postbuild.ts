/**
 * After `react-router build`: writes sitemap.xml and robots.txt from the route list, drops the SPA
 * fallback (every route is prerendered, unknown paths get the 404 page), and precompresses text
 * files with brotli and gzip so the server can send them without compressing on each request.
 */
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadContent } from "../src/content/load-content.ts";
import { canonicalUrl } from "../src/site/head-tags.ts";

const CLIENT_DIR = "build/client";
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|data|json)$/;

const { site, pages } = loadContent();
const urls = pages
  .filter(({ doc }) => doc.status !== 404 && doc.indexable !== false)
  .map(({ doc }) => canonicalUrl(site, doc.path))
  .sort();
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${url}</loc></url>`).join("\n")}
</urlset>
`;
writeFileSync(path.join(CLIENT_DIR, "sitemap.xml"), sitemap);
writeFileSync(path.join(CLIENT_DIR, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
rmSync(path.join(CLIENT_DIR, "__spa-fallback.html"), { force: true });

let compressed = 0;
const walk = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size > 512) {
      const body = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      compressed++;
    }
  }
};
walk(CLIENT_DIR);
console.log(`postbuild: sitemap.xml lists ${urls.length} pages; ${compressed} files precompressed`);
