/**
 * Calculator blocks are validated like any block: a misspelt parameter or a rate out of range is a
 * file:line:col problem. Kept apart from validate-content.test.ts so the two merge without conflict.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";

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

describe("the site's calculator figures, checked by npm run validate", () => {
  const duty = "pages.config/pages/calculators/nsw-transfer-duty.json";
  const deposit = "pages.config/pages/calculators/deposit-and-lmi.json";
  const text = (file: string) => readFileSync(path.join(root, file), "utf8");
  const problemsWith = (overrides: Record<string, string>) => loadSite(root, { overrides }).problems.map(formatProblem);

  it("are sound as committed", () => {
    expect(problemsWith({})).toEqual([]);
  });

  it("catch a mistyped base, in both files that carry it, at the figure", () => {
    // $10,990 typed for $10,909: the bracket's own base and the next one's no longer follow.
    const typo = (file: string) => text(file).replace('"base": 10909', '"base": 10990');
    // Where the figure is written, found in the file itself: line, then column of the value.
    const at = (file: string) => {
      const lines = text(file).split("\n");
      const index = lines.findIndex((line) => line.includes('"base": 10909'));
      return `${index + 1}:${lines[index]!.indexOf("10909") + 1}`;
    };
    const problems = problemsWith({ [duty]: typo(duty), [deposit]: typo(deposit) });
    expect(problems.filter((p) => p.includes("brackets[4].base"))).toEqual([
      `${deposit}:${at(deposit)}  blocks[1].rates.brackets[4].base  $10,990 does not follow from the bracket before it: $1,564 plus $3.50 per $100 from $97,000 to $364,000 is about $10,909; check both figures against the source`,
      `${duty}:${at(duty)}  blocks[1].rates.brackets[4].base  $10,990 does not follow from the bracket before it: $1,564 plus $3.50 per $100 from $97,000 to $364,000 is about $10,909; check both figures against the source`,
    ]);
    expect(problems.filter((p) => p.includes("brackets[5].base"))).toHaveLength(2);
  });

  it("name the figure where two calculators disagree", () => {
    const problems = problemsWith({ [duty]: text(duty).replace('"base": 10909', '"base": 10910') });
    expect(problems.filter((p) => p.includes("differs from"))).toHaveLength(1);
    expect(problems.find((p) => p.includes("differs from"))).toMatch(/blocks\[\d\]\.rates\.brackets\[4\]\.base {2}differs from the same figure in pages\.config\/pages\/calculators\/.*\(blocks\[\d\]\.rates\.brackets\[4\]\.base\): every calculator must use one NSW duty schedule/);
  });
});
