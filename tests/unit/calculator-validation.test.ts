/**
 * Calculator blocks are validated like any block: a misspelt parameter or a rate out of range is a
 * file:line:col problem. Kept apart from validate-content.test.ts so the two merge without conflict.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import { dutyFromConfig, scheduleProblems } from "../../src/calculators/nsw-transfer-duty.ts";
import type { NswDutyRates } from "../../src/generated/content-types.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("calculator block validation", () => {
  it("reports a misspelt parameter, a rate out of range, a bad date and a link that is not an anchor", () => {
    // The fixture as if an author had saved it among the pages: the one pipeline checks it.
    const file = "pages.config/pages/calculator-typos.json";
    const text = readFileSync(path.join(root, "tests/fixtures/bad-pages/calculator-typos.json"), "utf8");
    const problems = loadSite(root, { overrides: { [file]: text } }).problems.filter((p) => p.file === file);
    expect(problems.map(formatProblem).map((line) => line.replace(file, "tests/fixtures/bad-pages/calculator-typos.json"))).toEqual([
      'tests/fixtures/bad-pages/calculator-typos.json:6:89  blocks[0].defaults.loanBalance  missing required field "loanBalance" (what is still owed on it, in whole dollars)',
      'tests/fixtures/bad-pages/calculator-typos.json:6:108  blocks[0].defaults.loanBalanse  unknown field "loanBalanse" (did you mean "loanBalance"?)',
      'tests/fixtures/bad-pages/calculator-typos.json:6:211  blocks[0].talkToBroker.to  link to "#enquiry": the page "/calculators/fixture" has no anchor "enquiry"',
      "tests/fixtures/bad-pages/calculator-typos.json:9:47  blocks[1].defaults.rate  must be at most 30",
      'tests/fixtures/bad-pages/calculator-typos.json:10:165  blocks[1].exampleRate.source.asAt  must be a valid date',
      'tests/fixtures/bad-pages/calculator-typos.json:11:71  blocks[1].talkToBroker.to  "enquiry" must be an anchor on this page, like "#enquiry"',
    ]);
  });
});

describe("the site's calculator figures", () => {
  const blocks = loadSite(root).pages.flatMap(({ file, doc }) => doc.blocks.map((block) => ({ file, block })));
  const dutyTables = blocks.flatMap(({ file, block }) => ("rates" in block ? [{ file, rates: block.rates as NswDutyRates }] : []));

  it("configure one NSW duty schedule: every calculator that uses it has the same figures", () => {
    expect(dutyTables.length).toBeGreaterThanOrEqual(2);
    for (const { file, rates } of dutyTables) expect(rates, file).toEqual(dutyTables[0]?.rates);
  });

  it("have a duty schedule whose bases follow from its rates (a typo in a figure shows here)", () => {
    for (const { file, rates } of dutyTables) expect(scheduleProblems(dutyFromConfig(rates).schedule), file).toEqual([]);
  });
});
