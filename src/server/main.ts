/** `npm run serve`: serves the built site on PORT (default 3000). */
import { existsSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";

const root = process.env.SITE_ROOT ?? "build/client";
const rawPort = process.env.PORT ?? "3000";
const port = Number(rawPort);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, not "${rawPort}".`);
  process.exit(2);
}
if (!existsSync(`${root}/index.html`)) {
  console.error(`No built site in ${root}/: run \`npm run build\` first (npm start does this for you).`);
  process.exit(2);
}

const server = serve({ fetch: createApp({ root }).fetch, port, hostname: process.env.HOST ?? "0.0.0.0" }, (info) => {
  console.log(`Serving ${root} on http://localhost:${info.port}`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // In-flight requests get a few seconds to finish; then the process goes regardless.
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
