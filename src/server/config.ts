/**
 * The server's settings, read from environment variables. Every problem is collected and reported
 * together in plain words, so a bad deployment fails at start-up and not on the first lead.
 */
import path from "node:path";
import { buildDir } from "../content/content-files.ts";
import { TrustedProxies } from "./client-address.ts";

export interface ServerConfig {
  port: number;
  host: string;
  /** The folder of prerendered files, normally build/client. */
  siteRoot: string;
  /** The SQLite file leads are kept in, when databaseUrl is not set. */
  leadsDb: string;
  /** postgres://…: keep leads in PostgreSQL instead, e.g. for several instances. */
  databaseUrl: string | undefined;
  /** Addresses and CIDR ranges of reverse proxies whose X-Forwarded-For/-Proto/-Host are believed. */
  trustedProxies: string[];
  /** Posts a visitor's address may make per minute once the burst is used; 0 turns the limit off. */
  postsPerMinute: number;
  postBurst: number;
  /** An IPv6 /48 as a whole may post this many times what one client (one /64) may. */
  ipv6NetworkPostMultiple: number;
  /** Connections the server holds at once, all clients together. */
  maxConnections: number;
  /** Connections one client (an IPv4 address, an IPv6 /64) may hold at once; the rest stay for others. */
  maxConnectionsPerClient: number;
  /** Origins besides the server's own host that may post forms, e.g. the public site origin. */
  allowedOrigins: string[];
  smtpUrl: string | undefined;
  notifyTo: string | undefined;
  notifyFrom: string;
  webhookUrl: string | undefined;
  logLevel: string;
  /** The address people reach this server at (SITE_URL), for the back office's set-password links. */
  siteUrl: string | undefined;
  /** ADMIN_REQUIRE_2FA=1: an owner sets up a second factor before anything else in the back office. */
  adminRequire2fa: boolean;
  /** BACK_OFFICE=0: no back office in this deployment; /admin is not a page and its code is never loaded. */
  backOffice: boolean;
  /** Leads older than this many months are deleted daily, except won ones; 0 keeps them all. */
  leadRetentionMonths: number;
}

