/**
 * Every `{reference}` in content names a fact that exists: a misspelt name would show its braces
 * on the page. A suburb file may also name its own figures as {suburb.<figure>}.
 */
import { problemAt, type CheckedFile } from "../checked-file.ts";
import { walkStrings } from "../json-values.ts";
import type { Problem } from "../problems.ts";
import { referencesIn, type References } from "../references.ts";
import { didYouMean } from "../suggest.ts";

/** The reference names people most often want, for messages: the full list runs to hundreds. */
const EXAMPLES = "{phone}, {email}, {brand}, {claims.lenders}, {suburbs.blacktown.rent} or, in a suburb file, {suburb.rent}";

export function checkReferences(files: readonly CheckedFile[], references: References, own: (file: CheckedFile) => Record<string, string>, problems: Problem[]): void {
  for (const file of files) {
    if (!file.valid) continue;
    const extra = own(file);
    let names: string[] | undefined;
    walkStrings(file.data, [], (value, segments) => {
      if (segments[0] === "$schema") return;
      for (const { name, index } of referencesIn(value)) {
        if (references.has(name) || name in extra) continue;
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
