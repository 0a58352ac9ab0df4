/**
 * A production host installs with `npm ci --omit=dev` and runs the bundled server: every package
 * the bundle imports must then be in package.json's `dependencies`. The server bundle keeps
 * packages external (scripts/build-server.ts), so a devDependency imported on the serving path
 * passes every other test (they run inside the project, where devDependencies are installed) and
 * stops the real server at start: "Cannot find package 'jsonc-parser'".
 */
import { execFile } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startServerProcess } from "../../scripts/lib/server-process.ts";
import { CONTENT_DIR, DEFAULT_SITE, defaultSiteRoot } from "../../src/content/content-files.ts";

const run = promisify(execFile);
const NPM = process.platform === "win32" ? "npm.cmd" : "npm";
const bundleDir = path.dirname(inject("serverEntry"));
const BUNDLE_FILES = ["main.mjs", "sqlite-worker.mjs", "check-worker.mjs"];
// Outside the project, so nothing resolves from its node_modules (which has the devDependencies).
const host = mkdtempSync(path.join(tmpdir(), "westline-production-"));
afterAll(() => rmSync(host, { recursive: true, force: true }));

/** Every package the bundle imports by name, statically or when first needed (`import("pg")`). */
function importedPackages(): string[] {
  const names = new Set<string>();
  for (const file of BUNDLE_FILES) {
    const text = readFileSync(path.join(bundleDir, file), "utf8");
    // esbuild writes each static import on a line of its own; a dynamic one is import("name").
    for (const match of text.matchAll(/^import\s(?:[^;"]*\sfrom\s*)?"([^"]+)";?$|\bimport\(\s*"([^"]+)"\s*\)/gm)) {
      const specifier = match[1] ?? match[2] ?? "";
      if (!specifier.startsWith("node:") && !specifier.startsWith(".")) names.add(specifier);
    }
  }
  return [...names].sort();
}

describe("a production install (npm ci --omit=dev)", () => {
  it("has every package the server bundle imports, and the server starts and answers /healthz", async () => {
    for (const file of ["package.json", "package-lock.json"]) copyFileSync(file, path.join(host, file));
    // npm ci runs the project's postinstall, which skips generating code without the devDependencies.
    mkdirSync(path.join(host, "scripts"));
    copyFileSync("scripts/postinstall.mjs", path.join(host, "scripts", "postinstall.mjs"));
    mkdirSync(path.join(host, "build", "node-server"), { recursive: true });
    for (const file of BUNDLE_FILES) copyFileSync(path.join(bundleDir, file), path.join(host, "build", "node-server", file));
    cpSync(path.join(defaultSiteRoot(), CONTENT_DIR), path.join(host, DEFAULT_SITE, CONTENT_DIR), { recursive: true });
    // The suburb reports' template, which the back office's checks load (with tsx, a production package),
    // the broker's own block types, whose schemas the checks hold its pages to, its own forms and its own facts' schemas.
    for (const part of ["collections", "blocks", "forms", "facts"])
      cpSync(path.join(defaultSiteRoot(), part), path.join(host, DEFAULT_SITE, part), { recursive: true });
    await run(NPM, ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: host });
    // What makes this a production install: the tools the build and the tests use are not there.
    expect(existsSync(path.join(host, "node_modules", "vitest"))).toBe(false);

    const specifiers = importedPackages();
    expect(specifiers).toContain("hono");
    // Resolved as the bundle's own imports are (ESM conditions), from the host's folder; a package
    // imported only on first use (the PostgreSQL driver, image encoding) is found here, not by a
    // visitor's request.
    const { stdout } = await run(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const missing = []; for (const s of ${JSON.stringify(specifiers)}) { try { import.meta.resolve(s); } catch { missing.push(s); } } console.log(JSON.stringify(missing));`,
      ],
      { cwd: host },
    );
    expect(JSON.parse(stdout), "packages the server imports that npm ci --omit=dev does not install: move them to dependencies").toEqual([]);

    const server = await startServerProcess(
      { PORT: "0", SITE_ROOT: inject("fixtureSite"), LEADS_DB: path.join(host, "leads.sqlite") },
      { entry: path.join(host, "build", "node-server", "main.mjs"), cwd: host },
    );
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true, database: "ok" });
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
