/**
 * The production server: serves the prerendered site from build/client with the right status,
 * content types, compression, caching and security headers, and takes the site's form posts
 * (lead-intake.ts). Unknown paths get the prerendered not-found page with a real 404 status, and
 * so do the not-found page's own addresses; a page asked for at its other address (with or without
 * the trailing slash its canonical link does not have) is sent to its canonical one with a 301.
 */
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import type { Logger } from "pino";
import type { AdminOptions } from "../admin/admin-app.tsx";
import type { AdminEnv } from "../admin/guard.tsx";
import { TrustedProxies } from "./client-address.ts";
import { createHealthCheck } from "./health-check.ts";
import { forwardedHeaders, isClientAbort, registerLeadIntake, type LeadIntakeOptions } from "./lead-intake.ts";
import type { StoreHealth } from "../storage/lead-store.ts";
import { LiveSite, type SiteBuild } from "./live-site.ts";
import { backOfficePolicy, baseSecurityHeaders } from "./security-headers.ts";

/**
 * The back office at /admin (src/admin), or none: then /admin is not a page. `backOffice` is
 * createAdminApp, passed in by the caller so that a server with the back office off (main.ts,
 * BACK_OFFICE=0) never loads its code.
 */
export type BackOfficeOptions = { admin?: undefined; backOffice?: undefined } | { admin: AdminOptions; backOffice: (options: AdminOptions) => Hono<AdminEnv> };

export type AppOptions = SiteAppOptions & BackOfficeOptions;

interface SiteAppOptions {
  /** The folder of prerendered files, normally build/client, or the live build a publish switches. */
  root: string | LiveSite;
  /** Form handling; without it the server only serves pages (POST / answers 405). */
  leads?: Omit<LeadIntakeOptions, "logger">;
  logger?: Logger;
  /** The lead store's verdict at start-up, which /healthz answers while it is fresh. */
  startupHealth?: StoreHealth;
}

export function createApp({ root, leads, logger, startupHealth, admin, backOffice }: AppOptions): Hono {
  const live = typeof root === "string" ? new LiveSite(root) : root;
  // The build live when a request arrived, which serves all of it even if a publish switches meanwhile.
  const builds = new WeakMap<Request, SiteBuild>();
  const siteOf = (c: Context) => builds.get(c.req.raw) ?? live.current;
  const forwarded = forwardedHeaders(leads?.trustedProxies ?? new TrustedProxies([]), logger);
  const health = leads ? createHealthCheck(leads.store, { initial: startupHealth }) : undefined;
  const app = new Hono();
  app.use(async (c, next) => {
    builds.set(c.req.raw, live.current);
    await next();
  });

  app.onError((error, c) => {
    // A visitor who went away mid-request is not a server fault; there is no one left to answer.
    if (isClientAbort(error)) {
      logger?.info({ outcome: "client aborted", method: c.req.method, path: c.req.path }, "client closed the connection mid-request");
      return c.text("Client Closed Request", 400);
    }
    logger?.error({ method: c.req.method, path: c.req.path, err: { message: error.message, stack: error.stack } }, "request failed");
    return c.text("Internal Server Error", 500);
  });

  if (logger) {
    // Method, path, status and time only: no query string, address or form content.
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 }, "request");
    });
  }

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https: forwarded.https(c) }))) {
      // A page framed by its own site on purpose (the back office editor's preview) says so itself.
      if (name === "X-Frame-Options" && c.res.headers.get(name) === "SAMEORIGIN") continue;
      c.res.headers.set(name, value);
    }
    // What is not a page of the build (a picture, /healthz) gets the site's own policy, as its not-found page has it.
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", siteOf(c).notFoundPolicy);
  });
  app.use(compress());

  // A lead can be written right now (not merely read), to the file or server configured. Why not is
  // logged, once a change, never answered: anyone may ask, and a reason can name the database's path.
  let loggedReason: string | undefined;
  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!health) return c.json({ ok: true });
    const verdict = await health();
    if (verdict.ok) {
      loggedReason = undefined;
      return c.json({ ok: true, database: "ok" });
    }
    if (verdict.reason !== loggedReason) logger?.error({ reason: verdict.reason }, "/healthz answers 503: the database is unavailable");
    loggedReason = verdict.reason;
    return c.json({ ok: false, database: "unavailable" }, 503);
  });

  const notFound = (c: Context) => {
    const site = siteOf(c);
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", site.notFoundPolicy);
    return c.html(site.notFoundHtml, 404);
  };
  // The not-found page's own addresses are not pages of the site either (a soft 404 otherwise;
  // 404.html is for static hosts).
  app.get("/404", notFound);
  app.get("/404/*", notFound);
  app.get("/404.html", notFound);

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const canonical = siteOf(c).redirects.get(c.req.path);
    if (!canonical) return next();
    c.header("Cache-Control", "public, max-age=3600");
    return c.redirect(`${canonical}${new URL(c.req.url).search}`, 301);
  });

  if (leads && logger) registerLeadIntake(app, { ...leads, logger });

  if (admin && backOffice) {
    // Nothing of the back office is kept by a browser or a proxy, its not-found answers included, and
    // every answer is under its strict policy (the site's not-found page too, whose own policy allows
    // analytics); the editor's preview sets the one variant, which lets the editor's page frame it.
    const strict = new Set([backOfficePolicy("'none'"), backOfficePolicy("'self'")]);
    const noStore = async (c: Context, next: () => Promise<void>) => {
      await next();
      c.res.headers.set("Cache-Control", "no-store");
      if (!strict.has(c.res.headers.get("Content-Security-Policy") ?? "")) c.res.headers.set("Content-Security-Policy", backOfficePolicy());
    };
    app.use("/admin", noStore);
    app.use("/admin/*", noStore);
    app.route("/", backOffice({ factReviews: () => live.current.factReviews, siteIsDemo: () => live.current.demo, ...admin, logger: admin.logger ?? logger }));
  }

  app.use((c, next) => siteOf(c).serve(c, next));

  app.notFound((c) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      c.header("Allow", c.req.path === "/" && leads ? "GET, HEAD, POST" : "GET, HEAD");
      return c.text("Method Not Allowed", 405);
    }
    if (c.req.path.endsWith(".data")) return c.text("Not Found", 404);
    return notFound(c);
  });
  return app;
}
