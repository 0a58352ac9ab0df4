/**
 * What the suburb schema cannot say: no field still holds a `TODO` from `npm run new:suburb`, the
 * slug is the file name and spells the suburb's name, no suburb has two reports, related suburbs have a report or say they have
 * none (and stop saying so once they do). Whether the figures are plausible is the broker's own
 * check, in its collection's template (sites/westline/collections/suburbs/plausibility.ts).
 */
import path from "node:path";
import { distance } from "fastest-levenshtein";
import type { SuburbReport } from "../../generated/content-types.ts";
import { problemAt, type CheckedFile } from "../checked-file.ts";
import type { PathSegment } from "../json-locations.ts";
import { walkStrings } from "../json-values.ts";
import { quoted, type Problem, type ProblemFix } from "../problems.ts";
import { didYouMean } from "../suggest.ts";
import { slugify as suburbSlug } from "../../lib/slug.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The slug field as the editor's form labels it (its editor hint in the schema): staff advice names it so. */
const SLUG_LABEL = "Web address";

/**
 * `npm run new:suburb` fills every field with "TODO: …"; such a field gets one plain message asking
 * for the real value instead of the schema's complaints about it.
 */
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

export interface SuburbCollection {
  /** The reports sound enough to build pages from, by slug. */
  reports: Map<string, SuburbReport>;
  /**
   * Slugs of reports that exist but whose own file has the problem that keeps them out (it did not
   * parse, is saved under a name that is not read, or misspells its slug): other files that name
   * them are not told the report is missing, which would send people to the wrong fix.
   */
  reportedInOwnFile: Set<string>;
}

/**
 * The reports sound enough to build pages from, and the problems of the rest. `allFiles` lists
 * every suburb file, also those that did not parse, and `unread` the files meant as reports that
 * are not read (merrylands.json.txt) by the slug they would have: a related suburb whose own file
 * has a problem is reported there, not again in every report that lists it.
 */
export function checkSuburbs(
  suburbs: CheckedFile[],
  allFiles: string[],
  unread: ReadonlyMap<string, string>,
  problems: Problem[],
  noneChoice: string,
): SuburbCollection {
  const report = (file: CheckedFile, at: PathSegment[], message: string, { fix, staff }: { fix?: ProblemFix; staff?: string } = {}) =>
    problems.push(fix ? { ...problemAt(file, at, message, staff), fix } : problemAt(file, at, message, staff));
  const stem = (file: CheckedFile) => path.posix.basename(file.source.file, ".json");
  // Of two reports for one suburb the original is the one whose file is named after its slug, then
  // the one whose slug is the suburb's name, then the older file: messages land on the copy.
  const rank = (file: CheckedFile) => {
    const { slug, name } = file.data as SuburbReport;
    return [stem(file) === slug ? 0 : 1, slug === suburbSlug(name) ? 0 : 1, file.source.modified ?? 0];
  };
  const ordered = suburbs
    .filter((s) => s.valid)
    .map((file) => ({ file, rank: rank(file) }))
    .sort((a, b) => a.rank.reduce((order, value, i) => order || value - (b.rank[i] ?? 0), 0) || (a.file.source.file < b.file.source.file ? -1 : 1))
    .map(({ file }) => file);
  const reports = new Map<string, SuburbReport>();
  const fileOf = new Map<string, string>();
  const byName = new Map<string, string>();
  const reportedInOwnFile = new Set([...allFiles.map((file) => path.posix.basename(file, ".json")), ...unread.keys()]);
  for (const suburb of ordered) {
    const data = suburb.data as SuburbReport;
    const name = stem(suburb);
    const original = fileOf.get(data.slug);
    const sameName = byName.get(data.name.toLowerCase());
    if (original) {
      report(
        suburb,
        ["slug"],
        `the slug "${data.slug}" is already used by ${original}: if this file is an accidental copy, delete it; otherwise give this suburb its own name and slug`,
      );
      continue;
    }
    if (sameName) {
      report(
        suburb,
        ["name"],
        `"${data.name}" already has a report in ${sameName}: if this file is an accidental copy, delete it; otherwise edit that report instead`,
      );
      continue;
    }
    // The suburb's name tells which of slug and file name holds a typo: the fix never copies it.
    const named = suburbSlug(data.name);
    if (data.slug !== name) {
      const fix =
        name === named && misspells(data.slug, named)
          ? `set the slug to "${name}"`
          : !SLUG.test(name)
            ? `rename the file to ${data.slug}.json (file names are lowercase words joined by dashes)`
            : data.slug === named && misspells(name, named)
              ? `rename the file to ${data.slug}.json`
              : `rename the file to ${data.slug}.json or set the slug to "${name}"`;
      // In the back office the file name is the address the report was made with: only the slug can change.
      report(suburb, ["slug"], `the slug "${data.slug}" must match the file name "${name}.json": ${fix}`, {
        staff: `must be "${name}", this report's address: set the ${SLUG_LABEL} to "${name}"`,
      });
    } else if (misspells(data.slug, named)) {
      report(
        suburb,
        ["slug"],
        `the slug "${data.slug}" does not spell the suburb's name "${data.name}": set the slug to "${named}" and rename the file to ${named}.json (or, if the slug is right, correct the name)`,
        {
          staff: `"${data.slug}" does not spell the suburb's name "${data.name}": if the name is right, delete this report and start a new one for ${data.name}; if the ${SLUG_LABEL} is right, correct the Name`,
        },
      );
      reportedInOwnFile.add(named);
    }
    fileOf.set(data.slug, suburb.source.file);
    byName.set(data.name.toLowerCase(), suburb.source.file);
    reports.set(data.slug, data);
  }
  for (const suburb of ordered) {
    const data = suburb.data as SuburbReport;
    if (reports.get(data.slug) !== data) continue;
    const listed = new Set<string>();
    data.related.forEach((related, i) => {
      const at: PathSegment[] = ["related", i, "slug"];
      const target = reports.get(related.slug);
      if (related.slug === data.slug) report(suburb, at, "a suburb cannot be related to itself");
      else if (listed.has(related.slug)) report(suburb, at, `"${related.slug}" is listed twice; list three different suburbs`);
      else if (!target && !related.noReport && !reportedInOwnFile.has(related.slug))
        report(
          suburb,
          at,
          `no suburb report "${related.slug}"${didYouMean(related.slug, reports.keys())}; if ${related.name} has no report yet, add "noReport": true and its card will invite a custom report request`,
          {
            staff: `there is no report for ${related.name}: choose one of the reports from the list, or "${noneChoice}" and type its name, so its card invites a custom report request`,
          },
        );
      else if (target && related.noReport)
        report(
          suburb,
          ["related", i, "noReport"],
          `${target.name} now has a report (${fileOf.get(related.slug)}): remove "noReport": true so its card links to it`,
          {
            fix: { at: ["related", i, "noReport"], remove: true },
            staff: `${target.name} now has a report: choose it from the list instead of "${noneChoice}", so its card links to it`,
          },
        );
      else if (target && target.name !== related.name)
        report(suburb, ["related", i, "name"], `the report "${related.slug}" is for ${target.name}, so the name must be "${target.name}"`, {
          fix: { at: ["related", i, "name"], set: target.name },
        });
      listed.add(related.slug);
    });
  }
  return { reports, reportedInOwnFile };
}

/**
 * A slug one or two letters away from the one the name makes ("guilford" for Guildford) is a typo
 * that would stay in the page's address; a shortened or different slug ("mt-druitt") is a choice.
 */
function misspells(slug: string, named: string): boolean {
  if (slug === named || !SLUG.test(named)) return false;
  return distance(slug, named) <= 2;
}
