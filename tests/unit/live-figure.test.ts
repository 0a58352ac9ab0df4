/**
 * Staff never type a reference: a figure or the business name typed by hand is a problem that, in
 * their words, names no braces and carries one edit, "Use the live figure", which puts the
 * reference in place of the typed words. The edit is the whole fix: with it made, the problem goes
 * and the page shows the same words. Alt text may name the business as its picture shows it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { staffMessage, type Problem } from "../../src/content/problems.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const today = "2026-11-25";
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
const site = read("pages.config/site.json") as { brand: string };
const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const blacktown = read(BLACKTOWN) as {
  name: string;
  snapshot: { medianRentPerWeek: number };
  description: string;
  faqs: { question: string; answer: string }[];
};
const rent = `$${blacktown.snapshot.medianRentPerWeek.toLocaleString("en-AU")}`;

const key = (p: Problem) => `${p.file}|${p.path}|${p.message}`;
const before = new Set(loadSite(root, { today }).problems.map(key));
/** The problems a draft of Blacktown's report makes that the site as it is does not have. */
const newProblems = (draft: unknown) =>
  loadSite(root, { overrides: { [BLACKTOWN]: JSON.stringify(draft, null, 2) }, today }).problems.filter((p) => !before.has(key(p)));

/** The draft with one problem's "Use the live figure" edit made, as the editor makes it. */
function withFix(draft: Record<string, unknown>, problem: Problem): Record<string, unknown> {
  const copy = structuredClone(draft);
  const fix = problem.fix;
  if (!fix || !("set" in fix)) throw new Error(`no edit offered for: ${problem.message}`);
  let node: Record<string | number, unknown> = copy;
  for (const segment of fix.at.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[fix.at.at(-1)!] = fix.set;
  return copy;
}

describe("a figure typed by hand, as staff meet it", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    [
      "the report's own rent in an answer",
      { ...blacktown, faqs: blacktown.faqs.map((faq, i) => (i === 0 ? { ...faq, answer: `The median weekly rent is around ${rent}.` } : faq)) },
      `${blacktown.name} › Median weekly rent`,
    ],
    ["the business name in the description", { ...blacktown, description: `${blacktown.description.slice(0, 100)} Ask ${site.brand}.` }, "Business name"],
  ];

  for (const [what, draft, figure] of cases)
    it(`${what}: said without braces, fixed in one click by the live figure`, () => {
      const problems = newProblems(draft);
      expect(problems.length, what).toBe(1);
      const [problem] = problems as [Problem];
      expect(staffMessage(problem)).not.toMatch(/[{}]/);
      expect(staffMessage(problem)).toContain("use the live figure");
      expect(problem.fix && "figure" in problem.fix ? problem.fix.figure : undefined).toBe(figure);

      const fixed = withFix(draft, problem);
      expect(newProblems(fixed)).toEqual([]);
      // The page reads as it did with the words typed: the reference shows the same figure today.
      const page = (d: unknown) =>
        JSON.stringify(loadSite(root, { overrides: { [BLACKTOWN]: JSON.stringify(d) }, today }).entries.suburbs?.find((s) => s.file === BLACKTOWN)?.entry);
      expect(page(fixed)).toBe(page(draft));
    });

  it("alt text may name the business (it says what the picture shows); the words beside it may not", () => {
    const siteJson = read("pages.config/site.json") as { broker: Record<string, unknown> };
    const named = `The ${site.brand} office sign`;
    const draft = {
      ...siteJson,
      broker: { ...siteJson.broker, role: `Broker at ${site.brand}`, photo: { src: "pages.config/images/broker.jpg", alt: named } },
    };
    const problems = loadSite(root, { overrides: { "pages.config/site.json": JSON.stringify(draft, null, 2) }, today }).problems.filter(
      (p) => !before.has(key(p)),
    );
    const aboutBrand = problems.filter((p) => p.message.includes(`"${site.brand}"`)).map((p) => p.path);
    expect(aboutBrand).toEqual(["broker.role"]);
  });
});
