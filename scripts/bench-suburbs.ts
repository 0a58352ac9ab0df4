/**
 * `npm run bench:suburbs [-- --count 1000 --keep --validate-only]`: the broker's benchmark of how its
 * suburb collection scales, kept as the broker's because it models entries on its reports; the
 * figures stand for any collection of that size. Fills a
 * scratch copy of the project with `count` suburb reports (the real ones plus generated ones
 * modelled on them), then times `npm run validate`, the full `npm run build` there, and a build
 * after one report's rent changed (`--changed-from` the full build, as a publish builds), and
 * prints the figures. Targets on a 2-core machine: validate under 1 s, build under 30 s, the
 * change at most 0.3 times the build.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { SuburbReport } from "../sites/westline/collections/suburbs/suburb.types.ts";
import { declaredFolders } from "../src/content/collections.ts";
import { defaultSiteRoot } from "../src/content/content-files.ts";
import { loadSite } from "../src/content/load-site.ts";
import { slugify } from "../src/lib/slug.ts";
import { pageInputsFile } from "./lib/page-inputs-file.ts";
import { scratchCopy } from "./scratch-copy.ts";

const { values } = parseArgs({
  options: { count: { type: "string", default: "1000" }, keep: { type: "boolean", default: false }, "validate-only": { type: "boolean", default: false } },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error("bench:suburbs: --count must be a whole number of suburbs, e.g. --count 1000");
  process.exit(2);
}

/** 0 → "Aa", 1 → "Ab" …: letters only, because suburb names may not hold digits. */
function tag(n: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let out = "";
  let rest = n;
  do {
    out = letters[rest % 26] + out;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return out.padStart(2, "a").replace(/^./, (c) => c.toUpperCase());
}

const scratch = scratchCopy("westline-bench-");
// The copy's default site, where npm run validate and npm run build look.
const site = defaultSiteRoot(scratch.root);
const collection = declaredFolders(site).find((folder) => folder.name === "suburbs");
if (!collection) throw new Error(`bench:suburbs: ${site} declares no collection of suburb reports (collections/<name>/collection.json)`);
const dir = path.join(site, collection.dir);
// The reports as written (references such as {suburb.house} still references), not as loadSite
// fills them in: a copy of a filled report has every figure typed in, which the content rules
// rightly refuse (and so did `npm run validate` here, with 15,348 problems).
const real = (loadSite(site).entries[collection.name] ?? []).map(({ file }) => JSON.parse(readFileSync(path.join(site, file), "utf8")) as SuburbReport);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Every text in value with the suburb's name changed, as an author starting from a copy would. */
function renamed<T>(value: T, from: string, to: string): T {
  const name = new RegExp(`\\b${escape(from)}\\b`, "g");
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) => (typeof item === "string" ? item.replace(name, to) : item)) as T;
}
const generated: SuburbReport[] = [];
for (let i = 0; generated.length + real.length < count; i++) {
  // "Auburn No suburb report" reads, rightly, as saying Auburn has no report.
  if (tag(i) === "No") continue;
  const base = real[i % real.length] as SuburbReport;
  const name = `${base.name} ${tag(i)}`;
  const copy = renamed(base, base.name, name);
  generated.push({
    ...copy,
    name,
    slug: slugify(name),
    description: `${name} suburb report: indicative prices, rents, yields and vacancy, with equity and mortgage guidance.`,
    // Each suburb's reasons must be its own (a copied reason is a content problem): a generated
    // report says which sample it is in each.
    reasons: copy.reasons.map((reason, k) => ({ ...reason, text: `${reason.text} Sample ${tag(i)}, reason ${k + 1}.` })),
  });
}
// Each generated suburb relates to the next three, so every related link is a real report.
generated.forEach((report, i) => {
  report.related = [1, 2, 3].map((step) => {
    const other = generated[(i + step) % generated.length] as SuburbReport;
    return { name: other.name, slug: other.slug };
  });
  writeFileSync(path.join(dir, `${report.slug}.json`), JSON.stringify(report, null, 2) + "\n");
});
const total = real.length + generated.length;
console.log(`bench:suburbs: ${total} suburb reports in ${scratch.root}`);

