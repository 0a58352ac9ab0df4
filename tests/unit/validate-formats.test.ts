/**
 * `npm run validate -- --format github|json`: the same problems as the text a person reads, as
 * GitHub Actions annotations (escaped as GitHub requires) or as JSON with stable fields; anything
 * else it is called with gets its usage and exit code 2. Expectations come from the text format's
 * lines, parsed here.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { githubAnnotation, reported } from "../../scripts/lib/problem-formats.ts";

const root = path.resolve(import.meta.dirname, "../..");
const BAD = "tests/fixtures/cross-check";
const validate = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", "scripts/validate.ts", ...args], { cwd: root, encoding: "utf8" });

interface TextProblem {
  file: string;
  line: number;
  column: number;
  path: string;
  message: string;
}
/** The text run both format tests compare with, run once: each run is a Node process loading the site (about 2 CPU-s). */
let textRun: ReturnType<typeof validate> | undefined;

/** The text format's problem lines, `file:line:col  path  message`, as fields. */
function textProblems(): TextProblem[] {
  const run = (textRun ??= validate(BAD));
  expect(run.status).toBe(1);
  return run.stderr
    .split("\n")
    .map((line) => /^(\S+?):(\d+):(\d+) {2}(.+?) {2}(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, file = "", line = "", column = "", field = "", message = ""]) => ({ file, line: Number(line), column: Number(column), path: field, message }));
}

// As GitHub's documentation gives them: %, CR and LF in every value, and : and , in properties.
const data = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const property = (text: string) => data(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

describe("npm run validate -- --format", () => {
  it("text (the default): every problem with file:line:col on stderr and a count, exit 1", () => {
    expect(textProblems().length).toBeGreaterThan(5);
    expect(textRun?.stderr).toContain(`${BAD}/pages.config/site.json:38:13  nav[3].to  link to "/#abuot"`);
    // The count line agrees with the lines above it, whatever the fixture holds.
    const problems = textProblems();
    expect(textRun?.stderr).toContain(`${problems.length} problems in ${new Set(problems.map((problem) => problem.file)).size} files`);
  });

  it("github: one ::error annotation per problem, at its file, line and column, exit 1", () => {
    const expected = textProblems();
    expect(expected.length).toBeGreaterThan(5);
    const run = validate(BAD, "--format", "github");
    expect(run.status).toBe(1);
    const annotations = run.stdout.split("\n").filter((line) => line.startsWith("::"));
    // Named from the folder the command ran in, as a pull request names files: a second site's
    // pages.config/site.json is not the main site's.
    for (const annotation of annotations) expect(annotation).toMatch(new RegExp(`^::error file=${BAD}/pages\\.config/`));
    expect(annotations).toEqual(
      expected.map((p) => `::error file=${property(p.file)},line=${p.line},col=${p.column},title=${property(p.path)}::${data(p.message)}`),
    );
  });

  it("json: every problem with file, line, column, path, message and severity, and nothing else on stdout", () => {
    const expected = textProblems();
    const run = validate(BAD, "--format=json");
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as { valid: boolean; filesChecked: number; errors: number; problems: Array<Record<string, unknown>> };
    expect(report.valid).toBe(false);
    expect(report.errors).toBe(expected.length);
    expect(report.filesChecked).toBeGreaterThan(0);
    expect(report.problems.map((p) => Object.keys(p).sort())).toEqual(expected.map(() => ["column", "file", "line", "message", "path", "severity"]));
    expect(report.problems).toEqual(expected.map((p) => ({ ...p, severity: "error" })));
  });

  it("json on clean content: valid, no problems, exit 0", () => {
    const run = validate("--format", "json");
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as { valid: boolean; errors: number; problems: Array<{ severity: string }> };
    expect(report.valid).toBe(true);
    expect(report.errors).toBe(0);
    expect(report.problems.filter((p) => p.severity !== "warning")).toEqual([]);
  });

  it.each([
    [["--fromat", "github"], "Unknown option '--fromat'"],
    [["--format", "xml"], "--format xml is not a format"],
    [["--format"], "--format"],
    [[BAD, BAD], "one folder at most"],
  ])("%j gets a usage message and exit 2", (args, says) => {
    const run = validate(...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(says);
    expect(run.stderr).toContain("usage: npm run validate");
    expect(run.stdout).toBe("");
  });
});

describe("a GitHub annotation", () => {
  it("escapes what would end the line or the property list, and says warning for a warning", () => {
    const [error, warning] = reported(
      [{ file: "pages.config/a,b.json", line: 3, column: 7, path: "blocks[0].text", message: "100% sure:\nline two\r" }],
      [{ file: "pages.config/facts/duty.json", line: 2, column: 1, path: "reviewBy", message: "due for review by 2026-01-31" }],
      process.cwd(),
    );
    expect(error && githubAnnotation(error)).toBe("::error file=pages.config/a%2Cb.json,line=3,col=7,title=blocks[0].text::100%25 sure:%0Aline two%0D");
    expect(warning && githubAnnotation(warning)).toBe("::warning file=pages.config/facts/duty.json,line=2,col=1,title=reviewBy::due for review by 2026-01-31");
  });
});
