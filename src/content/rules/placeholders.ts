/**
 * A command that starts a collection entry fills every field with "TODO: …"; such a
 * field gets one plain message asking for the real value instead of the schema's complaints about
 * it. Every collection's entries are read through it.
 */
import { problemAt, type CheckedFile } from "../checked-file.ts";
import { walkStrings } from "../json-values.ts";
import { quoted, type Problem } from "../problems.ts";

export function replaceTodoProblems(file: CheckedFile, found: Problem[]): { problems: Problem[]; valid: boolean } {
  const todos: Problem[] = [];
  if (!file.source.text.includes("TODO")) return { problems: found, valid: file.valid };
  walkStrings(file.data, [], (value, segments) => {
    if (/\bTODO\b/.test(value)) todos.push(problemAt(file, segments, `still holds the placeholder ${quoted(value)}; write the real value in its place`));
  });
  const todoPaths = new Set(todos.map((todo) => todo.path));
  return {
    problems: [...found.filter((problem) => problem.path === "(whole file)" || !todoPaths.has(problem.path)), ...todos],
    valid: file.valid && todos.length === 0,
  };
}
