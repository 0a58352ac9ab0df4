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
import path from "node:path";
import { pathToFileURL } from "node:url";
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

async function handlerFor(renderer: string, paths: readonly string[]): Promise<Handler> {
  const entry = path.join(renderer, RENDERER_SERVER, "index.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: a full \`npm run build\` makes it`);
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  // The build knows the paths React Router was told to prerender: a page added since is one more.
  for (const page of paths) if (!build.prerender.includes(page)) build.prerender.push(page);
  const { createRequestHandler } = await import("react-router");
  // What React Router sets for its own prerender: the loaders may tell a build's request from a visitor's.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  return createRequestHandler(build as unknown as Parameters<typeof createRequestHandler>[0], "production") as Handler;
}

/** Writes each path's index.html into client, where React Router's prerender writes it. */
export async function renderPages(renderer: string, paths: readonly string[], client: string): Promise<void> {
  const handler = await handlerFor(renderer, paths);
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

/** A digest of the renderer's code and the scripts its pages name: pages rendered by another are all rendered again. */
export function rendererDigest(renderer: string): string {
  const hash = createHash("sha256");
  for (const file of [path.join(RENDERER_SERVER, "index.js"), RENDERER_MANIFEST]) {
    const full = path.join(renderer, file);
    hash.update(existsSync(full) ? readFileSync(full) : "missing");
  }
  return hash.digest("hex").slice(0, 32);
}
