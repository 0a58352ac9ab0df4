/** One content file, parsed and checked against its schema, with what later checks need to point into it. */
import { JsonLocator, formatPath, mayHaveDuplicateKeys, type PathSegment } from "./json-locations.ts";
import { wholeFile, type Problem } from "./problems.ts";
import { schemaProblems, type SchemaChecker } from "./schema-messages.ts";
import type { SourceFile } from "./source.ts";

export interface CheckedFile {
  source: SourceFile;
  locator: JsonLocator;
  data: unknown;
  /** False when the file broke a rule of its own, so later checks must not trust its shape. */
  valid: boolean;
  /**
   * For a page made from another file (an entry of a collection's page): where a part of the page comes
   * from in that file, so messages point at the line the author wrote.
   */
  sourcePath?: (segments: PathSegment[]) => PathSegment[];
}

/**
 * Parses a file and checks it against a schema; undefined (and a problem) when it is not JSON, or
 * when `misplaced` says it is another kind of file than its folder holds.
 */
export function checkFile(
  source: SourceFile,
  schemaFile: string,
  checker: SchemaChecker,
  problems: Problem[],
  misplaced?: (data: unknown) => string | undefined,
): CheckedFile | undefined {
  const locator = new JsonLocator(source.text);
  let data: unknown;
  try {
    data = JSON.parse(source.text);
  } catch {
    const syntax = locator.syntaxError();
    problems.push(
      syntax
        ? { file: source.file, ...syntax.position, path: "(whole file)", message: syntax.message }
        : wholeFile(source.file, source.text.trim() ? "this is not valid JSON" : "the file is empty"),
    );
    return undefined;
  }
  const elsewhere = misplaced?.(data);
  if (elsewhere) {
    problems.push(wholeFile(source.file, elsewhere));
    return undefined;
  }
  let valid = true;
  if (mayHaveDuplicateKeys(source.text, data))
    for (const { path, first, second } of locator.duplicateKeys()) {
      valid = false;
      const name = String(path.at(-1));
      problems.push({
        file: source.file,
        ...second,
        path: formatPath(path),
        message: `"${name}" is written twice in the same object, on line ${first.line} and line ${second.line}; only the last one would count: delete one of them`,
      });
    }
  const errors = checker.errorsIn(schemaFile, data);
  if (errors.length) {
    valid = false;
    problems.push(...schemaProblems(errors, data, source.file, locator, checker.blockTypes, checker.siteBlockTypes));
  }
  return { source, locator, data, valid };
}

/** `staff`: the message in the form's words, when `message` names keys, values or files (Problem.staff). */
export function problemAt(file: CheckedFile, segments: PathSegment[], message: string, staff?: string): Problem {
  const at = file.sourcePath ? file.sourcePath(segments) : segments;
  return { file: file.source.file, ...file.locator.valueAt(at), path: formatPath(at), message, ...(staff !== undefined && { staff }) };
}
