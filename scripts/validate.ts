/**
 * `npm run validate [-- [folder | --site folder] [--format text|github|json]]`: checks pages.config/ and prints
 * every problem as `file:line:col  path  message`, then as warnings what needs attention but does
 * not stop a build (figures to review within 30 days, HTML or Markdown a page would show as typed).
 * Exit 0 when clean (warnings or not), 1 for content problems, 2 when the tool fails or is called
 * wrongly. Review dates are checked against today in Sydney.
 *
 * For CI: `--format github` prints GitHub Actions annotations (a pull request shows each problem on
 * its line; docs/ci-github-actions.md), `--format json` one JSON document on stdout with each
 * problem's file, line, column, path, message and severity.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CONTENT_DIR, contentRoot } from "../src/content/content-files.ts";
import { shownPath } from "./lib/site-option.ts";
import { closingLine, FORMATS, githubAnnotation, githubToolFailure, problemsJson, problemText, reported, type Format } from "./lib/problem-formats.ts";

const USAGE = `usage: npm run validate [-- [folder | --site folder] [--format ${FORMATS.join("|")}]]
  folder           the folder holding ${CONTENT_DIR}/ (default: this one), e.g. sites/starter
  --site folder    the same, as npm run build names it
  --format text    file:line:col  path  message, for people (the default)
  --format github  GitHub Actions annotations, one problem per line
  --format json    {"valid", "filesChecked", "errors", "warnings", "problems": [{file, line, column, path, message, severity}]}`;

function usage(problem: string): never {
  console.error(`validate: ${problem}\n${USAGE}`);
  process.exit(2);
}

function options(args: string[]): { root: string; format: Format } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { format: { type: "string" }, site: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    // parseArgs says what was wrong ("Unknown option '--fromat'"), then advice about positional
    // arguments that fits nobody here; the usage says what is right.
    usage((error as Error).message.split(". To specify")[0] ?? String(error));
  }
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const format = parsed.values.format ?? "text";
  if (!(FORMATS as readonly string[]).includes(format)) usage(`--format ${format} is not a format: use ${FORMATS.join(", ")}`);
  const folders = [...(parsed.values.site === undefined ? [] : [parsed.values.site]), ...parsed.positionals];
  if (folders.length > 1) usage(`one folder at most, not ${folders.join(" ")}`);
  // Within `npm run build -- --site DIR` the folder comes from the environment (contentRoot).
  return { root: folders[0] === undefined ? contentRoot() : path.resolve(folders[0]), format: format as Format };
}

const { root, format } = options(process.argv.slice(2));
const toolFailed = (message: string): never => {
  console.error(message);
  if (format === "github") console.log(githubToolFailure(message));
  process.exit(2);
};

if (!existsSync(path.join(root, CONTENT_DIR)))
  toolFailed(`validate: there is no ${CONTENT_DIR}/ folder in ${root}; run it from the project folder or name one.`);
try {
  // Loaded once the command line is known to be right: a mistyped option is answered without
  // loading the schemas and the pipeline (about half a CPU-second of a usage message).
  const { loadSite } = await import("../src/content/load-site.ts");
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const { problems, warnings, files } = loadSite(root);
  const cpu = process.cpuUsage(cpuBefore);
  const found = reported(problems, warnings, root);
  if (format === "json") console.log(problemsJson(found, files));
  else {
    const took = { seconds: (performance.now() - started) / 1000, cpu };
    // Problems, then what is due soon, not yet wrong: shown every time so nobody is surprised on the day the build stops.
    for (const problem of found) {
      if (format === "github") console.log(githubAnnotation(problem));
      else console.error(problemText(problem));
    }
    const closing = closingLine(problems, files, path.join(shownPath(root), CONTENT_DIR), took);
    (closing.stream === "stderr" ? console.error : console.log)(closing.text);
  }
  if (problems.length) process.exitCode = 1;
} catch (error) {
  toolFailed(`validate: the checker itself failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
