/**
 * The production server: serves the prerendered site from build/client with the right status,
 * content types, compression and caching. Unknown paths get the prerendered not-found page with
 * a real 404 status.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";

export interface AppOptions {
  /** The folder of prerendered files, normally build/client. */
  root: string;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

function cacheControl(filePath: string): string {
  // Vite puts a content hash in every file name under assets/, so those never change.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return `public, max-age=${ONE_YEAR}, immutable`;
  if (/\.(html|data)(\.br|\.gz)?$/.test(filePath) || filePath.endsWith(path.sep)) return "no-cache";
  return "public, max-age=3600";
}

export function createApp({ root }: AppOptions): Hono {
  const notFoundHtml = readFileSync(path.join(root, "404", "index.html"), "utf8");
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  });
  app.use(compress());

  app.get("/healthz", (c) => c.json({ ok: true }));

  // The not-found page's own address is not a page of the site either.
  app.get("/404", (c) => c.html(notFoundHtml, 404));

  app.use(
    serveStatic({
      root,
      precompressed: true,
      onFound(filePath: string, c: Context) {
        c.header("Cache-Control", cacheControl(filePath));
        // The router's data files are turbo-stream payloads.
        if (/\.data(\.br|\.gz)?$/.test(filePath)) c.header("Content-Type", "text/x-script; charset=utf-8");
      },
    }),
  );

  app.notFound((c) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.text("Method Not Allowed", 405);
    if (c.req.path.endsWith(".data")) return c.text("Not Found", 404);
    c.header("Cache-Control", "no-cache");
    return c.html(notFoundHtml, 404);
  });
  return app;
}
