/**
 * Sample values in site.json: each one its "placeholders" list names is found where it is written,
 * with what replaces it; a list entry that names nothing, and a sample nobody listed, are problems.
 * Positions are found here by reading the text, not with the project's JSON locator.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkFile } from "../../src/content/checked-file.ts";
import { formatProblem, type Problem } from "../../src/content/problems.ts";
import { formatPlaceholder, sampleValues } from "../../src/content/sample-values.ts";
import { schemaChecker, withSiteForms } from "../../src/content/schema-messages.ts";
import { mainSiteOwnForms } from "../other-sites-forms.ts";

const root = path.resolve(import.meta.dirname, "../..");
const FILE = "pages.config/site.json";
const realText = readFileSync(path.join(root, "sites/westline", FILE), "utf8");
const listed = (JSON.parse(realText) as { placeholders: string[] }).placeholders;

/** Line and column of offset in text, counted from 1. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

/** Where the value a simple pointer names starts: each key is looked for after its parent's. */
function valuePosition(text: string, pointer: string): string {
  let offset = 0;
  for (const key of pointer.slice(1).split("/")) {
    const at = text.indexOf(`"${key}":`, offset);
    if (at < 0) throw new Error(`no "${key}" in the text after offset ${offset}`);
    offset = at + key.length + 3;
    while (/\s/.test(text.charAt(offset))) offset++;
  }
  return lineColumn(text, offset);
}

/** The placeholders and problems of a site.json text, which must otherwise satisfy its schema. */
function check(text: string) {
  const problems: Problem[] = [];
  // The site's own forms, which its site.json lists, are no mistake (as the pipeline checks it: load-site.ts).
  const checker = withSiteForms(schemaChecker(path.join(root, "schemas")), mainSiteOwnForms());
  const file = checkFile({ file: FILE, text }, "site.schema.json", checker, problems);
  expect(problems.map(formatProblem), "the scratch site.json must satisfy the schema").toEqual([]);
  const found = sampleValues(file);
  return { lines: found.placeholders.map(formatPlaceholder), placeholders: found.placeholders, problems: found.problems.map(formatProblem) };
}

/** The real site.json with its list replaced (JSON.stringify keeps the list on one line, where it was). */
function withList(pointers: string[], text = realText): string {
  return text.replace(/"placeholders": \[[^\]]*\]/, `"placeholders": ${JSON.stringify(pointers)}`);
}

/** site.json as a real broker would have it: no sample left, nothing listed. */
const realLooking = withList(
  [],
  realText
    .replace('"display": "1300 975 707", "dial": "1300975707"', '"display": "(02) 9635 4821", "dial": "0296354821"')
    .replace("hello@westline.example", "hello@westlinefinance.com.au")
    .replace("https://www.westline.example", "https://www.westlinefinance.com.au")
    .replace("https://calendly.com/westline-finance/strategy-call", "https://calendly.com/sam-carter-westline/strategy-call")
    .replace("ACN 000 000 000", "ACN 612 345 678")
    .replace("Credit Representative Number 000000", "Credit Representative Number 512345")
    .replace("Australian Credit Licence 000000", "Australian Credit Licence 389328")
    .replace("Example Aggregation Pty Ltd", "Harbourside Aggregation Pty Ltd")
    .replace(
      '"phone": "1300 975 708", "email": "complaints@licensee.example", "address": "Level 1, 1 Example Street, Sydney NSW 2000"',
      '"phone": "02 8000 4127", "email": "complaints@harbourside.com.au", "address": "Level 9, 60 Martin Place, Sydney NSW 2000"',
    )
    .replace("AFCA membership number 000000", "AFCA membership number 45123")
    // Ordinary text that only resembles a sample: a larger number with zeros, "for example".
    .replace("comparing 40+ lenders", "comparing 40+ lenders on loans from $300 000 to $3 000 000, for example,"),
);

