/**
 * Every `{reference}` in content names a fact that exists: a misspelt name would show its braces
 * on the page. A suburb file may also name its own figures as {suburb.<figure>}.
 */
import { problemAt, type CheckedFile } from "../checked-file.ts";
import { walkStrings } from "../json-values.ts";
import type { Problem } from "../problems.ts";
import { optionalSectionOf, referencesIn, type References } from "../references.ts";
import { addSectionAdvice } from "../site-sections.ts";
import { didYouMean } from "../suggest.ts";

/** The reference names people most often want, for messages: the full list runs to hundreds. */
const EXAMPLES = "{phone}, {email}, {brand}, {claims.lenders}, {suburbs.blacktown.rent} or, in a suburb file, {suburb.rent}";

/**
 * `own` gives a file's own names ({suburb.rent} in a suburb file), or undefined when the file is not
 * checked here (a second report for one suburb: its own problem says so). `reportedElsewhere` names
 * references to a file that exists but is broken, whose own problems are reported in it.
 */
export function checkReferences(
  files: readonly CheckedFile[],
  references: References,
  own: (file: CheckedFile) => Record<string, string> | undefined,
  reportedElsewhere: (name: string) => boolean,
  problems: Problem[],
): void {
  for (const file of files) {
    if (!file.valid) continue;
    const extra = own(file);
    if (!extra) continue;
    let names: string[] | undefined;
    walkStrings(file.data, [], (value, segments) => {
      if (segments[0] === "$schema") return;
      for (const { name, index } of referencesIn(value)) {
        if (references.has(name) || name in extra || reportedElsewhere(name)) continue;
        const section = optionalSectionOf(name);
        if (section) {
          problems.push({
            ...problemAt(file, segments, ""),
            ...file.locator.charAt(segments, index),
            message: `{${name}} is filled from site.json's "${section}", but ${addSectionAdvice(section, "or write the words themselves")}`,
          });
          continue;
        }
        names ??= [...references.keys(), ...Object.keys(extra)];
        const scope = name.includes(".") ? names.filter((n) => n.startsWith(`${name.split(".")[0]}.`)) : names.filter((n) => !n.includes("."));
        const suggestion = didYouMean(name, scope.length ? scope : names, (s) => `{${s}}`);
        problems.push({
          ...problemAt(file, segments, ""),
          ...file.locator.charAt(segments, index),
          message: `{${name}} names no fact${suggestion}: text can name facts such as ${EXAMPLES}; docs/editing-content.md lists them all`,
        });
      }
    });
  }
}
