/**
 * A build after a change (`npm run build -- --changed-from`, what a publish runs) writes exactly
 * what a full build of the same content writes, file for file and byte for byte, and renders
 * again only the pages the change affects. The full build is the judge of which pages those are:
 * the files it changes are the files the build after the change may change.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { defaultSiteRoot } from "../../src/content/content-files.ts";
import { listFiles } from "../../src/content/files.ts";
import { REPORTS, type RawSuburb } from "../raw-content.ts";

const run = promisify(execFile);
const scratch = scratchCopy("westline-build-changed-");
// Outside the project: Tailwind reads the project's files for the classes it writes, built pages too.
const kept = mkdtempSync(path.join(tmpdir(), "westline-build-changed-kept-"));
afterAll(() => {
  scratch.remove();
  rmSync(kept, { recursive: true, force: true });
});
const at = (...parts: string[]) => path.join(scratch.root, ...parts);
/** A file of the copy's site (its default site), by its path in the site's folder. */
const inSite = (...parts: string[]) => path.join(defaultSiteRoot(scratch.root), ...parts);
const build = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "scripts/build.ts", "--pages-only", ...args], { cwd: scratch.root, maxBuffer: 64 * 1024 * 1024 });
/** A finished build/client moved aside under `name`, with the record of its pages' inputs beside it. */
const keep = (name: string) => {
  renameSync(at("build", "client"), path.join(kept, name));
  renameSync(at("build", ".client.page-inputs.json"), path.join(kept, `.${name}.page-inputs.json`));
  return path.join(kept, name);
};
const filesOf = (dir: string) => listFiles(dir, () => true).sort();
const differing = (a: string, b: string) => filesOf(b).filter((file) => !readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file))));

describe("npm run build -- --changed-from, after one suburb's weekly rent changed", () => {
  const suburbFile = listFiles(inSite("pages.config", "suburbs"), (name) => name.endsWith(".json")).sort()[0] ?? "";
  const report = JSON.parse(readFileSync(inSite("pages.config", "suburbs", suburbFile), "utf8")) as RawSuburb & { snapshot: { medianRentPerWeek: number } };
  const rent = report.snapshot.medianRentPerWeek + 1;
  const reportPage = `${REPORTS.slice(1)}/${report.slug}/index.html`;

  const writeReport = () => writeFileSync(inSite("pages.config", "suburbs", suburbFile), `${JSON.stringify(report, null, 2)}\n`);

  // Started as the file is collected: four builds in a row, the longest chain in this file.
  const built = (async () => {
    await build();
    const previous = keep("previous");
    // As a publish does: its copy of the project has no renderer of its own, it names the full build's. In the
    // project, where the renderer's imports resolve; removed before the full build's Tailwind reads the project.
    const renderer = at("kept-page-renderer");
    renameSync(at("build", "page-renderer"), renderer);
    report.snapshot.medianRentPerWeek = rent;
    writeReport();
    const { stdout } = await build("--changed-from", previous, "--renderer", renderer);
    const changed = keep("changed");
    // The next publish starts from the build the last one made.
    report.snapshot.medianRentPerWeek = rent + 1;
    writeReport();
    const { stdout: again } = await build("--changed-from", changed, "--renderer", renderer);
    rmSync(at("build", "client"), { recursive: true });
    rmSync(renderer, { recursive: true });
    report.snapshot.medianRentPerWeek = rent;
    writeReport();
    await build();
    return { previous, changed, full: at("build", "client"), report: stdout, again };
  })();

  it("writes the same files as a full build, byte for byte", async () => {
    const { changed, full } = await built;
    expect(filesOf(changed)).toEqual(filesOf(full));
    expect(differing(full, changed)).toEqual([]);
    expect(readFileSync(path.join(changed, reportPage), "utf8")).toContain(`$${rent}`);
  });

  it("changes only the files the full build changes, and renders only the pages they belong to", async () => {
    const { previous, changed, full, report: output } = await built;
    const byFull = differing(previous, full);
    expect(byFull).toContain(reportPage);
    expect(differing(previous, changed)).toEqual(byFull);
    const pagesChanged = byFull.filter((file) => file.endsWith("index.html")).length;
    const pages = filesOf(full).filter((file) => file.endsWith("index.html")).length;
    expect(pagesChanged).toBeLessThan(pages);
    expect(output).toContain(`changed: ${pagesChanged} of ${pages} pages rendered again`);
  });

  it("a second change, built from the first's build with the same renderer, renders again only that change's pages", async () => {
    const { previous, full, again } = await built;
    const pagesChanged = differing(previous, full).filter((file) => file.endsWith("index.html")).length;
    const pages = filesOf(full).filter((file) => file.endsWith("index.html")).length;
    expect(again).toContain(`changed: ${pagesChanged} of ${pages} pages rendered again`);
  });
});