describe("sample values in site.json", () => {
  it("finds each listed value where it is written, with what replaces it", () => {
    const { lines, placeholders, problems } = check(realText);
    expect(problems).toEqual([]);
    expect(placeholders.map((p) => `${p.file}:${p.line}:${p.column}  ${p.path}`).sort()).toEqual(
      listed.map((pointer) => `${FILE}:${valuePosition(realText, pointer)}  ${pointer.slice(1).replaceAll("/", ".")}`).sort(),
    );
    expect(lines).toContain(`${FILE}:${valuePosition(realText, "/legal/company")}  legal.company  "ACN 000 000 000" → the company's ACN`);
    expect(lines.find((line) => line.includes("legal.creditLicence"))).toMatch(/→ your Australian Credit Licence number/);
    // A whole object is shown on one line, cut short.
    const broker = placeholders.find((p) => p.path === "broker");
    expect(broker?.shown).toMatch(/^\{ "name": "Sam Carter", .*…$/);
    expect(broker?.shown.length).toBeLessThanOrEqual(60);
  });

  it("lists them in the order they are written", () => {
    const { placeholders } = check(withList([...listed].reverse()));
    const lines = placeholders.map((p) => p.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it("reports an entry that names no value at the entry itself, suggesting the path it may have meant", () => {
    const text = withList(listed.map((pointer) => (pointer === "/legal/company" ? "/legal/compnay" : pointer)));
    const { placeholders, problems } = check(text);
    expect(problems.filter((p) => p.includes("compnay"))).toEqual([
      `${FILE}:${lineColumn(text, text.indexOf('"/legal/compnay"'))}  placeholders[4]  "/legal/compnay" names no value in this file; remove it or fix the path (did you mean "/legal/company"?)`,
    ]);
    expect(placeholders.map((p) => p.path)).not.toContain("legal.company");
  });

  it("reports an entry listed twice", () => {
    const text = withList([...listed, "/broker"]);
    expect(check(text).problems).toEqual([
      `${FILE}:${lineColumn(text, text.lastIndexOf('"/broker"'))}  placeholders[${listed.length}]  "/broker" is listed twice; remove one`,
    ]);
  });

  it("reports a value that looks like a sample when the list forgets it", () => {
    const text = withList(listed.filter((pointer) => pointer !== "/legal/licensee" && pointer !== "/email"));
    const { placeholders, problems } = check(text);
    expect(problems).toEqual([
      `${FILE}:${valuePosition(text, "/email")}  email  "hello@westline.example" looks like a sample (an address on a domain reserved for examples), and "placeholders" does not list it: replace it with the real value, or add "/email" to "placeholders" while it is a sample`,
      `${FILE}:${valuePosition(text, "/legal/licensee")}  legal.licensee  "Example Aggregation Pty Ltd" looks like a sample (a name with the word "Example" in it), and "placeholders" does not list it: replace it with the real value, or add "/legal/licensee" to "placeholders" while it is a sample`,
    ]);
    expect(placeholders).toHaveLength(listed.length - 2);
  });

  it.each([
    ["a 1300 number set aside for fiction", "(02) 9635 4821", "1300 975 709", "phone.display"],
    ["a mobile number set aside for fiction", "(02) 9635 4821", "0491 570 156", "phone.display"],
    ["a credit representative number of zeros", "Number 512345", "Number 000 000", "legal.creditRepresentative"],
    ["an address at example.com", "hello@westlinefinance.com.au", "hello@example.com", "email"],
  ])("catches %s that nobody listed", (_, real, sample, where) => {
    expect(check(realLooking.replace(real, sample)).problems.map((line) => line.split("  ")[1])).toEqual([where]);
  });

  it("finds nothing in a site.json whose values are real, with nothing listed or no list at all", () => {
    expect(check(realLooking)).toEqual({ lines: [], placeholders: [], problems: [] });
    expect(check(realLooking.replace(/ {2}"placeholders": \[\],\n/, ""))).toEqual({ lines: [], placeholders: [], problems: [] });
  });
});
