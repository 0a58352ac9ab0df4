/**
 * The broker's rules for its suburb reports, which the schema cannot say: the slug is the file name
 * and spells the suburb's name, no suburb has two reports, related suburbs have a report or say
 * they have none (and stop saying so once they do), and a related suburb with no report yet is a
 * suburb on the site's list of suburb names (pages.config/facts/suburb-names.json), which is itself
 * due for review like any dated fact; and the site's text names a suburb's figure rather than
 * typing it (retyped-figures.ts); a case study is a client's claim that needs its evidence. Whether
 * the figures are plausible is the template's own check (plausibility.ts).
 *
 * Loaded by the kernel from this folder (collection.json names it in `rules`), so it imports the
 * kernel's types only; what it needs at run time comes in the kit.
 */
import type {
  CollectionFinding,
  CollectionKit,
  CollectionRules,
  EntryClaim,
  EntryFiles,
  EntryInCollection,
  EntrySelection,
  SiteFact,
} from "../../../../src/content/collection-contract.ts";
import type { SuburbReport } from "./suburb.types.ts";
import { checkTexts } from "./retyped-figures.ts";

type Report = EntryInCollection<SuburbReport>;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The slug field as the editor's form labels it (its editor hint in the schema): staff advice names it so. */
const SLUG_LABEL = "Web address";
/** The fact file listing the suburbs the site knows. */
const SUBURB_NAMES = "suburb-names";

