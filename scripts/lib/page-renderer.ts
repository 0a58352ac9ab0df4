/**
 * Renders chosen pages of a site with the server build a full `npm run build` kept (vite.config.ts
 * keeps it: with ssr:false React Router deletes it after prerendering), exactly as React Router's
 * prerender does (the route data first, then the page with that data), so a page rendered here is
 * byte for byte the page a full build writes. `npm run build -- --changed-from` renders with it
 * only the pages whose inputs changed.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildDir } from "../../src/content/content-files.ts";

/** build/page-renderer: the server build and the browser scripts' manifest it renders with. */
export const pageRendererDir = () => path.join(buildDir(), "page-renderer");
export const RENDERER_SERVER = "server";
export const RENDERER_MANIFEST = "client-manifest.json";

interface ServerBuild {
  prerender: string[];
}
type Handler = (request: Request) => Promise<Response>;

async function handlerFor(renderer: string): Promise<Handler> {
  const entry = path.join(renderer, RENDERER_SERVER, "index.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: a full \`npm run build\` makes it`);
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const { createRequestHandler } = await import("react-router");
  // What React Router sets for its own prerender: the loaders may tell a build's request from a visitor's.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  return createRequestHandler(build as unknown as Parameters<typeof createRequestHandler>[0], "production") as Handler;
}

/** Writes each path's index.html into client, as React Router's prerender names it. */
export async function renderPages(renderer: string, paths: readonly string[], client: string): Promise<void> {
  const handler = await handlerFor(renderer);
  for (const page of paths) {
    const dataPath = page === "/" ? "/_root.data" : `${page.replace(/\/$/, "")}.data`;
    const dataAnswer = await handler(new Request(`http://localhost${dataPath}`));
    const data = await dataAnswer.text();
    if (dataAnswer.status !== 200 && dataAnswer.status !== 202) throw new Error(`${page}: its route data answered ${dataAnswer.status}`);
    const pagePath = `${page}/`.replace(/\/\/+/g, "/");
    const answer = await handler(new Request(`http://localhost${pagePath}`, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } }));
    const html = await answer.text();
    if (answer.status !== 200) throw new Error(`${page}: rendering it answered ${answer.status}:\n${html.slice(0, 2000)}`);
    const file = path.join(client, ...pagePath.split("/"), "index.html");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}
