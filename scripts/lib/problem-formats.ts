/**
 * `npm run validate --format …`: the problems a check found, for a CI system rather than a person.
 * `github` prints GitHub Actions workflow commands, so a pull request shows each problem on its
 * line; `json` one document with stable fields, for anything else. The text format stays
 * formatProblem's (src/content/problems.ts).
 */
import path from "node:path";
import { formatProblem, type Problem } from "../../src/content/problems.ts";
import { shownPath } from "./site-option.ts";

export const FORMATS = ["text", "github", "json"] as const;
export type Format = (typeof FORMATS)[number];
export type Severity = "error" | "warning";

/** What the json format lists for each problem: these fields, always, and no others. */
export interface ReportedProblem {
  file: string;
  line: number;
  column: number;
  path: string;
  message: string;
  severity: Severity;
}

/**
 * The problems as every format reports them. Each file is named from where the command was run
 * (messageBase), not from the site's folder: a CI annotation for sites/starter/pages.config/… must
 * say so, or the pull request shows it on another site's file of the same name.
 */
export function reported(problems: Problem[], warnings: Problem[], root: string): ReportedProblem[] {
  const shown = (file: string) => shownPath(path.join(root, file)).split(path.sep).join("/");
  const as =
    (severity: Severity) =>
    ({ file, line, column, path: field, message }: Problem): ReportedProblem => ({ file: shown(file), line, column, path: field, message, severity });
  return [...problems.map(as("error")), ...warnings.map(as("warning"))];
}

// GitHub's own escaping (@actions/core): a message may not break the line, and a property value
// may not end the property list either.
const escapeData = (text: string) => text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
const escapeProperty = (text: string) => escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");

/** `::error file=…,line=…,col=…,title=<field>::<message>` (or `::warning`), one line. */
export function githubAnnotation(problem: ReportedProblem): string {
  const properties = { file: problem.file, line: String(problem.line), col: String(problem.column), title: problem.path };
  const list = Object.entries(properties)
    .map(([name, value]) => `${name}=${escapeProperty(value)}`)
    .join(",");
  return `::${problem.severity} ${list}::${escapeData(problem.message)}`;
}

/** A problem that is not in any file: the tool could not run. */
export function githubToolFailure(message: string): string {
  return `::error title=npm run validate::${escapeData(message)}`;
}

export function problemsJson(problems: ReportedProblem[], filesChecked: number): string {
  const errors = problems.filter((p) => p.severity === "error").length;
  return JSON.stringify({ valid: errors === 0, filesChecked, errors, warnings: problems.length - errors, problems }, null, 2);
}

export function problemText(problem: ReportedProblem): string {
  return `${problem.severity === "warning" ? "warning: " : ""}${formatProblem(problem)}`;
}

/**
 * The line a check for people ends with: how many problems in how many files, or that the folder
 * is valid; with how many files were checked, the wall time and, since a busy machine stretches
 * wall time, the CPU time the check itself used. On stderr with problems, else stdout.
 */
export function closingLine(
  problems: Problem[],
  files: number,
  folder: string,
  took: { seconds: number; cpu: NodeJS.CpuUsage },
): { stream: "stdout" | "stderr"; text: string } {
  const time = `${took.seconds.toFixed(2)} s (${((took.cpu.user + took.cpu.system) / 1e6).toFixed(2)} s CPU)`;
  if (!problems.length) return { stream: "stdout", text: `${folder}/ is valid: ${files} files checked in ${time}` };
  const fileCount = new Set(problems.map((p) => p.file)).size;
  return {
    stream: "stderr",
    text: `\n${problems.length} problem${problems.length === 1 ? "" : "s"} in ${fileCount} file${fileCount === 1 ? "" : "s"} (${files} files checked in ${time})`,
  };
}
