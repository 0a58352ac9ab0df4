/**
 * Every `{reference}` in content names a fact that exists: a misspelt name would show its braces
 * on the page. A collection entry's file may also name its own figures as {<own>.<figure>}, by
 * the names its collection.json declares.
 */
import { problemAt, type CheckedFile } from "../checked-file.ts";
import { walkStrings } from "../json-values.ts";
import type { Problem } from "../problems.ts";
import type { CollectionDeclaration } from "../../generated/content-types.ts";
import { optionalSectionOf, referencesIn, type References } from "../references.ts";
import { addSectionAdvice } from "../site-sections.ts";
import { didYouMean } from "../suggest.ts";

/**
 * The reference names people most often want, for messages (the full list runs to hundreds): the
 * site's own, its first claim, and each collection's example as its declaration gives it.
 */
export function referenceExamples(references: References, collections: readonly Pick<CollectionDeclaration, "references">[]): string {
  const claim = [...references.keys()].find((name) => name.startsWith("claims."));
  const names = ["{phone}", "{email}", "{brand}", ...(claim ? [`{${claim}}`] : [])];
  const entries = collections.flatMap(({ references: declared }) =>
    declared?.example
      ? [
          `{${declared.each}.${declared.example.entry}.${declared.example.figure}} or, in ${declared.example.file}, {${declared.own}.${declared.example.figure}}`,
        ]
      : [],
  );
  if (entries.length) return [...names, ...entries].join(", ");
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/**
 * `own` gives a file's own names ({<own>.<figure>} in an entry's file), or undefined when the file is
 * not checked here (a second entry with one slug: its own problem says so). `reportedElsewhere` names
 * references to a file that exists but is broken, whose own problems are reported in it.
 */
export function checkReferences(
  files: readonly CheckedFile[],
  references: References,
  own: (file: CheckedFile) => Record<string, string> | undefined,
  reportedElsewhere: (name: string) => boolean,
  problems: Problem[],
  examples: string,
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
          message: `{${name}} names no fact${suggestion}: text can name facts such as ${examples}; docs/editing-content.md lists them all`,
        });
      }
    });
  }
}
