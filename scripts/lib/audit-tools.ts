/**
 * Lighthouse and the launcher `npm run audit` drives it with are installed apart, into
 * tools/audit/node_modules from tools/audit/package-lock.json, by the first audit: they bring 170 of
 * the project's 610 packages (telemetry, a second browser driver), which every `npm ci` and every
 * CI run would otherwise unpack for a tool run by hand a few times a year.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const TOOLS = path.resolve(import.meta.dirname, "../../tools/audit");

/** What the audit reads of a Lighthouse report (the full types come with Lighthouse, installed apart). */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; errorMessage?: string; details?: { items?: unknown[] } } | undefined>;
  runtimeError?: { message: string };
}
export type Lighthouse = (
  url: string,
  flags: { port: number; output: "json"; logLevel: "error"; blockedUrlPatterns?: string[] },
) => Promise<{ lhr: LighthouseReport } | undefined>;
export interface LaunchedChrome {
  port: number;
  kill: () => Promise<void> | void;
}
export interface ChromeLauncher {
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;
}

/** The package's entry module, found as an import from tools/audit/ would find it. */
const entry = (name: string) => pathToFileURL(createRequire(path.join(TOOLS, "package.json")).resolve(name)).href;

/** Lighthouse and chrome-launcher, installed first if this checkout has not yet. */
export async function auditTools(log: (line: string) => void = console.error): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  if (!["lighthouse", "chrome-launcher"].every((name) => existsSync(path.join(TOOLS, "node_modules", name, "package.json")))) {
    log("audit: installing Lighthouse into tools/audit/node_modules (once, from tools/audit/package-lock.json)…");
    const run = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: TOOLS, stdio: "inherit" });
    if (run.status !== 0) {
      log("audit: installing Lighthouse failed (above); run `npm ci` in tools/audit/ to see why, then `npm run audit` again.");
      process.exit(1);
    }
  }
  const [{ default: lighthouse }, chromeLauncher] = (await Promise.all([import(entry("lighthouse")), import(entry("chrome-launcher"))])) as [
    { default: Lighthouse },
    ChromeLauncher,
  ];
  return { lighthouse, chromeLauncher };
}
