/**
 * Facts: the figures and claims the site states, each defined once in pages.config/facts/<name>.json
 * (checked against the kernel's schemas/facts/<name>.schema.json, or the site's own
 * facts/<name>.schema.json: src/content/site-facts.ts) and referred to everywhere else, in text as
 * `{factName.path}` and in calculators through their block definition's `facts`.
 *
 * A fact file takes one of two shapes, which the kernel knows and nothing else about its content:
 * - `periods`: dated sets of figures (tax rates, duty schedules, a scheme's caps), each with
 *   `effectiveFrom`, a `source` and a `reviewBy` date. The set in force on a day is the latest that
 *   has started. Once a set in use has passed its review date the site does not build; thirty days
 *   before, validation warns. A kind of fact whose schema requires `"changesEach1July": true` (income
 *   tax) is set for each income year, so a set with no successor from the next 1 July must be
 *   reviewed by the 30 June before it: a later review date would let last year's figures price this
 *   year's contracts unnoticed.
 * - `statements`: named claims (how many lenders, how fast a reply comes), each with the patterns
 *   that spot it typed in by hand.
 * Any other shape (the testimonials' list) is checked by its schema alone and reaches pages only
 * through the blocks that name it.
 */
import path from "node:path";
import { addDays, formatDate, periodInForce, type Dated } from "../lib/dates.ts";
import { problemAt, type CheckedFile } from "./checked-file.ts";
import { FACTS_DIR } from "./content-files.ts";
import { asRecord } from "./json-values.ts";
import { wholeFile, type Problem } from "./problems.ts";
import { factNames } from "./schema-files.ts";

/** How long before a review date validation starts to warn, and before a new period it asks for a rebuild. */
export const REVIEW_WARNING_DAYS = 30;

export interface FactFile {
  /** The file stem, e.g. "nsw-transfer-duty". */
  name: string;
  /** The name text uses in references: the stem in camelCase, e.g. "nswTransferDuty". */
  referenceName: string;
  schemaFile: string;
  /** A site's own fact: its schema as filed among the kernel's (site-facts.ts), which is not in the kernel's folder. */
  schemaText?: string;
  file: CheckedFile;
}

interface Period extends Dated {
  reviewBy: string;
  source: { publisher: string; title: string; url: string };
}

export const factReferenceName = (stem: string) => stem.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const factSchemaFile = (stem: string) => `facts/${stem}.schema.json`;

/**
 * Pairs fact files with their schemas: a file with no schema, or a schema with no file, is a
 * problem. Returns the stems to read, each with its schema file. A site that keeps no facts folder
 * at all (`statesFacts` false: a small site such as sites/starter) states no facts, so no file is
 * missing; a reference to one is still reported where it is written, and a block that states facts
 * stops the prerender naming the file it needs (src/blocks/BlockList.tsx).
 */
export function factFilesToRead(
  files: string[],
  schemasDir: string,
  problems: Problem[],
  statesFacts = true,
  siteFacts: readonly { name: string; file: string }[] = [],
): { file: string; name: string }[] {
  const kernel = factNames(schemasDir);
  const names = new Set([...kernel, ...siteFacts.map((fact) => fact.name)]);
  // Where each kind of fact is described, as a developer finds it.
  const schemaOf = (name: string) => siteFacts.find((fact) => fact.name === name)?.file ?? `schemas/facts/${name}.schema.json`;
  const found = new Set<string>();
  const toRead: { file: string; name: string }[] = [];
  for (const file of files) {
    const name = path.posix.basename(file, ".json");
    if (names.has(name)) {
      found.add(name);
      toRead.push({ file, name });
    } else
      problems.push(
        wholeFile(
          file,
          `there is no kind of fact called "${name}" (no schemas/facts/${name}.schema.json, nor facts/${name}.schema.json in the site's folder), so this file is not read: the facts are ${[...names].map((n) => `${n}.json`).join(", ")}`,
        ),
      );
  }
  for (const name of statesFacts ? names : [])
    if (!found.has(name))
      problems.push(
        wholeFile(
          `${FACTS_DIR}/${name}.json`,
          `is missing: the site states these figures, so ${FACTS_DIR}/${name}.json must say what they are (${schemaOf(name)} describes it)`,
        ),
      );
  return toRead;
}

