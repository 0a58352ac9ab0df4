/**
 * The build the server is serving, switchable while it runs: a publish (src/admin/publish/) builds
 * the new site in another folder and then switches to it in one step. Each request takes the build
 * that is live when it arrives and is served wholly from it (its page, its not-found page, its
 * redirects and its security policies), so no answer mixes two builds.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { FACT_REVIEWS_FILE, type FactReview } from "../lib/fact-reviews.ts";
import { isDemoRobotsTxt } from "../site/sitemap.ts";
import { canonicalRedirects } from "./canonical-paths.ts";
import { cacheControl, contentSecurityPolicy, policiesForSite } from "./security-headers.ts";

/** One prerendered build (a build/client folder) and what serving it needs, read once. */
export interface SiteBuild {
  root: string;
  notFoundHtml: string;
  notFoundPolicy: string;
  redirects: Map<string, string>;
  /** The review dates of the figures this build states (none for a build made before it listed them). */
  factReviews: FactReview[];
  /** A demo build (sample details still in it, search engines told to keep out), as its robots.txt says. */
  demo: boolean;
  /** Serves a file of this build, or passes the request on when it has none. */
  serve: MiddlewareHandler;
}

export function readSiteBuild(root: string): SiteBuild {
  const notFoundFile = path.resolve(root, "404", "index.html");
  const policies = policiesForSite(root);
  const reviewsFile = path.resolve(root, FACT_REVIEWS_FILE);
  const robotsFile = path.resolve(root, "robots.txt");
  const serve = serveStatic({
    root,
    precompressed: true,
    onFound(filePath: string, c: Context) {
      c.header("Cache-Control", cacheControl(root, filePath));
      // The router's data files are turbo-stream payloads.
      if (/\.data(\.br|\.gz)?$/.test(filePath)) c.header("Content-Type", "text/x-script; charset=utf-8");
      const policy = policies.get(path.resolve(filePath.replace(/\.(br|gz)$/, "")));
      if (policy) c.header("Content-Security-Policy", policy);
    },
  });
  return {
    root,
    notFoundHtml: readFileSync(notFoundFile, "utf8"),
    notFoundPolicy: policies.get(notFoundFile) ?? contentSecurityPolicy(),
    redirects: canonicalRedirects(root),
    factReviews: existsSync(reviewsFile) ? (JSON.parse(readFileSync(reviewsFile, "utf8")) as FactReview[]) : [],
    demo: existsSync(robotsFile) && isDemoRobotsTxt(readFileSync(robotsFile, "utf8")),
    // The review dates are for the owners, in the back office, not for anyone who asks.
    serve: (c, next) => (c.req.path.startsWith(`/${FACT_REVIEWS_FILE}`) ? next() : serve(c, next)),
  };
}

export class LiveSite {
  private build: SiteBuild;

  constructor(root: string) {
    this.build = readSiteBuild(root);
  }

  get current(): SiteBuild {
    return this.build;
  }

  /**
   * Reads the new build completely first, so a folder that cannot be served never goes live;
   * `ready` is that reading made already (a publish reads it before recording it).
   */
  switchTo(root: string, ready?: SiteBuild): SiteBuild {
    const previous = this.build;
    this.build = ready?.root === root ? ready : readSiteBuild(root);
    return previous;
  }
}
