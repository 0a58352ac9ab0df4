/**
 * `npm run build [-- --production]`: validates pages.config/, bundles the browser scripts,
 * prerenders every route (`react-router build`), writes the sitemap, robots.txt and sharing cards
 * and precompresses (postbuild), bundles the server and builds the back office's editor page, in that order, stopping at the first step
 * that fails with its exit code.
 *
 * While site.json's "placeholders" still lists sample values, a build is a demo: every page says
 * `noindex, nofollow` and robots.txt disallows all crawling (the steps learn it from
 * SITE_BUILD_MODE, see src/site/build-mode.server.ts). With --production those samples stop the
 * build before anything is built, so a deploy that uses it can never publish one. With none left,
 * a build is still a demo until an owner has gone live (site.json's "live", set by Go live on the
 * back office's Before going live page): removing the last sample never makes a site indexable by
 * itself. Once both hold, both build the live site.
 *
 * It prints each step's one-line report, anything unexpected, and a summary (pages prerendered,
 * time, sizes); a failing step's whole output; `--verbose` everything every step prints, as it
 * comes (scripts/lib/build-output.ts says what is left out).
 *
 *   npm run build                   a demo build until the site has gone live with no placeholder left
 *   npm run build -- --production   the live site, or nothing (exit 1) until then
 *   npm run build -- --verbose      the same, with every step's whole output
 *   npm run build -- --pages-only   the public pages alone (build/client), without bundling the
 *                                   server and the editor page: what a publish needs, since a
 *                                   content change alters neither
 *   npm run build -- --changed-from DIR [--renderer DIR]
 *                                   the public pages after a change, from DIR, the client folder of
 *                                   the build it replaces: only the pages whose inputs changed are
 *                                   rendered again (scripts/build-changed.ts), with the renderer a
 *                                   full build kept (build/page-renderer/ unless --renderer names
 *                                   another); everything, as --pages-only, when DIR has no record
 *                                   of its inputs. What a publish runs.
 *   npm run build -- --site DIR     another site: DIR/pages.config/ (and DIR/public/) built with the
 *                                   same kernel, blocks and schemas into DIR/build/
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { buildDir, CONTENT_DIR, SITE_FILE } from "../src/content/content-files.ts";
import { formatPlaceholder, LIVE_FIELD, PLACEHOLDERS_FIELD, type Placeholder } from "../src/content/sample-values.ts";
import { BUILD_MODE_VARIABLE, buildModeOf, type BuildMode } from "../src/site/build-mode.server.ts";
import { quietLines, summaryLines } from "./lib/build-output.ts";
import { closingLine, problemText, reported } from "./lib/problem-formats.ts";
import { linkKernelPackages, shownPath, takeSiteOption } from "./lib/site-option.ts";
import { cannotBuildChanged } from "./lib/changed-build-check.ts";
import { clientEntriesDir } from "../src/client/assets.server.ts";

const USAGE = `usage: npm run build [-- --production] [--verbose] [--pages-only] [--changed-from DIR [--renderer DIR]] [--site DIR]
  --production  build the live site; refuse, building nothing, while ${SITE_FILE} lists placeholders or before the site has gone live
  --pages-only  build the public pages alone, not the server or the editor page (a publish does)
  --changed-from DIR  the public pages alone, rendering again only what changed since the build in DIR
  --renderer DIR      with --changed-from: the page renderer a full build kept (default build/page-renderer)
  --verbose     print every step's whole output (by default: each step's report and a summary)
  --site DIR    build the site in DIR/${CONTENT_DIR}/ into DIR/build/ (default: this folder's, into build/)`;

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--help" || args[0] === "-h")) {
  console.log(USAGE);
  process.exit(0);
}
// Every step reads the site from the environment, so each of them builds the same one.
const { rest: flags, root } = takeSiteOption(args, (problem) => {
  console.error(`build: ${problem}\n${USAGE}`);
  process.exit(2);
});
/** The value after `name`, taken out of flags (undefined when it is not there). */
function takeValue(name: string): string | undefined {
  const at = flags.indexOf(name);
  if (at < 0) return undefined;
  const value = flags[at + 1];
  if (value === undefined || value.startsWith("--")) {
    console.error(`build: ${name} needs a folder\n${USAGE}`);
    process.exit(2);
  }
  flags.splice(at, 2);
  return path.resolve(value);
}
const changedFrom = takeValue("--changed-from");
const rendererOption = takeValue("--renderer");
const unknown = flags.filter((arg) => arg !== "--production" && arg !== "--verbose" && arg !== "--pages-only");
if (unknown.length) {
  console.error(`build: unknown argument${unknown.length === 1 ? "" : "s"} ${unknown.join(" ")}\n${USAGE}`);
  process.exit(2);
}
const production = flags.includes("--production");
const verbose = flags.includes("--verbose");
const pagesOnly = flags.includes("--pages-only") || changedFrom !== undefined;
const outDir = buildDir();

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const list = (placeholders: Placeholder[]) => placeholders.map((p) => `  ${formatPlaceholder(p)}`).join("\n");

