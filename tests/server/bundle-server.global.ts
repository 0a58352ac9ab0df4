/**
 * The server tests run the server as production does: bundled (scripts/build-server.ts), from a
 * bundle made afresh for this run. It lives inside the project, where its packages resolve.
 *
 * Beside it, the stand-in for build/client: tests/fixtures/site (home, not-found, canonical-link
 * pages) plus a thank-you page for every form in schemas/forms/ and every one of the main site's
 * own (its forms/ folder), made here so a new form needs no fixture edit (the server refuses to
 * start without one per form); and beside that, the main site's own forms compiled as its build
 * compiles them (<build>/site-forms/), which the server checks their posts with.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import type { TestProject } from "vitest/node";
import { bundleServer } from "../../scripts/build-server.ts";
import { startPostgres } from "../../scripts/lib/postgres-server.ts";
import { contentRoot, SITE_FILE } from "../../src/content/content-files.ts";
import { siteFormModules } from "../../src/content/generate-code.ts";
import { formNames } from "../../src/content/schema-files.ts";
import { SITE_FORMS_DIR } from "../../src/content/site-forms.ts";
import { SITE_FORMS_BUILD_DIR, siteFormFile } from "../../src/server/site-form-validators.ts";
import { thankYouPath } from "../../src/lib/thank-you-path.ts";

export type CommandName = "admin" | "leads";

declare module "vitest" {
  export interface ProvidedContext {
    /** The bundled server's main.mjs, for startServer. */
    serverEntry: string;
    /** The stand-in site's folder, for SITE_ROOT. */
    fixtureSite: string;
    /** `npm run admin` and `npm run leads` bundled (scripts/admin.ts, scripts/leads.ts), for node to run. */
    commands: Record<CommandName, string>;
    /** The run's throwaway PostgreSQL (its own database's address, for postgresAt), or why there is none. */
    postgres: { admin: string } | { skipped: string };
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  mkdirSync(".tmp", { recursive: true });
  const dir = mkdtempSync(path.join(".tmp", "test-server-"));
  const ownForms = await compileOwnForms(path.join(dir, SITE_FORMS_BUILD_DIR));
  project.provide("fixtureSite", fixtureSite(path.join(dir, "site"), ownForms));
  project.provide("serverEntry", await bundleServer(dir));
  project.provide("commands", await bundleCommands(path.join(dir, "commands")));
  // One for every file, each test on a database of its own: a server per file was an initdb (about
  // a CPU-second and, on a busy machine, ten seconds of waiting) in each of a dozen files.
  const postgres = await startPostgres();
  if ("skipped" in postgres) console.warn(`PostgreSQL tests skipped: ${postgres.skipped}`);
  project.provide("postgres", "skipped" in postgres ? postgres : { admin: postgres.admin });
  return () => {
    if (!("skipped" in postgres)) postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * The commands the tests run many times, bundled as the server is: through tsx each run first
 * transformed the whole import graph, a CPU-second or two, for each of a few dozen runs. One test
 * of each still runs the source through tsx, as npm does.
 */
async function bundleCommands(outDir: string): Promise<Record<CommandName, string>> {
  const names: CommandName[] = ["admin", "leads"];
  await build({
    entryPoints: names.map((name) => `scripts/${name}.ts`),
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return Object.fromEntries(names.map((name) => [name, path.resolve(outDir, `${name}.mjs`)])) as Record<CommandName, string>;
}

/** The main site's own forms (those its site.json lists that are not the kernel's), compiled into `outDir` as a build does; returns their names. */
async function compileOwnForms(outDir: string): Promise<string[]> {
  const root = contentRoot();
  const kernel = formNames();
  const listed = (JSON.parse(readFileSync(path.join(root, SITE_FILE), "utf8")) as { forms: string[] }).forms;
  const own = listed.filter((form) => !kernel.includes(form));
  mkdirSync(outDir, { recursive: true });
  for (const form of own) {
    const schema = JSON.parse(readFileSync(path.join(root, SITE_FORMS_DIR, `${form}.schema.json`), "utf8")) as Record<string, unknown>;
    const { validators, form: module } = await siteFormModules(form, schema, "compiled for the server tests");
    writeFileSync(path.join(outDir, `${form}.validators.mjs`), validators);
    writeFileSync(path.join(outDir, siteFormFile(form)), module);
  }
  return own;
}

function fixtureSite(dir: string, ownForms: readonly string[]): string {
  cpSync("tests/fixtures/site", dir, { recursive: true });
  for (const form of [...formNames(), ...ownForms]) {
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
