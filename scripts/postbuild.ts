/**
 * After `react-router build`: writes sitemap.xml and robots.txt from the route list, drops the SPA
 * fallback (every route is prerendered, unknown paths get the 404 page) and the route data files
 * (no router runs in the browser, so nothing asks for them), copies in the browser scripts built
 * by scripts/build-client.ts, and precompresses text
 * files with brotli and gzip so the server can send them without compressing on each request.
 * Brotli's slowest, smallest setting (11) is kept for the hashed assets every visitor downloads
 * once; pages and their data use setting 6, which is about 40 times faster and about 12% larger:
 * with a thousand entries in a collection (the broker's bench:suburbs), setting 11 on every page alone took over 80 s of CPU.
 * For a static host without the server (Netlify), it copies the not-found page to 404.html and
 * writes `_headers`: the server's security headers and caching for every file (netlify-headers.ts).
 * It also draws every page's social sharing card (og:image, src/site/og-card.ts) into /og/,
 * and the AVIF, WebP and JPEG copies of the content's images (scripts/lib/image-copies.ts). Cards,
 * image copies and compressed copies an earlier build made from the same input are taken from
 * node_modules/.cache (scripts/lib/build-cache.ts).
 */
import { createHash } from "node:crypto";
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { clientEntriesDir, siteFormsCache } from "../src/client/assets.server.ts";
import { SITE_FORMS_BUILD_DIR } from "../src/server/site-form-validators.ts";
import { listFiles } from "../src/content/files.ts";
import { madeOnce } from "./lib/build-cache.ts";
import { pageInputs, writePageInputs } from "./lib/page-inputs.ts";
import { pageRendererDir, rendererDigest } from "./lib/page-renderer.ts";
import { IMAGE_CACHE, writeImageCopies } from "./lib/image-copies.ts";
import { buildDir, contentRoot } from "../src/content/content-files.ts";
import { loadSite, type LoadedSite } from "../src/content/load-site.ts";
import { FACT_REVIEWS_FILE, factReviewsOf } from "../src/lib/fact-reviews.ts";
import { formatProblem } from "../src/content/problems.ts";
import { isDemoBuild } from "../src/site/build-mode.server.ts";
import { headerRules, headersFileText, servedFiles } from "../src/server/netlify-headers.ts";
import { ogCardSvg, renderPng } from "../src/site/og-card.ts";
import { writeSitemap } from "../src/site/sitemap.ts";
import { ogImagePath } from "../src/site/urls.ts";

const CLIENT_DIR = path.join(buildDir(), "client");
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|data|json)$/;
const ASSETS_DIR = path.join(CLIENT_DIR, "assets");
const CARD_CACHE = "node_modules/.cache/og-cards";
const COMPRESSED_CACHE = "node_modules/.cache/precompressed";
/** A page's HTML file in the client folder, as the prerender names it: "/" → index.html, "/faq" → faq/index.html. */
export const pageFile = (page: string) => `${page.replace(/^\/+|\/+$/g, "")}/index.html`.replace(/^\//, "");
const contentHash = (content: string | Buffer) => createHash("sha256").update(content).digest("hex").slice(0, 32);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes each file's .br and .gz beside it. The same scripts and styles come out of most builds,
 * and brotli 11 is slow: a file's compressed copies are kept by its content, like the cards. Files
 * are compressed by zlib's asynchronous calls, which run on libuv's thread pool, a few at a time:
 * with a thousand entries in a collection this was one core compressing 1,000+ pages in turn.
 */
async function precompress(files: readonly string[]): Promise<{ compressed: number; recompressed: number }> {
  // One promise per cached copy: identical files (404.html and 404/index.html) share it, and never
  // write the same partial file at once.
  const making = new Map<string, Promise<boolean>>();
  const cachedCopies = (body: Buffer, quality: number): { cached: string; made: Promise<boolean> } => {
    const cached = path.join(COMPRESSED_CACHE, `${contentHash(body)}-br${quality}-gz9`);
    let made = making.get(cached);
    if (!made) {
      const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      made = Promise.all([
        madeOnce(`${cached}.br`, async (partial) => writeFileSync(partial, await brotliAsync(body, { params }))),
        madeOnce(`${cached}.gz`, async (partial) => writeFileSync(partial, await gzipAsync(body, { level: 9 }))),
      ]).then(([br]) => br);
      making.set(cached, made);
    }
    return { cached, made };
  };
  let recompressed = 0;
  let next = 0;
  const compressNext = async (): Promise<void> => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const { cached, made } = cachedCopies(readFileSync(file), file.startsWith(ASSETS_DIR) ? 11 : 6);
      if (await made) recompressed++;
      copyFileSync(`${cached}.br`, `${file}.br`);
      copyFileSync(`${cached}.gz`, `${file}.gz`);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, compressNext));
  return { compressed: files.length, recompressed };
}