/** Wall-clock and CPU seconds of an npm script in the scratch copy. */
function timed(script: string): { wall: number; cpu: number; output: string } {
  const result = spawnSync("bash", ["-c", `TIMEFORMAT='%R %U %S'; { time npm run --silent ${script} >.bench.log 2>&1 ; } 2>.bench.time`], {
    cwd: scratch.root,
  });
  const output = readFileSync(path.join(scratch.root, ".bench.log"), "utf8");
  if (result.status !== 0) {
    console.error(output);
    throw new Error(`npm run ${script} failed in ${scratch.root}`);
  }
  const [wall = 0, user = 0, sys = 0] = readFileSync(path.join(scratch.root, ".bench.time"), "utf8").trim().split(" ").map(Number);
  return { wall, cpu: user + sys, output };
}

try {
  const validate = timed("validate");
  const inside = validate.output.match(/checked in ([\d.]+) s \(([\d.]+) s CPU\)/);
  if (values["validate-only"]) {
    console.log(
      `\nsuburb reports            ${total}\nnpm run validate          ${validate.wall.toFixed(2)} s wall, ${validate.cpu.toFixed(2)} s CPU (checking itself: ${inside?.[1] ?? "?"} s wall, ${inside?.[2] ?? "?"} s CPU; target < 1 s)\nmachine                   load average ${(
        await import("node:os")
      )
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } else {
    // Verbose: the figures below read Vite's own lines, which a default build leaves out.
    const build = timed("build -- --verbose");
    const client = path.join(scratch.root, "build/client");
    const reportsDir = path.join(client, "resources/suburb-reports");
    const pagesBuilt = readdirSync(reportsDir).filter((entry) => statSync(path.join(reportsDir, entry)).isDirectory());
    const htmlSizes = pagesBuilt.map((slug) => statSync(path.join(reportsDir, slug, "index.html")).size);
    const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
    const listed = (sitemap.match(/\/resources\/suburb-reports\/[a-z0-9-]+\//g) ?? []).length;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const average = htmlSizes.reduce((a, b) => a + b, 0) / htmlSizes.length;
    const indexHtml = statSync(path.join(reportsDir, "index.html")).size;
    const buildSeconds = (label: string) => build.output.match(new RegExp(`${label}[^\\n]*?([\\d.]+)\\s?s\\b`))?.[1];
    const steps = /steps\s+(.*)/.exec(build.output)?.[1] ?? "?";
    const cores = Number(execFileSync("nproc", { encoding: "utf8" }).trim());

    // A publish of one figure: the first generated report's weekly rent up by a dollar, built
    // from the full build above as the publish job builds (scripts/build-changed.ts).
    const previous = path.join(scratch.root, "previous-client");
    renameSync(client, previous);
    renameSync(pageInputsFile(client), pageInputsFile(previous));
    const changedReport = generated[0] as SuburbReport;
    changedReport.snapshot.medianRentPerWeek += 1;
    writeFileSync(path.join(dir, `${changedReport.slug}.json`), JSON.stringify(changedReport, null, 2) + "\n");
    const changed = timed(`build -- --pages-only --changed-from ${previous}`);
    const rendered = /changed: (\d+ of \d+ pages)/.exec(changed.output)?.[1] ?? "?";

    console.log(`
  suburb reports            ${total}
  npm run validate          ${validate.wall.toFixed(2)} s wall, ${validate.cpu.toFixed(2)} s CPU (checking itself: ${inside?.[1] ?? "?"} s wall, ${inside?.[2] ?? "?"} s CPU; target < 1 s)
  npm run build             ${build.wall.toFixed(2)} s wall, ${build.cpu.toFixed(2)} s CPU (target < 30 s)
    steps                   ${steps}
    vite client bundle      ${buildSeconds("built in") ?? "?"} s (first "built in" line)
  one rent changed          ${changed.wall.toFixed(2)} s wall, ${changed.cpu.toFixed(2)} s CPU, ${(changed.wall / build.wall).toFixed(2)} times the full build's wall time and ${(changed.cpu / build.cpu).toFixed(2)} times its CPU (${rendered} rendered again; npm run build -- --changed-from, as a publish)
  prerendered report pages  ${pagesBuilt.length} (HTML ${kb(average)} each on average, largest ${kb(Math.max(...htmlSizes))})
  index page HTML           ${kb(indexHtml)}
  sitemap report entries    ${listed}
  machine                   ${cores} cores, load average ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`);
    if (pagesBuilt.length !== total || listed !== total) {
      console.error(`bench:suburbs: expected ${total} pages and sitemap entries`);
      process.exitCode = 1;
    }
  }
} finally {
  if (values.keep) console.log(`kept ${scratch.root}`);
  else scratch.remove();
}