/** Two years, as the privacy policy tells visitors (pages.config/pages/privacy.json). */
export const DEFAULT_RETENTION_MONTHS = 24;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export function readConfig(env: Env = process.env, defaultOrigins: string[] = []): ServerConfig {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const wholeNumber = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error("protocol");
      return raw;
    } catch {
      problems.push(`${name} must be a ${protocols.map((p) => p.replace(":", "://")).join(" or ")} address, not "${redact(raw)}".`);
      return undefined;
    }
  };
  const list = (name: string) =>
    (text(name) ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);

  const trustedProxies = list("TRUSTED_PROXIES");
  for (const entry of trustedProxies)
    if (!TrustedProxies.parseEntry(entry))
      problems.push(`TRUSTED_PROXIES must list addresses or CIDR ranges like 10.0.0.0/8, comma-separated; "${entry}" is neither.`);
  if (text("TRUST_PROXY") !== undefined)
    problems.push(
      "TRUST_PROXY is no longer read: list your reverse proxies' addresses in TRUSTED_PROXIES instead (e.g. TRUSTED_PROXIES=127.0.0.1), so forwarded headers from anyone else are ignored.",
    );
  if (text("LEADS_ADDRESS_SALT") !== undefined)
    problems.push(
      "LEADS_ADDRESS_SALT is no longer read: visitors' addresses are kept only as their network (IPv4 /24, IPv6 /48), which needs no salt. Remove the setting.",
    );

  const allowedOrigins = [...defaultOrigins];
  for (const raw of list("ALLOWED_ORIGINS")) {
    try {
      allowedOrigins.push(new URL(raw).origin);
    } catch {
      problems.push(`ALLOWED_ORIGINS must be a comma-separated list of origins like https://www.example.com; "${raw}" is not one.`);
    }
  }

  const smtpUrl = url("SMTP_URL", ["smtp:", "smtps:"]);
  const notifyTo = text("LEADS_NOTIFY_TO");
  if (smtpUrl && !notifyTo) problems.push("SMTP_URL is set but LEADS_NOTIFY_TO is not: say which address should receive new leads.");
  if (notifyTo && !smtpUrl) problems.push("LEADS_NOTIFY_TO is set but SMTP_URL is not: say which mail server should send the notifications.");
  if (notifyTo && !/^[^\s@,]+@[^\s@,]+$/.test(notifyTo.split(",")[0]?.trim() ?? ""))
    problems.push(`LEADS_NOTIFY_TO must be an email address, not "${notifyTo}".`);

  const logLevel = text("LOG_LEVEL") ?? "info";
  const require2fa = text("ADMIN_REQUIRE_2FA");
  if (require2fa !== undefined && require2fa !== "0" && require2fa !== "1")
    problems.push(`ADMIN_REQUIRE_2FA must be 1 (owners must set up a second factor) or 0, not "${require2fa}".`);
  const backOffice = text("BACK_OFFICE");
  if (backOffice !== undefined && backOffice !== "0" && backOffice !== "1")
    problems.push(`BACK_OFFICE must be 1 (the back office at /admin, as without it) or 0 (no back office), not "${backOffice}".`);
  else if (backOffice === "0" && require2fa === "1")
    problems.push("ADMIN_REQUIRE_2FA=1 asks for a second factor in the back office, but BACK_OFFICE=0 turns the back office off: remove one of them.");
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, not "${logLevel}".`);

  const config: ServerConfig = {
    port: wholeNumber("PORT", 3000, 0, 65535),
    host: text("HOST") ?? "0.0.0.0",
    // The site CONTENT_ROOT names is built to its own folder (npm run build -- --site DIR).
    siteRoot: text("SITE_ROOT") ?? path.join(buildDir(env), "client"),
    leadsDb: text("LEADS_DB") ?? "data/leads.sqlite",
    databaseUrl: url("DATABASE_URL", ["postgres:", "postgresql:"]),
    trustedProxies,
    postsPerMinute: wholeNumber("RATE_LIMIT_PER_MINUTE", 10, 0, 10_000_000),
    postBurst: wholeNumber("RATE_LIMIT_BURST", 10, 1, 10_000_000),
    ipv6NetworkPostMultiple: wholeNumber("RATE_LIMIT_IPV6_48_MULTIPLE", 5, 1, 65_536),
    maxConnections: wholeNumber("MAX_CONNECTIONS", 1000, 2, 1_000_000),
    maxConnectionsPerClient: wholeNumber("MAX_CONNECTIONS_PER_CLIENT", 100, 1, 500_000),
    allowedOrigins,
    smtpUrl,
    notifyTo,
    notifyFrom: text("LEADS_NOTIFY_FROM") ?? "Website leads <leads@localhost>",
    webhookUrl: url("WEBHOOK_URL", ["http:", "https:"]),
    logLevel,
    siteUrl: url("SITE_URL", ["http:", "https:"])?.replace(/\/+$/, ""),
    adminRequire2fa: require2fa === "1",
    backOffice: backOffice !== "0",
    leadRetentionMonths: wholeNumber("LEADS_RETENTION_MONTHS", DEFAULT_RETENTION_MONTHS, 0, 1200),
  };
  // One client may never hold more than half: however it behaves, the other half is left for everyone else.
  if (config.maxConnectionsPerClient * 2 > config.maxConnections)
    problems.push(
      `MAX_CONNECTIONS_PER_CLIENT (${config.maxConnectionsPerClient}) must be at most half of MAX_CONNECTIONS (${config.maxConnections}), so one client can never hold every connection: lower it or raise MAX_CONNECTIONS.`,
    );
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** Hides a password in a URL before it is printed. */
function redact(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):[^@/]*@/, "//$1:***@");
}
