/**
 * An amount typed with a slip is told which character is wrong and the forms the editor reads
 * (issue 50 item 5): "88O000" points at the letter O, "$1,05m" at its comma, and every form the
 * advice offers is one the editor really reads, so the message never asks for what is refused.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { staffMessage } from "../../src/content/problems.ts";
import { parsePrice } from "../../src/editor/client/form/price.ts";
import { AMOUNT_FORMS, typedAmountProblem } from "../../src/lib/typed-amount.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const file = `pages.config/suburbs/${
  readdirSync(path.join(root, "pages.config/suburbs"))
    .filter((name) => name.endsWith(".json"))
    .sort()[0]
}`;

describe("an amount typed with a slip", () => {
  it("offers only forms the editor reads", () => {
    const forms = AMOUNT_FORMS.split(/, | or /);
    expect(forms.length).toBeGreaterThan(2);
    for (const form of forms) expect(parsePrice(form), form).toBeGreaterThan(0);
  });

  it("points at a letter O typed for a zero, and at a comma out of place", () => {
    expect(typedAmountProblem("88O000")).toEqual({ index: 2, reason: expect.stringMatching(/letter O .*3rd.*zero/) });
    expect(typedAmountProblem("$1,05m").reason).toMatch(/comma goes between groups of three digits/);
    for (const typed of ["88O000", "$1,05m", "880 000", "1.2.3"]) expect(parsePrice(typed), typed).toBeUndefined();
  });

  it("is one problem at the wrong character, and never tells staff to leave out a $ sign or commas the editor accepts", () => {
    const report = JSON.parse(readFileSync(path.join(root, file), "utf8")) as { snapshot: { medianHousePrice: unknown } };
    report.snapshot.medianHousePrice = "88O000";
    const text = JSON.stringify(report, null, 2);
    const { problems } = loadSite(root, { overrides: { [file]: text } });
    expect(problems).toHaveLength(1);
    const before = text.slice(0, text.indexOf('"88O000"') + 3).split("\n");
    expect({ line: problems[0]?.line, column: problems[0]?.column }).toEqual({ line: before.length, column: (before.at(-1)?.length ?? 0) + 1 });
    expect(staffMessage(problems[0]!)).toContain(AMOUNT_FORMS);
    expect(staffMessage(problems[0]!)).not.toMatch(/\$ sign|commas/);
  });
});
