import type { PathSegment } from "./json-locations.ts";

/**
 * The change to a problem's own file that resolves it, for problems a change to another file causes
 * and that file cannot make first (Greystanes cannot drop `"noReport": true` for Merrylands before
 * the Merrylands report exists). A tool saving the other change applies it in the same save.
 */
export type ProblemFix =
  | { at: PathSegment[]; remove: true }
  | {
      at: PathSegment[];
      set: string;
      /**
       * The fact the new text names in place of words typed by hand, in staff words ("Merrylands ›
       * Median weekly rent", "Business name"): the editor offers the fix as "Use the live figure".
       */
      figure?: string;
    };

/** A content problem as people read it: where it is, which field, and what to do about it. */
export interface Problem {
  /** Path relative to the project root, e.g. "pages.config/pages/about.json". */
  file: string;
  line: number;
  column: number;
  /** Readable path of the offending value, e.g. `blocks[2].cards[0].title`, or "(whole file)". */
  path: string;
  message: string;
  /**
   * The same advice as the back office's staff read it, where `message` names what only the file
   * shows (a key and its value such as "noReport": true, a file name): the form's own words
   * instead. Set by the rule that writes the message; staffMessage() picks it.
   */
  staff?: string;
  fix?: ProblemFix;
}

/**
 * A value as a message quotes it: text between plain double quotes as typed, never escaped as JSON
 * (a region typed with quotes inside reads "Western Sydney · "Cumberland"", not \"Cumberland\");
 * anything else as JSON writes it.
 */
export const quoted = (value: unknown): string => (typeof value === "string" ? `"${value}"` : String(JSON.stringify(value)));

/** What a problem says in the back office: the form's words where the rule gave them, else the message. */
export const staffMessage = (problem: Problem): string => problem.staff ?? problem.message;

/**
 * Makes the edit a problem carries, in place: a companion of a save, a follow-up of a back-office
 * change, or the editor's "Use the live figure" on the draft in the form.
 */
export function applyFix(data: unknown, fix: ProblemFix): void {
  const parent = fix.at
    .slice(0, -1)
    .reduce<unknown>(
      (value, segment) => (value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[segment] : undefined),
      data,
    );
  const key = fix.at.at(-1);
  if (parent === null || typeof parent !== "object" || key === undefined) return;
  const target = parent as Record<string | number, unknown>;
  if ("remove" in fix) delete target[key];
  else target[key] = fix.set;
}

/** `file:line:col  path  message`: the one way problems are printed, in the terminal and in the browser. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.path}  ${p.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
}

export function wholeFile(file: string, message: string, line = 1, column = 1): Problem {
  return { file, line, column, path: "(whole file)", message };
}

/** Thrown where content must be sound (a build); its message lists every problem. */
export class ContentProblemsError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`pages.config/ has ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was built:\n${problems.map(formatProblem).join("\n")}`);
    this.name = "ContentProblemsError";
  }
}