const stem = (file: string) => file.replace(/^.*\//, "").replace(/\.json$/, "");

/**
 * A slug one or two letters away from the one the name makes ("guilford" for Guildford) is a typo
 * that would stay in the page's address; a shortened or different slug ("mt-druitt") is a choice.
 */
function misspells(slug: string, named: string, kit: CollectionKit): boolean {
  if (slug === named || !SLUG.test(named)) return false;
  return kit.distance(slug, named) <= 2;
}

/**
 * The reports sound enough to build pages from, and the problems of the rest. A related suburb
 * whose own file has a problem is reported there, not again in every report that lists it.
 */
function select(files: readonly Report[], known: EntryFiles, kit: CollectionKit): EntrySelection {
  const findings: CollectionFinding[] = [];
  const report = (file: string, at: CollectionFinding["at"], message: string, extra: Pick<CollectionFinding, "staff" | "fix"> = {}) =>
    findings.push({ file, at, message, ...extra });
  // Of two reports for one suburb the original is the one whose file is named after its slug, then
  // the one whose slug is the suburb's name, then the older file: messages land on the copy.
  const rank = ({ entry, file, modified }: Report) => [stem(file) === entry.slug ? 0 : 1, entry.slug === kit.slug(entry.name) ? 0 : 1, modified];
  const ordered = files
    .map((file) => ({ file, rank: rank(file) }))
    .sort((a, b) => a.rank.reduce((order, value, i) => order || value - (b.rank[i] ?? 0), 0) || (a.file.file < b.file.file ? -1 : 1))
    .map(({ file }) => file);
  const reports = new Map<string, SuburbReport>();
  const fileOf = new Map<string, string>();
  const byName = new Map<string, string>();
  const alsoReported: string[] = [];
  const reportedInOwnFile = new Set(known.reportedInOwnFile);
  // The related-suburb list's choice for a suburb with no report, as the editor shows it (the declaration's words).
  const noReportChoice = known.declaration.relatedEntry?.none;
  for (const { entry: data, file } of ordered) {
    const name = stem(file);
    const original = fileOf.get(data.slug);
    const sameName = byName.get(data.name.toLowerCase());
    if (original) {
      report(
        file,
        ["slug"],
        `the slug "${data.slug}" is already used by ${original}: if this file is an accidental copy, delete it; otherwise give this suburb its own name and slug`,
      );
      continue;
    }
    if (sameName) {
      report(
        file,
        ["name"],
        `"${data.name}" already has a report in ${sameName}: if this file is an accidental copy, delete it; otherwise edit that report instead`,
      );
      continue;
    }
    // The suburb's name tells which of slug and file name holds a typo: the fix never copies it.
    const named = kit.slug(data.name);
    if (data.slug !== name) {
      const fix =
        name === named && misspells(data.slug, named, kit)
          ? `set the slug to "${name}"`
          : !SLUG.test(name)
            ? `rename the file to ${data.slug}.json (file names are lowercase words joined by dashes)`
            : data.slug === named && misspells(name, named, kit)
              ? `rename the file to ${data.slug}.json`
              : `rename the file to ${data.slug}.json or set the slug to "${name}"`;
      // In the back office the file name is the address the report was made with: only the slug can change.
      report(file, ["slug"], `the slug "${data.slug}" must match the file name "${name}.json": ${fix}`, {
        staff: `must be "${name}", this report's address: set the ${SLUG_LABEL} to "${name}"`,
      });
    } else if (misspells(data.slug, named, kit)) {
      report(
        file,
        ["slug"],
        `the slug "${data.slug}" does not spell the suburb's name "${data.name}": set the slug to "${named}" and rename the file to ${named}.json (or, if the slug is right, correct the name)`,
        {
          staff: `"${data.slug}" does not spell the suburb's name "${data.name}": if the name is right, delete this report and start a new one for ${data.name}; if the ${SLUG_LABEL} is right, correct the Name`,
        },
      );
      reportedInOwnFile.add(named);
      alsoReported.push(named);
    }
    fileOf.set(data.slug, file);
    byName.set(data.name.toLowerCase(), file);
    reports.set(data.slug, data);
  }
  for (const { entry: data, file } of ordered) {
    if (reports.get(data.slug) !== data) continue;
    const listed = new Set<string>();
    data.related.forEach((related, i) => {
      const at = ["related", i, "slug"];
      const target = reports.get(related.slug);
      if (related.slug === data.slug) report(file, at, "a suburb cannot be related to itself");
      else if (listed.has(related.slug)) report(file, at, `"${related.slug}" is listed twice; list three different suburbs`);
      else if (!target && !related.noReport && !reportedInOwnFile.has(related.slug))
        report(
          file,
          at,
          `no suburb report "${related.slug}"${kit.didYouMean(related.slug, reports.keys())}; if ${related.name} has no report yet, add "noReport": true and its card will invite a custom report request`,
          {
            staff: `there is no report for ${related.name}: choose one of the reports from the list, or "${noReportChoice}" and type its name, so its card invites a custom report request`,
          },
        );
      else if (target && related.noReport)
        report(
          file,
          ["related", i, "noReport"],
          `${target.name} now has a report (${fileOf.get(related.slug)}): remove "noReport": true so its card links to it`,
          {
            fix: { at: ["related", i, "noReport"], remove: true },
            staff: `${target.name} now has a report: choose it from the list instead of "${noReportChoice}", so its card links to it`,
          },
        );
      else if (target && target.name !== related.name)
        report(file, ["related", i, "name"], `the report "${related.slug}" is for ${target.name}, so the name must be "${target.name}"`, {
          fix: { at: ["related", i, "name"], set: target.name },
        });
      listed.add(related.slug);
    });
  }
  return { keep: [...fileOf.values()], findings, reportedInOwnFile: alsoReported };
}

/**
 * A related suburb shown as "no report yet" names a real suburb: its name is on the site's list of
 * suburb names (from a published source) or is a report's. A typo ("Parramata") or a made-up place
 * ("Narnia") would otherwise go out as a card inviting a report request for a suburb that does not
 * exist. The list is due for review like any dated fact: from the day after its review date the
 * site does not build. A site without the list is not checked.
 */
function checkWithFacts(reports: readonly Report[], facts: ReadonlyMap<string, SiteFact>, today: string, kit: CollectionKit): CollectionFinding[] {
  const list = facts.get(SUBURB_NAMES);
  if (!list) return [];
  const { names, reviewBy } = list.data as { names?: unknown; reviewBy?: unknown };
  const findings: CollectionFinding[] = [];
  if (typeof reviewBy === "string" && reviewBy < today)
    findings.push({
      file: list.file,
      at: ["reviewBy"],
      message: `was due for review on ${kit.date(reviewBy)}: check the names against the source, then set the next review date`,
    });
  if (!Array.isArray(names)) return findings;
  const known = [...names.filter((name): name is string => typeof name === "string"), ...reports.map(({ entry }) => entry.name)];
  const lower = new Set(known.map((name) => name.toLowerCase()));
  for (const { entry, file } of reports)
    entry.related.forEach(({ name, noReport }, i) => {
      if (noReport !== true || lower.has(name.trim().toLowerCase())) return;
      // Over a thousand names, two letters apart is often another suburb ("Narnia", "Bardia"): one in five may differ.
      const meant = kit.closest(name.trim(), known, Math.max(1, Math.floor(name.trim().length / 5)));
      const advice = meant
        ? `did you mean ${meant}? Correct the spelling`
        : "check its spelling; if it is a real suburb, add its name to the list of suburb names";
      findings.push({ file, at: ["related", i, "name"], message: `${name} is not a suburb the site knows: ${advice}` });
    });
  return findings;
}

/** A report's case study is a client's story: it needs the client's consent and its evidence, like a testimonial. */
function claims(reports: readonly Report[]): EntryClaim[] {
  return reports
    .filter(({ entry }) => entry.caseStudy !== undefined)
    .map(({ entry, file }) => ({
      file,
      at: ["caseStudy"],
      evidenceAt: ["caseStudy", "evidence"],
      kind: "client",
      label: `Case study on the ${entry.name} report`,
    }));
}

export default { select, checkWithFacts, checkTexts, claims } satisfies CollectionRules<SuburbReport>;