// Loaded once the command line is known to be right: a mistyped option is answered without
// loading the schemas and the pipeline (about half a CPU-second of a usage message).
const { loadSite } = await import("../src/content/load-site.ts");
const { BUILT_CONTENT_VARIABLE, writeBuiltContent } = await import("../src/content/site-content.server.ts");
const started = performance.now();
const cpuBefore = process.cpuUsage();
const loaded = loadSite(root);
const { problems, warnings, files, placeholders } = loaded;
const validateCpu = process.cpuUsage(cpuBefore);
const validateSeconds = (performance.now() - started) / 1000;
// Content with problems is the validate step's to report, in its own words; it stops the build.
const mode: BuildMode = buildModeOf(loaded);
if (mode === "demo" && production && !placeholders.length) {
  console.error(
    `Production build refused: no sample is left, but the site has not gone live. Going live is an owner's deliberate act: Go live on the back office's Before going live page records who and when in ${SITE_FILE}'s "${LIVE_FIELD}". Nothing was built.`,
  );
  process.exit(1);
}
if (mode === "demo" && production) {
  console.error(`Production build refused: ${plural(placeholders.length, "placeholder", "placeholders")} would be published:
${list(placeholders)}
Replace each as it says (for ${SITE_FILE}, then remove its pointer from "${PLACEHOLDERS_FIELD}"; for a claim, add its evidence). Nothing was built.`);
  process.exit(1);
}
if (mode === "demo" && !placeholders.length)
  console.warn(`Demo build: no sample is left, but the site has not gone live (an owner's Go live on Before going live), so every page is marked noindex and robots.txt disallows all crawling.
`);
else if (mode === "demo")
  console.warn(`Demo build: ${plural(placeholders.length, "placeholder remains", "placeholders remain")}, so every page is marked noindex and robots.txt disallows all crawling:
${list(placeholders)}
Replace them before going live; deploys use \`npm run build -- --production\`, which refuses while any remain.
`);

