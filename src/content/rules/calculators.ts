/**
 * What the calculator schemas cannot say: a configured NSW duty schedule adds up (each bracket's
 * base follows from the bracket below, so a mistyped figure is caught), and every calculator on the
 * site uses the same schedule, so two pages can never quote different duty on one price.
 */
import { dutyFromConfig, scheduleProblems } from "../../calculators/nsw-transfer-duty.ts";
import type { NswDutyRates, PageDocument } from "../../generated/content-types.ts";
import { problemAt, type CheckedFile } from "../checked-file.ts";
import { formatPath, type PathSegment } from "../json-locations.ts";
import type { Problem } from "../problems.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The first place two JSON values differ, as a path below them; undefined when they are equal. */
function firstDifference(a: Json | undefined, b: Json | undefined, at: PathSegment[] = []): PathSegment[] | undefined {
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object" && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const segment = Array.isArray(a) ? Number(key) : key;
      const difference = firstDifference((a as Record<string, Json>)[key], (b as Record<string, Json>)[key], [...at, segment]);
      if (difference) return difference;
    }
    return undefined;
  }
  return a === b ? undefined : at;
}

export function checkCalculatorFigures(pages: CheckedFile[], problems: Problem[]): void {
  let first: { page: CheckedFile; at: PathSegment[]; rates: NswDutyRates } | undefined;
  for (const page of pages) {
    if (!page.valid) continue;
    (page.data as PageDocument).blocks.forEach((block, index) => {
      if (!("rates" in block)) return;
      const rates = block.rates as NswDutyRates;
      const at: PathSegment[] = ["blocks", index, "rates"];
      for (const { bracket, field, message } of scheduleProblems(dutyFromConfig(rates).schedule)) problems.push(problemAt(page, [...at, "brackets", bracket, field], message));
      if (!first) {
        first = { page, at, rates };
        return;
      }
      const difference = firstDifference(rates as unknown as Json, first.rates as unknown as Json);
      if (difference)
        problems.push(
          problemAt(
            page,
            [...at, ...difference],
            `differs from the same figure in ${first.page.source.file} (${formatPath([...first.at, ...difference])}): every calculator must use one NSW duty schedule, so make the two the same`,
          ),
        );
    });
  }
}
