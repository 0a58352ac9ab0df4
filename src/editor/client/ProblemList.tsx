import type { CheckResult, DraftProblem } from "../api-types.ts";
import { staffMessage, type ProblemFix } from "../../content/problems.ts";
import { HOSTED } from "./api.ts";
import { focusProblem } from "./focus-problem.ts";

/** What problems hold back: the back office saves a draft with problems and only its publish waits; npm run edit will not save a file with problems. */
const STOPPED = HOSTED ? { ready: "ready to publish", before: "before publishing" } : { ready: "ready to save", before: "before saving" };

/** How problems are named: by path, file and line for developers (npm run edit), by the form's labels in the back office. */
export interface ProblemNaming {
  /** The field a problem of the open file names, in the form's words. */
  field: (path: string) => string;
  /** Another file, as the list on the left names it. */
  file: (file: string) => string;
}

/** A figure typed by hand in the open file: the edit that puts the live figure in its place. */
function liveFigureFix(problem: DraftProblem): ProblemFix | undefined {
  return problem.fix && "set" in problem.fix && problem.fix.figure ? problem.fix : undefined;
}

function Problem({
  problem,
  showFile,
  naming,
  onFix,
}: {
  problem: DraftProblem;
  showFile: boolean;
  naming?: ProblemNaming;
  onFix?: (fix: ProblemFix) => void;
}) {
  const fix = !showFile && onFix ? liveFigureFix(problem) : undefined;
  const useFigure = fix && (
    <button
      type="button"
      onClick={() => onFix?.(fix)}
      className="ml-2 shrink-0 rounded-md border border-brand-700 bg-white px-2 py-0.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-600"
      aria-label={`Use the live figure: ${"figure" in fix ? fix.figure : ""}`}
    >
      Use the live figure
    </button>
  );
  if (HOSTED && naming) {
    const field = showFile ? "" : naming.field(problem.path);
    return (
      <li className={fix ? "flex items-start" : undefined}>
        <button
          type="button"
          className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-accent-600"
          onClick={() => focusProblem(problem.path)}
          disabled={showFile}
        >
          {showFile && <span className="mr-1 font-semibold text-red-800">{naming.file(problem.file)}:</span>}
          {field && <span className="mr-1 font-semibold text-red-800">{field}:</span>}
          <span className="text-slate-800">{staffMessage(problem)}</span>
        </button>
        {useFigure}
      </li>
    );
  }
  const where = problem.path === "(whole file)" ? "" : problem.path;
  return (
    <li className={fix ? "flex items-start" : undefined}>
      <button
        type="button"
        className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-accent-600"
        onClick={() => focusProblem(problem.path)}
        disabled={showFile}
      >
        {where && <code className="mr-1 font-semibold text-red-800">{where}</code>}
        <span className="text-slate-800">{problem.message}</span>
        <span className="ml-1 text-slate-600">
          ({showFile ? `${problem.file}, ` : ""}line {problem.line})
        </span>
      </button>
      {useFigure}
    </li>
  );
}

/**
 * A problem's key by what it says, not where it is in the list: when a check clears the problems
 * above it, its button stays the same element, so a click already on its way still lands (keyed by
 * position, the button was replaced under the pointer and the click was lost).
 */
function stableKey(problems: readonly DraftProblem[], index: number): string {
  const problem = problems[index]!;
  const same = problems.slice(0, index).filter((other) => other.path === problem.path && other.message === problem.message).length;
  return `${problem.path}|${problem.message}|${same}`;
}

/**
 * What the shared validator says about the draft. Problems in this file and problems it causes in
 * other files stop a save (npm run edit) or a publish (the back office); problems other files had already are shown but do not. Changes a save
 * makes to other files to keep them in step are listed before they happen.
 */
export function ProblemList({
  check,
  checking,
  naming,
  onFix,
}: {
  check: CheckResult | undefined;
  checking: boolean;
  naming?: ProblemNaming;
  /** Makes a problem's edit in the draft: "Use the live figure" for a figure typed by hand. */
  onFix?: (fix: ProblemFix) => void;
}) {
  const blocking = check ? check.own.length + check.caused.length : 0;
  return (
    // It sits in the editor's sticky header above the form: kept to a few lines on a laptop's screen,
    // the lists scrolling within it, so the form keeps most of the screen.
    <section aria-labelledby="problems-heading" className="rounded-xl border border-slate-300 bg-white px-3 py-2">
      <h2 id="problems-heading" className="inline text-base font-bold text-brand-900">
        Problems{" "}
        {check && (
          <span className={blocking ? "text-red-800" : "text-green-800"}>
            ({blocking === 0 ? `none: ${STOPPED.ready}` : `${blocking} to fix ${STOPPED.before}`})
          </span>
        )}
      </h2>{" "}
      <p className="inline text-sm text-slate-600" aria-live="polite">
        {/* The how-to only where there is something to select: with none it pushed the form down for nothing. */}
        {checking
          ? "Checking…"
          : !blocking
            ? ""
            : HOSTED
              ? // On the heading's line: the bar above the editor already says changes are checked as publishing checks them.
                "Select one to fix it."
              : "Checked with the same rules as npm run validate. Select a problem to go to its field."}
      </p>
      {check && check.own.length > 0 && (
        <ul className="mt-1 max-h-24 space-y-0.5 overflow-y-auto" data-problems="own">
          {check.own.map((problem, i) => (
            <Problem key={stableKey(check.own, i)} problem={problem} showFile={false} naming={naming} onFix={onFix} />
          ))}
        </ul>
      )}
      {check && check.caused.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-slate-800">This change would make problems in other files</h3>
          <ul className="mt-1 max-h-20 space-y-0.5 overflow-y-auto" data-problems="caused">
            {check.caused.map((problem, i) => (
              <Problem key={`${problem.file}-${problem.path}-${i}`} problem={problem} showFile naming={naming} />
            ))}
          </ul>
        </>
      )}
      {check && check.alsoChanges.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-slate-800">Saving also updates these files to match</h3>
          <ul className="mt-1 space-y-0.5 text-sm text-slate-800" data-also-changes>
            {check.alsoChanges.map(({ file, changes, staff }) => (
              <li key={file}>
                {HOSTED && naming ? <strong>{naming.file(file)}</strong> : <code>{file}</code>}: {(HOSTED && naming ? staff : changes).join("; ")}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * That other files already have problems, which do not stop this save. Beside the header, not in
 * it: in the sticky header its line pushed the form below a laptop screen's top third (the fit test).
 */
export function ProblemsElsewhere({ check }: { check: CheckResult | undefined }) {
  if (!check?.elsewhere.length) return null;
  return (
    <p className="text-sm text-slate-700">
      Other files already have {check.elsewhere.length} problem{check.elsewhere.length === 1 ? "" : "s"}
      {HOSTED ? "" : " (npm run validate lists them)"}; they do not stop this save.
    </p>
  );
}