// Its bin file, run by this Node: no shell and no npx, so the same on every platform.
const reactRouterDev = path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json"));
// React Router's build runs as a process of its own (Vite's and its plugins' state is theirs); the
// other steps run here, on the content loaded above: each as a process cost a Node, the TypeScript
// loader and the modules it needs (postbuild the whole pipeline and a second read of the content).
type Step = { name: string; pages?: false } & ({ command: string[] } | { run: () => Promise<string[]> });
const ALL_STEPS: Step[] = [
  {
    name: "build-client",
    run: async () => {
      const { buildClient, clientSiteOf } = await import("./build-client.ts");
      return [await buildClient(clientSiteOf(root, loaded))];
    },
  },
  { name: "react-router build", command: [process.execPath, path.join(reactRouterDev, "bin.js"), "build"] },
  {
    name: "prerender",
    run: async () => {
      const paths = loaded.pages.map(({ doc }) => doc.path);
      await (await import("./lib/page-renderer.ts")).renderPages(path.join(outDir, "page-renderer"), paths, path.join(outDir, "client"));
      return [`prerender: ${paths.length} pages rendered`];
    },
  },
  { name: "postbuild", run: async () => (await import("./postbuild.ts")).postbuild(root, loaded) },
  { name: "build-server", run: async () => [`server bundled: ${await (await import("./build-server.ts")).bundleServer()}`], pages: false },
  { name: "build-editor", run: async () => [await (await import("./build-editor.ts")).buildEditor()], pages: false },
];
// Imported when run, as the other steps are: React (which the renderer's blocks import) must be
// loaded after NODE_ENV says production, or it is React's development build beside react-dom's production one.
const renderer = rendererOption ?? path.resolve(path.join(outDir, "page-renderer"));
const cannotChange = changedFrom === undefined ? undefined : cannotBuildChanged(changedFrom, renderer, loaded);
if (changedFrom !== undefined && cannotChange) console.warn(`Building every page: ${cannotChange}.`);
const STEPS: Step[] =
  changedFrom !== undefined && !cannotChange
    ? [{ name: "build-changed", run: async () => (await import("./build-changed.ts")).buildChanged({ root, loaded, previous: changedFrom, renderer }) }]
    : pagesOnly
      ? ALL_STEPS.filter((step) => step.pages !== false)
      : ALL_STEPS;

interface Line {
  stream: "stdout" | "stderr";
  text: string;
}

/** Runs a step: its output as it comes (--verbose), or kept, line by line in order, for later. */
function runStep(command: string, commandArgs: string[]): Promise<{ status: number | null; why: string; lines: Line[] }> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: verbose ? "inherit" : ["ignore", "pipe", "pipe"] });
    const lines: Line[] = [];
    for (const stream of ["stdout", "stderr"] as const) {
      let partial = "";
      child[stream]?.on("data", (chunk: Buffer) => {
        const parts = (partial + chunk.toString()).split("\n");
        partial = parts.pop() ?? "";
        for (const text of parts) lines.push({ stream, text });
      });
      child[stream]?.on("end", () => partial && lines.push({ stream, text: partial }));
    }
    child.on("error", (error) => resolve({ status: null, why: error.message, lines }));
    child.on("close", (status, signal) => resolve({ status, why: signal ? `stopped by ${signal}` : `exit ${status}`, lines }));
  });
}

