/**
 * `npm run lockfile:complete`, after any `npm install` that adds or updates a package with native
 * builds per platform (rollup, tailwind's oxide, unrs-resolver, …). npm writes lockfile entries only
 * for the platform builds it could fetch, and the registry these machines reach holds only Linux
 * x64's, so `npm ci` would refuse the lockfile ("Missing: @rollup/rollup-darwin-arm64@ from lock
 * file"). This adds each missing platform build as an optional entry with its version, os, cpu and
 * libc, read from its name: npm skips it on other platforms and fetches it by version on its own.
 */
import { readFileSync, writeFileSync } from "node:fs";

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const PLATFORM =
  /(?:^|-)(android|darwin|freebsd|linux|netbsd|openbsd|openharmony|sunos|aix|win32)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)(?:-(gnu|gnueabihf|musl|musleabihf|msvc|eabi))?$/;

export function platformOf(name: string): { os?: string[]; cpu: string[]; libc?: string[] } | undefined {
  if (/(?:^|-)wasm32-wasi$/.test(name)) return { cpu: ["wasm32"] };
  const match = PLATFORM.exec(name.split("/").pop() ?? "");
  if (!match) return undefined;
  const [, os = "", cpu = "", abi] = match;
  const libc = os === "linux" && abi?.startsWith("gnu") ? ["glibc"] : abi?.startsWith("musl") ? ["musl"] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

/** Adds the missing platform entries to a lockfile object; returns the names it could not place. */
export function completeLockfile(lock: { packages: Record<string, LockEntry> }): { added: string[]; unknown: string[] } {
  const added: string[] = [];
  const unknown: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${key ? `${key}/` : ""}node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) {
        unknown.push(`${name}@${version} (wanted by ${key})`);
        continue;
      }
      lock.packages[`node_modules/${name}`] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
      added.push(`${name}@${version}`);
    }
  }
  const [rootEntry, ...rest] = Object.entries(lock.packages);
  lock.packages = Object.fromEntries([...(rootEntry ? [rootEntry] : []), ...rest.sort(([a], [b]) => a.localeCompare(b, "en"))]);
  return { added, unknown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = "package-lock.json";
  const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, LockEntry> };
  const { added, unknown } = completeLockfile(lock);
  writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
  console.log(added.length ? `added ${added.length} platform entries: ${added.join(", ")}` : "the lockfile already lists every platform build");
  if (unknown.length) {
    console.error(`not platform builds by their names, so left to npm:\n  ${unknown.join("\n  ")}`);
    process.exit(1);
  }
}
