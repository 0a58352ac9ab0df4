/**
 * `npm run serve`: serves the built site and takes form posts. Settings come from the environment
 * (see config.ts and docs/server.md); anything wrong with them — or a lead store that cannot take a
 * write — stops the start with a plain message.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { pino } from "pino";
import { contentRoot, editorClientDir, SITE_FILE } from "../content/content-files.ts";
import { siteOrigin } from "../content/site-origin.ts";
import { liveRootAtStart, Publisher } from "../admin/publish/engine.ts";
import { PublishFollower } from "../admin/publish/follow.ts";
import { LiveSite } from "./live-site.ts";
import { logOverdueFacts, mailOverdueFacts, OVERDUE_FACTS_EVERY_MS } from "./overdue-facts.ts";
import { isTimeZone, keepOfficeTimeIn, UNREAD_SITE_TIME_ZONE } from "../lib/dates.ts";
import { checkOnThreads } from "../editor/server/check-threads.ts";
import { createApp, type BackOfficeOptions } from "./app.ts";
import { TrustedProxies } from "./client-address.ts";
import { ConfigError, readConfig, type ServerConfig } from "./config.ts";
import { capConnectionsPerClient } from "./connection-cap.ts";
import { thankYouPath } from "../lib/thank-you-path.ts";
import { createLeadNotifier } from "./lead-notifier.ts";
import { applyRetention, RETENTION_EVERY_MS } from "./lead-retention.ts";
import { LeadStoreError, NOTIFY_CLAIM_MS } from "../storage/lead-store.ts";
import type { Storage } from "../storage/storage.ts";
import { openLeadStore } from "./open-lead-store.ts";
import { RateLimiter } from "./rate-limit.ts";
import { followSiteFile } from "./site-settings.ts";
import { loadSiteFormValidators } from "./site-form-validators.ts";
import { isFormName } from "../generated/forms.ts";

/** The editor page the back office serves at /admin/content/, as scripts/build-editor.ts builds it. */
const EDITOR_CLIENT_DIR = editorClientDir();
/** A lead form needs seconds, not minutes: a client dripping its request is cut off. */
const SERVER_LIMITS = { requestTimeoutMs: 10_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, checkEveryMs: 1_000 };
/** Leads older than this are not announced any more; staff see them in `npm run leads`. */
const ANNOUNCE_WITHIN_MS = 7 * 24 * 3600 * 1000;
/** How often each instance looks for leads nobody announced (an instance died, say). */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

// The form handling reads the settings as publishes change them; the origins allowed to post are fixed at start.
const siteNow = followSiteFile(path.join(contentRoot(), SITE_FILE));
const site = siteNow();
// Staff read times and days where the office is, whatever zone the server runs in.
if (site.timeZone !== undefined && !isTimeZone(site.timeZone))
  fail(`${SITE_FILE}: timeZone "${site.timeZone}" is not a time zone: write its IANA name, e.g. "Europe/London", then run \`npm run validate\`.`);
keepOfficeTimeIn(site.timeZone ?? UNREAD_SITE_TIME_ZONE);
let config: ServerConfig;
try {
  config = readConfig(process.env, [siteOrigin(site), new URL(site.origin).origin]);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const root = config.siteRoot;
if (!existsSync(path.join(root, "index.html"))) fail(`No built site in ${root}/: run \`npm run build\` first (npm start does this for you).`);
const missingThanks = site.forms.filter((form) => !existsSync(path.join(root, thankYouPath(form), "index.html")));
if (missingThanks.length)
  fail(`The built site has no thank-you page for ${missingThanks.join(", ")}: run \`npm run build\` (it makes one for every form in ${SITE_FILE}'s "forms").`);
// The site's own forms (its forms/ folder) are checked with the validators its build compiled.
const siteForms = await loadSiteFormValidators(
  root,
  site.forms.filter((form) => !isFormName(form)),
);
if (siteForms.missing.length)
  fail(
    `The built site has no validator for its form ${siteForms.missing.join(", ")}: run \`npm run build\` (it compiles one for every form in its forms/ folder).`,
  );

const logger = pino({ level: config.logLevel, base: undefined });

let store: Storage;
try {
  store = await openLeadStore(config, {
    onPoolError: (error) => logger.warn({ err: error.message }, "a PostgreSQL connection failed; it is replaced on next use"),
  });
} catch (error) {
  if (error instanceof LeadStoreError) fail(error.message);
  throw error;
}
// Opening is not enough: a read-only file or a full disk opens fine and then loses every lead.
const writable = await store.health();
if (!writable.ok) {
  await store.close().catch(() => undefined);
  fail(`The leads database ${store.description} cannot take a write: ${writable.reason}. Fix it or point LEADS_DB/DATABASE_URL elsewhere, then start again.`);
}

const notifier = createLeadNotifier({
  smtpUrl: config.smtpUrl,
  notifyTo: config.notifyTo,
  notifyFrom: config.notifyFrom,
  webhookUrl: config.webhookUrl,
  siteUrl: config.siteUrl,
  logger,
  onNotified: (id) => store.markNotified(id),
});
// Leads stored while the mail server was down, or by an instance that stopped before announcing
// them, are claimed (so no other instance announces them too) and announced now.
const sweep = async () => {
  if (!notifier) return;
  try {
    for (const lead of await store.claimUnnotified(new Date(Date.now() - ANNOUNCE_WITHIN_MS), NOTIFY_CLAIM_MS)) notifier.notify(lead);
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "could not look for unannounced leads");
  }
};
void sweep();
const sweeper = setInterval(() => void sweep(), SWEEP_EVERY_MS);
sweeper.unref();

