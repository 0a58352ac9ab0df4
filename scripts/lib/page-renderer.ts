/**
 * Renders the site's pages with the server build React Router's `react-router build` made, which
 * vite.config.ts keeps in build/page-renderer/ (with ssr:false React Router deletes it once it has
 * prerendered): the full build renders every page here (React Router's own prerender is given
 * the home page alone), and `npm run build -- --changed-from` only the pages whose inputs changed,
 * so both write a page the same way. Unlike React Router's prerender it asks for no route data
 * first: the pages load none of React Router's scripts (root.tsx renders no <Scripts/>), so that
 * data is in no page (the 44 pages were the same bytes with it and without it, and the .data
 * files postbuild deleted were never served), and asking for it ran every loader twice.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { buildDir } from "../../src/content/content-files.ts";

/** build/page-renderer: the server build and the browser scripts' manifest it renders with. */
export const pageRendererDir = () => path.join(buildDir(), "page-renderer");
export const RENDERER_SERVER = "server";
export const RENDERER_MANIFEST = "client-manifest.json";

interface ServerBuild {
  /** The paths the build may render; any other, ssr:false renders as an empty single-page shell. */
  prerender: string[];
}
type Handler = (request: Request) => Promise<Response>;

/** The renderer's server build, checked to be there: a full `npm run build` makes it. */
function rendererEntry(renderer: string): string {
  const entry = path.join(renderer, RENDERER_SERVER, "index.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: a full \`npm run build\` makes it`);
  return entry;
}

async function handlerFor(renderer: string, paths: readonly string[]): Promise<Handler> {
  const build = (await import(pathToFileURL(rendererEntry(renderer)).href)) as ServerBuild;
  // The build knows the paths React Router was told to prerender: a page added since is one more.
  for (const page of paths) if (!build.prerender.includes(page)) build.prerender.push(page);
  const { createRequestHandler } = await import("react-router");
  // What React Router sets for its own prerender: the loaders may tell a build's request from a visitor's.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  return createRequestHandler(build as unknown as Parameters<typeof createRequestHandler>[0], "production") as Handler;
}

/** Renders each page and writes its index.html into client, where React Router's prerender writes it. */
async function renderHere(handler: Handler, paths: readonly string[], client: string): Promise<void> {
  for (const page of paths) {
    const pagePath = `${page}/`.replace(/\/\/+/g, "/");
    const answer = await handler(new Request(`http://localhost${pagePath}`));
    const html = await answer.text();
    if (answer.status !== 200) throw new Error(`${page}: rendering it answered ${answer.status}:\n${html.slice(0, 2000)}`);
    const file = path.join(client, ...pagePath.split("/"), "index.html");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}

/**
 * How many threads render the pages, when set: to compare one thread with several (a test, a
 * benchmark). Unset, one a core once there are enough pages to be worth a thread.
 */
export const RENDER_THREADS_VARIABLE = "PRERENDER_THREADS";

/**
 * Below this many pages the pages are rendered on this thread: a worker loads the renderer and the
 * content again (about a CPU-second each), more than a publish's few pages cost.
 */
const PAGES_PER_WORKER = 150;

/**
 * A worker's code, as text: the same on a thread of `tsx scripts/build.ts` and of the publish
 * job's bundle, where a worker file beside this module does not exist. It renders what it is
 * given exactly as renderHere does (the two must write the same bytes; build-changed.test.ts and
 * a full build's hash listing compare them) and answers with the failure, if any.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const { mkdirSync, writeFileSync } = require("node:fs");
const path = require("node:path");
(async () => {
  const { entry, reactRouter, paths, client } = workerData;
  const build = await import(entry);
  for (const page of paths) if (!build.prerender.includes(page)) build.prerender.push(page);
  const { createRequestHandler } = await import(reactRouter);
  const handler = createRequestHandler(build, "production");
  for (const page of paths) {
    const pagePath = (page + "/").replace(/\\/\\/+/g, "/");
    const answer = await handler(new Request("http://localhost" + pagePath));
    const html = await answer.text();
    if (answer.status !== 200) throw new Error(page + ": rendering it answered " + answer.status + ":\\n" + html.slice(0, 2000));
    const file = path.join(client, ...pagePath.split("/"), "index.html");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
})().then(
  () => parentPort.postMessage({ failed: null }),
  (error) => parentPort.postMessage({ failed: error instanceof Error ? error.stack || error.message : String(error) }),
);
`;

/** Renders paths on a worker thread; rejects with what went wrong there. */
function renderOnWorker(renderer: string, paths: readonly string[], client: string): Promise<void> {
  const workerData = { entry: pathToFileURL(rendererEntry(renderer)).href, reactRouter: import.meta.resolve("react-router"), paths, client };
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_CODE, { eval: true, workerData });
    let answered = false;
    worker.on("message", ({ failed }: { failed: string | null }) => {
      answered = true;
      if (failed === null) resolve();
      else reject(new Error(failed));
    });
    worker.on("error", reject);
    worker.on("exit", (code) => answered || reject(new Error(`a rendering thread stopped (exit ${code}) before it finished`)));
  });
}

/**
 * Writes each path's index.html into client. Many pages (a full build: 1,034 with a collection of
 * a thousand entries, the broker's bench:suburbs) are shared among worker threads, one a core: each page is rendered on its own,
 * so the order and the thread make no difference to the bytes.
 */
export async function renderPages(renderer: string, paths: readonly string[], client: string): Promise<void> {
  const threads = Number(process.env[RENDER_THREADS_VARIABLE]) || Math.min(availableParallelism(), Math.floor(paths.length / PAGES_PER_WORKER));
  if (threads < 2) return renderHere(await handlerFor(renderer, paths), paths, client);
  // Set before the workers start: each takes a copy of this environment.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  // Every thread-th page: the reports are alike, so each thread gets the same share of the work.
  const shares = Array.from({ length: threads }, (_, k) => paths.filter((_, i) => i % threads === k));
  await Promise.all(shares.map((share) => renderOnWorker(renderer, share, client)));
}

/** A digest of the renderer's code and the scripts its pages name: pages rendered by another are all rendered again. */
export function rendererDigest(renderer: string): string {
  const hash = createHash("sha256");
  for (const file of [path.join(RENDERER_SERVER, "index.js"), RENDERER_MANIFEST]) {
    const full = path.join(renderer, file);
    hash.update(existsSync(full) ? readFileSync(full) : "missing");
  }
  return hash.digest("hex").slice(0, 32);
}
