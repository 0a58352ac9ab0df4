/**
 * What the fact schemas cannot say about the figures themselves: each NSW duty schedule adds up
 * (every bracket's base follows from the bracket below, so a mistyped figure is caught where it
 * was typed), and each set of income tax brackets rises.
 */
import { dutySchedule, scheduleProblems } from "../../calculators/nsw-transfer-duty.ts";
import type { IncomeTaxFacts, NswTransferDutyFacts } from "../../generated/content-types.ts";
import { formatDollars } from "../../lib/money.ts";
import { problemAt } from "../checked-file.ts";
import type { FactFile } from "../facts.ts";
import type { Problem } from "../problems.ts";

export function checkFactFigures(facts: readonly FactFile[], problems: Problem[]): void {
  for (const fact of facts) {
    if (!fact.file.valid) continue;
    if (fact.name === "nsw-transfer-duty")
      (fact.file.data as NswTransferDutyFacts).periods.forEach((period, p) => {
        for (const { bracket, field, message } of scheduleProblems(dutySchedule(period)))
          problems.push(problemAt(fact.file, ["periods", p, "brackets", bracket, field], message));
      });
    if (fact.name === "income-tax")
      (fact.file.data as IncomeTaxFacts).periods.forEach((period, p) =>
        period.brackets.forEach((bracket, b) => {
          const before = period.brackets[b - 1];
          if (b === 0 && bracket.over !== 0) problems.push(problemAt(fact.file, ["periods", p, "brackets", b, "over"], "the first bracket must start at $0"));
          if (before && bracket.over <= before.over)
            problems.push(
              problemAt(
                fact.file,
                ["periods", p, "brackets", b, "over"],
                `must be above the bracket before it (${formatDollars(before.over)}): list the brackets from the lowest income up`,
              ),
            );
        }),
      );
  }
}
