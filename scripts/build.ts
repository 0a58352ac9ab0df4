/**
 * `npm run build [-- --production]`: validates pages.config/, bundles the browser scripts,
 * prerenders every route (`react-router build`), writes the sitemap, robots.txt and sharing cards
 * and precompresses (postbuild), and bundles the server, in that order, stopping at the first step
 * that fails with its exit code.
 *
 * While site.json's "placeholders" still lists sample values, a build is a demo: every page says
 * `noindex, nofollow` and robots.txt disallows all crawling (the steps learn it from
 * SITE_BUILD_MODE, see src/site/build-mode.server.ts). With --production those samples stop the
 * build before anything is built, so a deploy that uses it can never publish one. With none left,
 * both build the live site.
 *
 *   npm run build                   a demo build while placeholders remain, else the live site
 *   npm run build -- --production   the live site, or nothing (exit 1) while placeholders remain
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { SITE_FILE } from "../src/content/content-files.ts";
import { loadSite } from "../src/content/load-site.ts";
import { formatPlaceholder, PLACEHOLDERS_FIELD, type Placeholder } from "../src/content/sample-values.ts";
import { BUILD_MODE_VARIABLE, type BuildMode } from "../src/site/build-mode.server.ts";

const USAGE = `usage: npm run build [-- --production]
  --production  build the live site; refuse, building nothing, while ${SITE_FILE} lists placeholders`;

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--help" || args[0] === "-h")) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((arg) => arg !== "--production");
if (unknown.length) {
  console.error(`build: unknown argument${unknown.length === 1 ? "" : "s"} ${unknown.join(" ")}\n${USAGE}`);
  process.exit(2);
}
const production = args.includes("--production");

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const list = (placeholders: Placeholder[]) => placeholders.map((p) => `  ${formatPlaceholder(p)}`).join("\n");

const { problems, placeholders } = loadSite(process.cwd());
// Content with problems is the validate step's to report, in its own words; it stops the build.
const mode: BuildMode = placeholders.length && !problems.length ? "demo" : "live";
if (mode === "demo" && production) {
  console.error(`Production build refused: ${plural(placeholders.length, "placeholder", "placeholders")} would be published:
${list(placeholders)}
Replace each as it says (for ${SITE_FILE}, then remove its pointer from "${PLACEHOLDERS_FIELD}"). Nothing was built.`);
  process.exit(1);
}
if (mode === "demo")
  console.warn(`Demo build: ${plural(placeholders.length, "placeholder remains", "placeholders remain")}, so every page is marked noindex and robots.txt disallows all crawling:
${list(placeholders)}
Replace them before going live; deploys use \`npm run build -- --production\`, which refuses while any remain.
`);

const tsx = (script: string) => [process.execPath, "--import", "tsx", script];
// Its bin file, run by this Node: no shell and no npx, so the same on every platform.
const reactRouterDev = path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json"));
const STEPS: Array<{ name: string; command: string[] }> = [
  { name: "validate", command: tsx("scripts/validate.ts") },
  { name: "build-client", command: tsx("scripts/build-client.ts") },
  { name: "react-router build", command: [process.execPath, path.join(reactRouterDev, "bin.js"), "build"] },
  { name: "postbuild", command: tsx("scripts/postbuild.ts") },
  { name: "build-server", command: tsx("scripts/build-server.ts") },
];

for (const { name, command: [command = "", ...commandArgs] } of STEPS) {
  const run = spawnSync(command, commandArgs, { stdio: "inherit", env: { ...process.env, [BUILD_MODE_VARIABLE]: mode } });
  if (run.status === 0) continue;
  const why = run.error ? run.error.message : run.signal ? `stopped by ${run.signal}` : `exit ${run.status}`;
  console.error(`build: ${name} failed (${why}); the steps after it did not run`);
  process.exit(run.status || 1);
}
