/**
 * `npm run serve`: serves the built site and takes form posts. Settings come from the environment
 * (see config.ts and the README); anything wrong with them stops the start with a plain message.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { pino } from "pino";
import type { SiteConfig } from "../generated/content-types.ts";
import { SITE_FILE } from "../content/content-files.ts";
import { siteOrigin } from "../content/site-origin.ts";
import { createApp } from "./app.ts";
import { ConfigError, readConfig, type ServerConfig } from "./config.ts";
import { formNames } from "./form-submissions.ts";
import { thankYouPath } from "./lead-intake.ts";
import { createLeadNotifier } from "./lead-notifier.ts";
import { LeadsDb, LeadsDbError } from "./leads-db.ts";
import { RateLimiter } from "./rate-limit.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const site = JSON.parse(readFileSync(SITE_FILE, "utf8")) as SiteConfig;
let config: ServerConfig;
try {
  config = readConfig(process.env, [siteOrigin(site), new URL(site.origin).origin]);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const root = config.siteRoot;
if (!existsSync(path.join(root, "index.html"))) fail(`No built site in ${root}/: run \`npm run build\` first (npm start does this for you).`);
const missingThanks = formNames().filter((form) => !existsSync(path.join(root, thankYouPath(form), "index.html")));
if (missingThanks.length)
  fail(`The built site has no thank-you page for ${missingThanks.join(", ")}: add pages.config/pages/thank-you/<form>.json and run \`npm run build\`.`);

let db: LeadsDb;
try {
  db = new LeadsDb(config.leadsDb, config.addressSalt);
} catch (error) {
  if (error instanceof LeadsDbError) fail(error.message);
  throw error;
}

const logger = pino({ level: config.logLevel, base: undefined });
const notifier = createLeadNotifier({
  smtpUrl: config.smtpUrl,
  notifyTo: config.notifyTo,
  notifyFrom: config.notifyFrom,
  webhookUrl: config.webhookUrl,
  logger,
  onNotified: (id) => db.markNotified(id),
});
// Leads stored while the mail server was down, or just before a restart, are announced now.
if (notifier) for (const lead of db.unnotified(new Date(Date.now() - 7 * 24 * 3600 * 1000))) notifier.notify(lead);

const app = createApp({
  root,
  logger,
  leads: {
    db,
    limiter: new RateLimiter(config.postsPerMinute, config.postBurst),
    notifier,
    site,
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
  },
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  // Said whatever LOG_LEVEL is: whoever started the server needs to know where it listens.
  console.log(JSON.stringify({ msg: `Serving ${root} on http://localhost:${info.port}`, port: info.port, leadsDb: config.leadsDb, notify: notifier ? "on" : "off" }));
}) as Server;

server.on("error", (error: NodeJS.ErrnoException) => {
  db.close();
  if (error.code === "EADDRINUSE") fail(`Port ${config.port} is already in use: stop the other server or set PORT to a free port.`);
  if (error.code === "EACCES") fail(`Port ${config.port} needs more privileges: choose a PORT above 1023.`);
  fail(`The server could not start: ${error.message}`);
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    // In-flight requests finish; idle keep-alive connections would otherwise hold close() open.
    server.close(() => {
      void (notifier?.drain(3000) ?? Promise.resolve()).then(() => {
        db.close();
        process.exit(0);
      });
    });
    server.closeIdleConnections();
    setTimeout(() => {
      db.close();
      process.exit(0);
    }, 10_000).unref();
  });
}
