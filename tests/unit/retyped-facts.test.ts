/**
 * A fact is stated once: text refers to it, so changing it in one place changes every sentence that
 * states it, and a figure typed by hand (the old rent in an FAQ, the phone number, "over 40
 * lenders") is a problem at the words themselves, with the reference to write instead.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import type { SuburbReport } from "../../sites/westline/collections/suburbs/suburb.types.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const written = readFileSync(path.join(root, BLACKTOWN), "utf8");
const today = "2026-11-25";
const site = JSON.parse(readFileSync(path.join(root, "pages.config/site.json"), "utf8")) as { phone: { display: string } };
const claims = JSON.parse(readFileSync(path.join(root, "pages.config/facts/claims.json"), "utf8")) as {
  statements: Record<string, { value: string | number }>;
};

/** Blacktown's report with its median rent changed, and whatever else a test changes. */
const withRent = (rent: number, change: (text: string) => string = (t) => t) =>
  change(written.replace(/"medianRentPerWeek": \d+/, `"medianRentPerWeek": ${rent}`));
/** Everything a visitor reads on a page, as one string. */
const pageText = (overrides: Record<string, string>, pagePath: string) =>
  JSON.stringify(loadSite(root, { overrides, today }).pages.find(({ doc }) => doc.path === pagePath)?.doc);
/** Where a string first appears in a text, as line:column. */
function at(text: string, words: string): string {
  const before = text.slice(0, text.indexOf(words)).split("\n");
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}
const problemsOf = (overrides: Record<string, string>) => loadSite(root, { overrides, today }).problems.map(formatProblem);

describe("changing Blacktown's rent", () => {
  const oldRent = Number(/"medianRentPerWeek": (\d+)/.exec(written)?.[1]);
  const newRent = oldRent + 35;

  it("changes every sentence that states it, and leaves no problem", () => {
    const draft = withRent(newRent);
    expect(problemsOf({ [BLACKTOWN]: draft })).toEqual([]);
    const page = pageText({ [BLACKTOWN]: draft }, "/resources/suburb-reports/blacktown");
    // As a rent, not as the start of another report's price in the comparison chart ("~$640K").
    expect(page).not.toMatch(new RegExp(`\\$${oldRent}(?![\\d.,KkMm])`));
    // The snapshot row and the FAQ answer, both from the one figure.
    expect(page).toContain(`~$${newRent}/wk`);
    expect(page).toContain(`The median weekly rent is around $${newRent}.`);
  });

  it("names the sentence that still types the old figure, at the figure", () => {
    const sentence = `The median weekly rent is around $${oldRent}.`;
    const draft = withRent(newRent, (t) => t.replace("The median weekly rent is around {suburb.rent}.", sentence));
    const figure = at(draft, `$${oldRent}.`);
    expect(problemsOf({ [BLACKTOWN]: draft })).toEqual([
      `${BLACKTOWN}:${figure}  faqs[4].answer  says $${oldRent}, but Blacktown's report gives median weekly rent as $${newRent}: write {suburb.rent} so the two always agree`,
    ]);
  });

  it("names the sentence that types the current figure, since it would go stale next quarter", () => {
    const draft = written.replace("The median weekly rent is around {suburb.rent}.", `The median weekly rent is around $${oldRent}.`);
    expect(problemsOf({ [BLACKTOWN]: draft })).toEqual([
      `${BLACKTOWN}:${at(draft, `$${oldRent}.`)}  faqs[4].answer  repeats Blacktown's median weekly rent ($${oldRent}) typed in: write {suburb.rent} instead, so this sentence changes when the figure does`,
    ]);
  });

  it("leaves a client's own figures in a case study alone", () => {
    const draft = written.replace('"outcome": "', () => '"outcome": "Their rent of $1,000 a week is far above the median rent. ');
    expect(problemsOf({ [BLACKTOWN]: draft })).toEqual([]);
  });
});

