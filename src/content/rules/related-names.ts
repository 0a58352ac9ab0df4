/**
 * A related suburb shown as "no report yet" names a real suburb: its name is on the site's list of
 * suburb names (pages.config/facts/suburb-names.json, from a published source) or is a report's. A
 * typo ("Parramata") or a made-up place ("Narnia") would otherwise go out as a card inviting a
 * report request for a suburb that does not exist. A site without the list is not checked.
 */
import type { SuburbReport } from "../../generated/content-types.ts";
import { problemAt, type CheckedFile } from "../checked-file.ts";
import { asRecord } from "../json-values.ts";
import type { Problem } from "../problems.ts";
import { closest } from "../suggest.ts";
import { formatDate } from "../../lib/dates.ts";

/**
 * The list of suburb names (the checked fact file, when the site has a sound one) is due for review
 * like any dated fact: from the day after its review date the site does not build.
 */
export function checkSuburbNamesReview(list: CheckedFile | undefined, today: string, problems: Problem[]): void {
  const reviewBy = list?.valid ? asRecord(list.data).reviewBy : undefined;
  if (list && typeof reviewBy === "string" && reviewBy < today)
    problems.push(
      problemAt(list, ["reviewBy"], `was due for review on ${formatDate(reviewBy)}: check the names against the source, then set the next review date`),
    );
}

export function checkRelatedNames(
  suburbs: readonly CheckedFile[],
  reports: Iterable<SuburbReport>,
  names: readonly string[] | undefined,
  problems: Problem[],
): void {
  if (!names) return;
  const known = [...names, ...[...reports].map((report) => report.name)];
  const lower = new Set(known.map((name) => name.toLowerCase()));
  for (const suburb of suburbs) {
    if (!suburb.valid) continue;
    const related = asRecord(suburb.data).related;
    if (!Array.isArray(related)) continue;
    related.forEach((card, i) => {
      const { name, noReport } = asRecord(card);
      if (noReport !== true || typeof name !== "string" || lower.has(name.trim().toLowerCase())) return;
      // Over a thousand names, two letters apart is often another suburb ("Narnia", "Bardia"): one in five may differ.
      const meant = closest(name.trim(), known, Math.max(1, Math.floor(name.trim().length / 5)));
      const advice = meant
        ? `did you mean ${meant}? Correct the spelling`
        : "check its spelling; if it is a real suburb, add its name to the list of suburb names";
      problems.push(problemAt(suburb, ["related", i, "name"], `${name} is not a suburb the site knows: ${advice}`));
    });
  }
}