const retain = () => void applyRetention(store.inbox(), config.leadRetentionMonths, logger);
retain();
const retention = setInterval(retain, RETENTION_EVERY_MS);
retention.unref();

// Publishes build in a copy of this project and keep their builds beside build/client; after a
// restart without a new build, the newest published one is served (docs/deploying.md).
const releasesDir = path.resolve(process.env.PUBLISH_DIR || path.join(path.dirname(path.resolve(root)), "releases"));
const live = new LiveSite(liveRootAtStart(root, releasesDir));
const remindOfFacts = async () => {
  const overdue = logOverdueFacts(live.current.factReviews, logger);
  if (!config.smtpUrl || overdue.length === 0) return;
  try {
    const owners = (await store.accounts().listPeople()).filter((person) => person.role === "owner").map((person) => person.email);
    await mailOverdueFacts(overdue, { smtpUrl: config.smtpUrl, from: config.notifyFrom, to: owners, siteUrl: config.siteUrl });
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "could not email the owners about figures past their review date");
  }
};
void remindOfFacts();
setInterval(() => void remindOfFacts(), OVERDUE_FACTS_EVERY_MS).unref();
const publishLog = store.publishes();
// Staff's unsaved work, kept on the server: the editor writes it, a publish takes it.
const drafts = store.drafts();
// With PostgreSQL there may be several instances: each publish keeps its build in the database,
// and every instance takes in the newest (src/admin/publish/follow.ts, docs/deploying.md).
const shared = store.sharedBuilds();
// The site's content is CONTENT_ROOT's (the project's own folder unless set); the code that builds it is this project's.
const publisher = new Publisher({
  projectRoot: contentRoot(),
  codeRoot: process.cwd(),
  live,
  releasesDir,
  log: publishLog,
  drafts,
  gitRemote: process.env.PUBLISH_GIT_REMOTE || undefined,
  builds: shared,
});
// A publish a crash cut short is finished or undone before anything else publishes (engine.ts).
try {
  const recovered = await publisher.recoverNow();
  if (recovered === "forward" || recovered === "back")
    logger.warn({ recovered }, recovered === "forward" ? "finished a publish a crash had cut short" : "undid a publish a crash had cut short");
} catch (error) {
  logger.error({ err: (error as Error).message }, "could not finish or undo a publish a crash cut short; the next publish tries again");
}
const follower = shared && new PublishFollower({ publisher, builds: shared, live, releasesDir, projectRoot: contentRoot(), logger });
follower?.start();

// The back office's content checks run on a thread of their own, not this one, which serves visitors.
checkOnThreads();
const trustedProxies = new TrustedProxies(config.trustedProxies);
// Off (BACK_OFFICE=0), /admin is not a page and none of the back office's code is loaded.
const backOffice: BackOfficeOptions = config.backOffice
  ? (await import("./back-office.ts")).backOfficeOptions({
      store,
      trustedProxies,
      require2fa: config.adminRequire2fa,
      site: siteNow,
      contentRoot: contentRoot(),
      editorClientDir: EDITOR_CLIENT_DIR,
      drafts,
      publishing: { publisher, drafts, log: publishLog },
      siteForms: siteForms.forms,
    })
  : {};
const app = createApp({
  root: live,
  logger,
  // /healthz starts from the check just made, rather than from a first probe made while the
  // machine may still be busy with the start.
  startupHealth: writable,
  leads: {
    store,
    limiter: new RateLimiter(config.postsPerMinute, config.postBurst, Date.now, undefined, config.ipv6NetworkPostMultiple),
    notifier,
    site: siteNow,
    trustedProxies,
    allowedOrigins: config.allowedOrigins,
    siteForms: siteForms.forms,
  },
  ...backOffice,
});

const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: {
      requestTimeout: SERVER_LIMITS.requestTimeoutMs,
      headersTimeout: SERVER_LIMITS.headersTimeoutMs,
      keepAliveTimeout: SERVER_LIMITS.keepAliveTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: SERVER_LIMITS.checkEveryMs,
    },
  },
  (info) => {
    // Said whatever LOG_LEVEL is: whoever started the server needs to know where it listens.
    console.log(
      JSON.stringify({
        msg: `Serving ${live.current.root} on http://localhost:${info.port}`,
        port: info.port,
        leads: store.description,
        notify: notifier ? "on" : "off",
      }),
    );
  },
) as Server;
server.maxConnections = config.maxConnections;
capConnectionsPerClient(server, { perClient: config.maxConnectionsPerClient, total: config.maxConnections, trustedProxies, logger });

server.on("error", (error: NodeJS.ErrnoException) => {
  void store.close();
  if (error.code === "EADDRINUSE") fail(`Port ${config.port} is already in use: stop the other server or set PORT to a free port.`);
  if (error.code === "EACCES") fail(`Port ${config.port} needs more privileges: choose a PORT above 1023.`);
  fail(`The server could not start: ${error.message}`);
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    clearInterval(sweeper);
    clearInterval(retention);
    follower?.stop();
    logger.info({ signal }, "shutting down: finishing requests in flight");
    // In-flight requests finish; idle keep-alive connections would otherwise hold close() open.
    server.close(() => {
      void (notifier?.drain(3000) ?? Promise.resolve()).then(() => store.close()).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
