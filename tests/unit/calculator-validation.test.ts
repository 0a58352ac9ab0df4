/**
 * Calculator blocks are validated like any block: a misspelt parameter or a term out of range is a
 * file:line:col problem. The figures they calculate with are facts (pages.config/facts/), checked
 * where they are written. Kept apart from validate-content.test.ts so the two merge without conflict.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** A fixed day inside the committed facts' review dates, so these tests do not depend on today. */
const today = "2026-11-25";

describe("calculator block validation", () => {
  it("reports a misspelt parameter, a term out of range and links that are not anchors", () => {
    // The fixture as if an author had saved it among the pages: the one pipeline checks it.
    const file = "pages.config/pages/calculator-typos.json";
    const text = readFileSync(path.join(root, "tests/fixtures/bad-pages/calculator-typos.json"), "utf8");
    const problems = loadSite(path.join(root, "sites/westline"), { overrides: { [file]: text }, today }).problems.filter((p) => p.file === file);
    expect(problems.map(formatProblem).map((line) => line.replace(file, "tests/fixtures/bad-pages/calculator-typos.json"))).toEqual([
      'tests/fixtures/bad-pages/calculator-typos.json:6:89  blocks[0].defaults.loanBalance  missing required field "loanBalance" (what is still owed on it, in whole dollars)',
      'tests/fixtures/bad-pages/calculator-typos.json:6:108  blocks[0].defaults.loanBalanse  unknown field "loanBalanse" (did you mean "loanBalance"?)',
      'tests/fixtures/bad-pages/calculator-typos.json:6:211  blocks[0].talkToBroker.to  link to "#enquiry": the page "/calculators/fixture" has no anchor "enquiry"',
      "tests/fixtures/bad-pages/calculator-typos.json:9:48  blocks[1].defaults.years  must be at most 40",
      'tests/fixtures/bad-pages/calculator-typos.json:10:71  blocks[1].talkToBroker.to  "enquiry" must be an anchor on this page, like "#enquiry"',
    ]);
  });
});

describe("the site's calculator figures, checked by npm run validate", () => {
  const duty = "pages.config/facts/nsw-transfer-duty.json";
  const text = (file: string) => readFileSync(path.join(root, "sites/westline", file), "utf8");
  const problemsWith = (overrides: Record<string, string>) => loadSite(path.join(root, "sites/westline"), { overrides, today }).problems.map(formatProblem);

  it("are sound as committed", () => {
    expect(problemsWith({})).toEqual([]);
  });

  it("catch a mistyped base in the duty schedule, at the figure", () => {
    // $11,125 typed for $11,152 in the rates of 1 July 2025: its base and the next one's no longer follow.
    const typo = text(duty).replace('"base": 11152', '"base": 11125');
    const lines = text(duty).split("\n");
    const index = lines.findIndex((line) => line.includes('"base": 11152'));
    const at = `${index + 1}:${lines[index]!.indexOf("11152") + 1}`;
    const problems = problemsWith({ [duty]: typo });
    expect(problems.filter((p) => p.includes("brackets[4].base"))).toEqual([
      `${duty}:${at}  periods[1].brackets[4].base  $11,125 does not follow from the bracket before it: $1,597 plus $3.50 per $100 from $99,000 to $372,000 is about $11,152; check both figures against the source`,
    ]);
    expect(problems.filter((p) => p.includes("periods[1].brackets[5].base"))).toHaveLength(1);
  });

  it("live in one place: no calculator page carries rates of its own", () => {
    for (const page of ["nsw-transfer-duty", "deposit-and-lmi", "borrowing-power", "repayments"]) {
      const written = text(`pages.config/pages/calculators/${page}.json`);
      expect(written, page).not.toMatch(/"(rates|brackets|exampleRate|tax)"/);
    }
  });
});
