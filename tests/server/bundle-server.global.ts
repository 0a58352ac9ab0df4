/**
 * The server tests run the server as production does: bundled (scripts/build-server.ts), from a
 * bundle made afresh for this run. It lives inside the project, where its packages resolve.
 *
 * Beside it, the stand-in for build/client: tests/fixtures/site (home, not-found, canonical-link
 * pages) plus a thank-you page for every form in schemas/forms/, made here so a new form needs no
 * fixture edit (the server refuses to start without one per form).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { bundleServer } from "../../scripts/build-server.ts";
import { formNames } from "../../src/content/schema-files.ts";
import { thankYouPath } from "../../src/lib/thank-you-path.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The bundled server's main.mjs, for startServer. */
    serverEntry: string;
    /** The stand-in site's folder, for SITE_ROOT. */
    fixtureSite: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  mkdirSync(".tmp", { recursive: true });
  const dir = mkdtempSync(path.join(".tmp", "test-server-"));
  project.provide("fixtureSite", fixtureSite(path.join(dir, "site")));
  project.provide("serverEntry", await bundleServer(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}

function fixtureSite(dir: string): string {
  cpSync("tests/fixtures/site", dir, { recursive: true });
  for (const form of formNames()) {
    const folder = path.join(dir, thankYouPath(form));
    mkdirSync(folder, { recursive: true });
    // Each with an inline script, as the built pages have: the Content-Security-Policy must carry its hash.
    writeFileSync(
      path.join(folder, "index.html"),
      `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Thank you: ${form}</title>
<script>window.__fixture = "${form}";</script>
<script type="application/ld+json">{"@type":"Thing"}</script>
</head><body><h1>Thank you: ${form}</h1></body></html>
`,
    );
  }
  return path.resolve(dir);
}