const sourceText = ({ source }: Period) => `${source.publisher}, "${source.title}", ${source.url}`;

/** The last day a set of yearly figures starting on `effectiveFrom` can be relied on: the 30 June before the next 1 July. */
export function lastDayOfIncomeYear(effectiveFrom: string): string {
  const year = Number(effectiveFrom.slice(0, 4));
  return `${effectiveFrom.slice(5) >= "07-01" ? year + 1 : year}-06-30`;
}

/** The problem with a yearly set's review date, when it falls after its income year and no newer set takes over then. */
function yearlyReviewProblem(fact: FactFile, list: readonly Period[], i: number): Problem | undefined {
  const period = list[i];
  if (!period) return undefined;
  const lastDay = lastDayOfIncomeYear(period.effectiveFrom);
  const next = list[i + 1];
  if (period.reviewBy <= lastDay || (next && next.effectiveFrom <= addDays(lastDay, 1))) return undefined;
  return problemAt(
    fact.file,
    ["periods", i, "reviewBy"],
    `these figures change every 1 July, so the set in force from ${formatDate(period.effectiveFrom)} must be checked by ${formatDate(lastDay)}, not ${formatDate(period.reviewBy)}: add the set from ${formatDate(addDays(lastDay, 1))} (${sourceText(period)}), or set the review date no later than ${formatDate(lastDay)}`,
  );
}

/**
 * Dated facts' own rules on `today` (YYYY-MM-DD): periods oldest first, one in force today, and
 * every set in force or yet to come still within its review date.
 */
export function checkFactDates(fact: FactFile, today: string, problems: Problem[], warnings: Problem[]): void {
  const { periods, changesEach1July } = asRecord(fact.file.data);
  if (!fact.file.valid || !Array.isArray(periods)) return;
  const list = periods as Period[];
  const at = (i: number, field: string) => ["periods", i, field];
  list.forEach((period, i) => {
    const before = list[i - 1];
    if (before && period.effectiveFrom <= before.effectiveFrom)
      problems.push(
        problemAt(
          fact.file,
          at(i, "effectiveFrom"),
          `must be later than the set before it (${formatDate(before.effectiveFrom)}): list the periods oldest first, each once`,
        ),
      );
  });
  const current = periodInForce(list, today);
  if (!current) {
    const first = list[0];
    if (first)
      problems.push(
        problemAt(
          fact.file,
          at(0, "effectiveFrom"),
          `no set of these figures applies today (${formatDate(today)}): the first starts on ${formatDate(first.effectiveFrom)}; add the set in force now`,
        ),
      );
    return;
  }
  const soon = addDays(today, REVIEW_WARNING_DAYS);
  list.forEach((period, i) => {
    if (period.effectiveFrom < current.effectiveFrom) return;
    const what = `the figures in force from ${formatDate(period.effectiveFrom)} (${sourceText(period)})`;
    // One mistake, one message: a yearly set's review date past its year is that, whether or not it has also passed.
    const yearly = changesEach1July === true ? yearlyReviewProblem(fact, list, i) : undefined;
    if (yearly) problems.push(yearly);
    else if (period.reviewBy < today)
      problems.push(
        problemAt(
          fact.file,
          at(i, "reviewBy"),
          `${what} were due for review on ${formatDate(period.reviewBy)}: check them against the source, correct them or add the newer set, then set the next review date`,
        ),
      );
    else if (period.reviewBy <= soon)
      warnings.push(
        problemAt(
          fact.file,
          at(i, "reviewBy"),
          `${what} are due for review on ${formatDate(period.reviewBy)}: check them against the source before then, or the site will stop building`,
        ),
      );
    if (period !== current && period.effectiveFrom <= soon)
      warnings.push(
        problemAt(
          fact.file,
          at(i, "effectiveFrom"),
          `these figures take effect on ${formatDate(period.effectiveFrom)}: build and publish the site that day so its pages state them (the calculators switch by themselves)`,
        ),
      );
  });
}
