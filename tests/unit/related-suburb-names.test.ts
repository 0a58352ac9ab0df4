/**
 * A related suburb "with no report yet" must be a real suburb (issue 50 item 7): its name is on the
 * site's list of suburb names or is a report's. A typo is told what it likely meant; a made-up
 * place is told to check the spelling; a real suburb without a report passes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
const reportFiles = readdirSync(path.join(root, "pages.config/suburbs"))
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => `pages.config/suburbs/${name}`);
const reports = reportFiles.map((file) => read(file) as { name: string; related: { name: string; slug: string; noReport?: true }[] });
const listed = (read("pages.config/facts/suburb-names.json") as { names: string[] }).names;
const known = new Set([...listed, ...reports.map((report) => report.name)].map((name) => name.toLowerCase()));

/** The problems at the first report's last related card once it names `name` with no report. */
function problemsFor(name: string) {
  const file = reportFiles[0] ?? "";
  const report = structuredClone(reports[0]!);
  report.related[report.related.length - 1] = { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), noReport: true };
  return loadSite(root, { overrides: { [file]: JSON.stringify(report, null, 2) } }).problems.filter((problem) => problem.file === file);
}

describe("a related suburb with no report", () => {
  it("misspelt by a letter is refused, naming the suburb it likely meant", () => {
    const meant = reports.map((report) => report.name).find((name) => name.length >= 8) ?? "";
    const typo = meant.slice(0, 4) + meant.slice(5);
    expect(known.has(typo.toLowerCase())).toBe(false);
    const problems = problemsFor(typo);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain(`did you mean ${meant}?`);
  });

  it("that is no suburb at all is refused, asking to check the spelling", () => {
    expect(known.has("narnia")).toBe(false);
    const problems = problemsFor("Narnia");
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^Narnia is not a suburb .*check its spelling/);
  });

  it("that is a real suburb without a report passes", () => {
    const real = listed.find((name) => !reports.some((report) => report.name === name)) ?? "";
    expect(problemsFor(real)).toEqual([]);
  });

  it("is checked against a list that is itself reviewed: past its review date the site does not build", () => {
    const { reviewBy } = read("pages.config/facts/suburb-names.json") as { reviewBy: string };
    const after = new Date(Date.parse(`${reviewBy}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(loadSite(root, { today: reviewBy }).problems.filter((problem) => problem.file.endsWith("suburb-names.json"))).toEqual([]);
    const late = loadSite(root, { today: after }).problems.filter((problem) => problem.file.endsWith("suburb-names.json"));
    expect(late).toHaveLength(1);
    expect(late[0]?.path).toBe("reviewBy");
  });
});