describe("a suburb said to have no report", () => {
  const GREYSTANES = "pages.config/suburbs/greystanes.json";
  const greystanes = readFileSync(path.join(root, GREYSTANES), "utf8");
  const question = /"question": "([^"]*)",\s*"answer": "([^"]*)"/.exec(greystanes.slice(greystanes.indexOf('"faqs"')))!;
  // Written while Merrylands had no report of its own.
  const stale = greystanes.replace(
    question[0],
    '"question": "Do you have a report for Merrylands?",\n      "answer": "Not yet, but we can prepare a custom one for you."',
  );
  // Made from Blacktown's report in words of its own (copied reasons and descriptions are problems of their own).
  const blacktown = JSON.parse(written) as SuburbReport;
  const merrylands = JSON.stringify(
    {
      ...blacktown,
      name: "Merrylands",
      slug: "merrylands",
      description: "Merrylands suburb report: indicative house and unit prices, rents, yields and vacancy, with equity guidance.",
      reasons: blacktown.reasons.map((reason) => ({
        ...reason,
        text: `What Merrylands offers buyers: ${reason.title.toLowerCase()}, in a sentence of its own.`,
      })),
      related: [
        { name: "Greystanes", slug: "greystanes" },
        { name: "Granville", slug: "granville" },
        { name: "Parramatta", slug: "parramatta" },
      ],
      business: { ...blacktown.business, description: "Home loans for Merrylands buyers and owners, comparing {claims.lenders} lenders." },
    },
    null,
    2,
  );

  it("is fine while it has none", () => {
    expect(problemsOf({ [GREYSTANES]: stale })).toEqual([]);
  });

  it("is named, at its answer, once the suburb has a report", () => {
    const withoutNoReport = stale.replace(/(\{\s*"name": "Merrylands",\s*"slug": "merrylands"),\s*"noReport": true/, "$1");
    const problems = problemsOf({ [GREYSTANES]: withoutNoReport, "pages.config/suburbs/merrylands.json": merrylands });
    expect(problems).toEqual([
      `${GREYSTANES}:${at(withoutNoReport, "Not yet, but")}  faqs[${JSON.parse(stale).faqs.findIndex((faq: { question: string }) => faq.question.includes("Merrylands"))}].answer  says Merrylands has no report, but it has one now (pages.config/suburbs/merrylands.json): reword it, and link to /resources/suburb-reports/merrylands/ if it helps`,
    ]);
  });
});

describe("brand facts and claims typed by hand", () => {
  const FAQ = "pages.config/pages/faq.json";
  const faq = readFileSync(path.join(root, FAQ), "utf8");

  it("asks for {phone} where the phone number is typed", () => {
    const draft = faq.replace('"Still have questions?"', () => `"Call ${site.phone.display} with your questions"`);
    expect(problemsOf({ [FAQ]: draft })).toContainEqual(
      `${FAQ}:${at(draft, site.phone.display)}  blocks[2].heading  types the phone number "${site.phone.display}": write {phone} instead, so every page shows the one in site.json`,
    );
  });

  it("refuses a dialled number that is not the number shown", () => {
    const SITE = "pages.config/site.json";
    const text = readFileSync(path.join(root, SITE), "utf8");
    const dial = /"dial": "(\d+)"/.exec(text)![1]!;
    // One digit off: a visitor tapping "Call" would ring someone else.
    const wrong = `${dial.slice(0, -1)}${(Number(dial.at(-1)) + 1) % 10}`;
    const draft = text.replace(`"dial": "${dial}"`, `"dial": "${wrong}"`);
    expect(problemsOf({ [SITE]: draft })).toEqual([
      `${SITE}:${at(draft, `"${wrong}"`)}  phone.dial  dials ${wrong}, but the number shown is ${site.phone.display}: a visitor tapping "Call" would ring another number; write "${dial}"`,
    ]);
  });

  it("asks for the claim's reference where a claim is made in other words", () => {
    const draft = faq.replace("{claims.lenders} lenders: the major banks", "more than 40 lenders: the major banks");
    expect(draft).not.toBe(faq);
    const [problem] = problemsOf({ [FAQ]: draft });
    expect(problem).toContain(`${FAQ}:${at(draft, "more than 40")}`);
    expect(problem).toContain(`states "more than 40" in its own words: write {claims.lenders} ("${claims.statements.lenders?.value}"`);
  });
});
