/**
 * Security headers, and a Content-Security-Policy per HTML file. Production pages load their
 * scripts from files ('self') and carry no inline script; should a page ever carry one (a
 * framework's hydration context), a strict policy allows it only by its SHA-256 hash, so every
 * HTML file under the site root is read once at start-up and its own policy is kept.
 * The one source of these rules: the server sends them, and the build writes them into the
 * static host's `_headers` file (src/server/netlify-headers.ts) for a deploy without the server.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { bookingEmbedInHtml, type BookingEmbed } from "../lib/booking-embed.ts";

/**
 * What analytics (Google tag) needs besides the site itself. The scheduling service's hosts are
 * the site's own: a page that declares its embed (src/lib/booking-embed.ts) allows them.
 */
const ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
  img: ["data:", "https://www.googletagmanager.com", "https://*.google-analytics.com"],
};

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Inline scripts a browser would run: not src=, not JSON data blocks such as ld+json. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export interface InlineHashes {
  scripts: string[];
}

export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && !type.includes("javascript")) continue;
    scripts.add(sha256(body));
  }
  return { scripts: [...scripts] };
}

/**
 * Scripts are held to 'self' plus the hashes of the page's own inline scripts, and the scheduling
 * embed's host when the page declares one (and frames to its booking page's). Styles are not:
 * the toast library and the scheduling widget insert <style> elements and style attributes at run
 * time, which no build-time hash can name, and inline CSS cannot run code. (A hash in style-src
 * would switch 'unsafe-inline' off, so none is listed there.)
 */
export function contentSecurityPolicy(hashes: InlineHashes = { scripts: [] }, embed?: BookingEmbed): string {
  const embedScript = embed ? [new URL(embed.script).origin] : [];
  const embedStyle = embed ? [new URL(embed.stylesheet).origin] : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes.scripts, ...embedScript, ...ANALYTICS.script]],
    ["style-src", ["'self'", "'unsafe-inline'", ...embedStyle]],
    ["img-src", ["'self'", ...ANALYTICS.img]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...ANALYTICS.connect]],
    ["frame-src", embed ? [embed.origin] : ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/**
 * The back office's policy, for every answer under /admin (the sign-in page included): it holds
 * every lead's personal data, so nothing third-party at all (no analytics, no scheduling service),
 * no inline script and no eval (the editor's form validators are precompiled by npm run gen, so the
 * form library never compiles a schema in the browser). The editor's page frames its own preview
 * (frame-src 'self'), and only that page may frame the preview (`frameAncestors` 'self' there).
 */
export function backOfficePolicy(frameAncestors: "'none'" | "'self'" = "'none'"): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // The form library and the preview's scaling set style attributes at run time; CSS cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    `frame-ancestors ${frameAncestors}`,
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The policy of one prerendered page: its own inline scripts and the embed it declares. */
export function pagePolicy(html: string): string {
  return contentSecurityPolicy(inlineHashes(html), bookingEmbedInHtml(html));
}

/** The policy of every .html file below root, keyed by its absolute path. */
export function policiesForSite(root: string): Map<string, string> {
  const policies = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".html")) policies.set(path.resolve(file), pagePolicy(readFileSync(file, "utf8")));
    }
  };
  walk(root);
  return policies;
}

export interface StaticHeaderOptions {
  /** Send HSTS only when the visitor reached us over HTTPS. */
  https: boolean;
}

/** Headers every response carries, whatever it is. */
export function baseSecurityHeaders({ https }: StaticHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Caching by the file's path inside the site, whatever folder the site itself lives in. */
export function cacheControl(root: string, filePath: string): string {
  const inSite = path.relative(path.resolve(root), path.resolve(filePath)).split(path.sep).join("/");
  // Vite puts a content hash in every file name under assets/, so those never change.
  if (inSite.startsWith("assets/")) return `public, max-age=${ONE_YEAR}, immutable`;
  if (/\.(html|data)(\.br|\.gz)?$/.test(filePath) || filePath.endsWith(path.sep)) return "no-cache";
  return "public, max-age=3600";
}