/**
 * The work this file's header lists, for the site in root as loadSite read it (without problems); returns the
 * step's report, a line for the image copies and one for the rest.
 */
export async function postbuild(
  root: string,
  loaded: Pick<LoadedSite, "site" | "pages" | "images" | "facts" | "today">,
  { rendered, renderer = pageRendererDir() }: { rendered?: ReadonlySet<string>; renderer?: string } = {},
): Promise<string[]> {
  const { site, pages, images, facts } = loaded;
  if (!site) throw new Error("postbuild: pages.config/ has problems; no sitemap was written");
  const report: string[] = [];
  // A demo build (scripts/build.ts) gets a robots.txt that disallows all crawling.
  const urls = writeSitemap({ site, pages }, CLIENT_DIR, { demo: isDemoBuild() });
  // After a change (scripts/build-changed.ts) only the pages rendered again need their card and
  // compressed copies made again; the rest are the earlier build's, which the folder already has.
  const isNew = (page: string) => !rendered || rendered.has(page);

  let drawn = 0;
  for (const { doc } of pages.filter(({ doc }) => isNew(doc.path))) {
    const svg = await ogCardSvg(site, doc.title);
    const cached = path.join(CARD_CACHE, `${contentHash(svg)}.png`);
    if (await madeOnce(cached, async (partial) => writeFileSync(partial, await renderPng(svg)))) drawn++;
    const file = path.join(CLIENT_DIR, ogImagePath(doc));
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(cached, file);
  }
  // Before the served files are listed below, so the copies get their rule in _headers.
  const copies = await writeImageCopies(root, images, CLIENT_DIR);
  report.push(
    `images: ${copies.copies} copies of ${copies.images} image${copies.images === 1 ? "" : "s"} in ${CLIENT_DIR}; ${copies.encoded} encoded, ${copies.reused} reused from ${IMAGE_CACHE}`,
  );
  rmSync(path.join(CLIENT_DIR, "__spa-fallback.html"), { force: true });
  if (!rendered) cpSync(path.join(clientEntriesDir(), "assets"), ASSETS_DIR, { recursive: true });
  // The site's own forms' validators, beside the pages, where the server loads them (not served).
  if (!rendered && existsSync(siteFormsCache())) cpSync(siteFormsCache(), path.join(buildDir(), SITE_FORMS_BUILD_DIR), { recursive: true });
  for (const file of listFiles(CLIENT_DIR, (name) => name.endsWith(".data"))) rmSync(path.join(CLIENT_DIR, file));
  // Where static hosts (Netlify, GitHub Pages, Cloudflare Pages) look for the not-found page.
  copyFileSync(path.join(CLIENT_DIR, "404", "index.html"), path.join(CLIENT_DIR, "404.html"));
  // Read by the server, so its owners hear when a figure in this build passes its review date. Written
  // before the served files are listed, so a full build and a build after a change (whose folder
  // already holds it) list the same files in _headers.
  writeFileSync(path.join(CLIENT_DIR, FACT_REVIEWS_FILE), `${JSON.stringify(factReviewsOf(facts))}\n`);
  // Last, once every file the site serves is in place: each gets its rule.
  const { files: served, unknownAddress } = servedFiles(CLIENT_DIR);
  const headerRuleList = headerRules(served, unknownAddress);
  writeFileSync(path.join(CLIENT_DIR, "_headers"), headersFileText(headerRuleList));

  const refreshed = new Set(["404.html", "sitemap.xml", "robots.txt", ...pages.filter(({ doc }) => isNew(doc.path)).map(({ doc }) => pageFile(doc.path))]);
  const toCompress = listFiles(CLIENT_DIR, (name) => COMPRESSIBLE.test(name))
    .filter((file) => !rendered || refreshed.has(file.split(path.sep).join("/")))
    .map((rel) => path.join(CLIENT_DIR, rel))
    .filter((file) => statSync(file).size > 512);
  const { compressed, recompressed } = await precompress(toCompress);
  // The renderer the pages were rendered with: a publish's build renders with the full build's, not one of its own.
  writePageInputs(CLIENT_DIR, pageInputs(loaded, isDemoBuild() ? "demo" : "live", rendererDigest(renderer)));
  report.push(
    `postbuild: sitemap.xml lists ${urls.length} pages; ${rendered ? `${rendered.size} pages rendered again, ` : ""}${pages.filter(({ doc }) => isNew(doc.path)).length} sharing cards (${drawn} drawn afresh); 404.html and _headers (${headerRuleList.length} rules for ${served.length} files) for static hosts; ${compressed} files precompressed (${recompressed} compressed afresh)`,
  );
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = contentRoot();
  const loaded = loadSite(root);
  if (loaded.problems.length) {
    for (const problem of loaded.problems) console.error(formatProblem(problem));
    console.error("postbuild: pages.config/ has problems; no sitemap was written");
    process.exit(1);
  }
  for (const line of await postbuild(root, loaded)) console.log(line);
}