/** A step run in this process: its report lines, or what it threw as a failure. */
async function runHere(run: () => Promise<string[]>): Promise<{ status: number; why: string; lines: Line[] }> {
  try {
    return { status: 0, why: "", lines: (await run()).map((text) => ({ stream: "stdout", text })) };
  } catch (error) {
    return {
      status: 1,
      why: (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "",
      lines: [{ stream: "stderr", text: error instanceof Error ? (error.stack ?? error.message) : String(error) }],
    };
  }
}

const print = ({ stream, text }: Line) => (stream === "stdout" ? console.log(text) : console.error(text));

// The first step, validate, is the check made above, reported as `npm run validate` reports it: run
// as a process of its own, it loaded the schemas and the whole pipeline again to find the same.
const validation: Line[] = [
  ...reported(problems, warnings, root).map((problem): Line => ({ stream: "stderr", text: problemText(problem) })),
  closingLine(problems, files, path.join(shownPath(root), CONTENT_DIR), { seconds: validateSeconds, cpu: validateCpu }),
];
if (problems.length) {
  for (const line of validation) print(line);
  console.error("build: validate failed (exit 1); the steps after it did not run");
  process.exit(1);
}
for (const line of quietLines(validation, (l) => l.text)) print(line);
// A site's own blocks get their props types beside them (scripts/lib/site-block-types.ts), before the renderer is bundled.
const siteBlockTypes = (await import("../src/content/site-blocks.ts")).siteBlockFolders(root);
if (siteBlockTypes.length)
  for (const file of await (await import("./lib/site-block-types.ts")).writeSiteBlockTypes(root, siteBlockTypes))
    console.log(`wrote ${path.join(shownPath(root), file)}`);
// And its collections their entries' types beside their schemas, for their templates and rules.
for (const file of await (await import("./lib/site-block-types.ts")).writeCollectionTypes(root)) console.log(`wrote ${path.join(shownPath(root), file)}`);
// Every step builds for production: under NODE_ENV=test or development (a test run, a developer's
// shell) Vite builds a development bundle, whose pages load React Router's scripts, not the site's.
process.env.NODE_ENV = "production";
process.env[BUILD_MODE_VARIABLE] = mode;
// The prerender (its own process) takes the content checked above instead of loading it again.
const handover = mkdtempSync(path.join(tmpdir(), "westline-build-"));
process.on("exit", () => rmSync(handover, { recursive: true, force: true }));
process.env[BUILT_CONTENT_VARIABLE] = path.join(handover, "content.json");
writeBuiltContent(process.env[BUILT_CONTENT_VARIABLE], loaded);
// React Router empties the build folder before building only when it is inside the kernel's
// folder: a site's kept elsewhere would go on serving a page it no longer has. Emptied the same.
if (STEPS.some((step) => step.name === "react-router build") && path.relative(process.cwd(), outDir).startsWith(".."))
  rmSync(outDir, { recursive: true, force: true });
// A site kept outside the kernel's folder: its build must find the kernel's packages to run.
linkKernelPackages(outDir);
// Its own blocks' and collections' content checks, compiled once for the processes that check its content after the build.
const { collectionSchemas } = await import("../src/content/collection-schemas.ts");
const { schemasDir } = await import("../src/content/schema-files.ts");
if (siteBlockTypes.length || collectionSchemas(root, schemasDir).length)
  console.log(`content checks compiled: ${shownPath(await (await import("./lib/site-block-types.ts")).writeSiteChecks(root))}`);
const times: string[] = [`validate ${validateSeconds.toFixed(1)} s`];
for (const step of STEPS) {
  const { name } = step;
  const stepStarted = performance.now();
  const { status, why, lines } = "run" in step ? await runHere(step.run) : await runStep(step.command[0] ?? "", step.command.slice(1));
  times.push(`${name} ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
  if (status !== 0) {
    // All of it: what led up to a failure is part of it.
    for (const line of lines) print(line);
    console.error(`build: ${name} failed (${why}); the steps after it did not run`);
    process.exit(status || 1);
  }
  for (const line of quietLines(lines, (l) => l.text)) print(line);
}

// Another site's scripts are in build/ now and its manifest beside the renderer: the folder they
// were made in is left to no later build (each site folder has its own, by its path).
if (clientEntriesDir() !== clientEntriesDir({})) rmSync(clientEntriesDir(), { recursive: true, force: true });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const what =
  mode === "demo" ? `a demo build (every page noindex; ${placeholders.length ? "placeholders listed above" : "not gone live yet"})` : "the live site";
// After a change the sizes are the last full build's but for the pages rendered again; weighing
// every page (gzip of each) would cost the build after a change a third of a CPU-second.
const { pages, sizes } = changedFrom !== undefined && !cannotChange ? { pages: loaded.pages.length, sizes: [] } : summaryLines(path.join(outDir, "client"));
console.log(`
Built ${what} in ${seconds} s: ${pages} pages prerendered to ${shownPath(path.join(outDir, "client"))}${pagesOnly ? " (pages only)" : `, the server to ${shownPath(path.join(outDir, "node-server"))}`}
  steps     ${times.join(", ")}
${[...sizes, ...(verbose ? [] : ["  every step's whole output: npm run build -- --verbose"])].join("\n")}`);
