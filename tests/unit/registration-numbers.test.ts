/**
 * The business's ACN, ABN, credit licence and credit representative numbers are checked as their
 * registers build them. The expectations come from reference code written here from the published
 * rules (ASIC's ACN check digit: weights 8 to 1, the complement of the sum's remainder by 10; the
 * ABR's ABN format: 1 taken from the first digit, weights 10, 1, 3, 5, …, 19, the sum divisible
 * by 89), checked first against the registers' own worked examples, never from the code under test.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import { companyNumberProblem } from "../../src/content/rules/registration-numbers.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const SITE = "pages.config/site.json";
const siteText = readFileSync(path.join(root, SITE), "utf8");
const legal = (JSON.parse(siteText) as { legal: Record<string, unknown> }).legal;

/** ASIC: multiply the first eight digits by 8, 7, …, 1; the check digit is 10 less the sum's remainder by 10 (0 for 10). */
function acnCheckDigit(eight: string): number {
  const sum = [...eight].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0);
  return (10 - (sum % 10)) % 10;
}
const isAcn = (nine: string) => /^\d{9}$/.test(nine) && acnCheckDigit(nine.slice(0, 8)) === Number(nine[8]);

/** ABR: take 1 from the first digit, weight the eleven digits 10, 1, 3, 5, …, 19; valid when the sum divides by 89. */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
const isAbn = (eleven: string) =>
  /^\d{11}$/.test(eleven) && [...eleven].reduce((total, digit, i) => total + (Number(digit) - (i === 0 ? 1 : 0)) * (ABN_WEIGHTS[i] ?? 0), 0) % 89 === 0;

/** A few nine-digit bodies spread over the range, each the same on every run. */
const bodies = Array.from({ length: 40 }, (_, i) => String((i * 2_718_281 + 31_415_926) % 100_000_000).padStart(8, "0"));
const spaced = (digits: string, groups: number[]) =>
  groups.map((size, i) => digits.slice(groups.slice(0, i).reduce((a, b) => a + b, 0)).slice(0, size)).join(" ");

/** The real site.json with its company line replaced and that line no longer listed as a sample. */
function siteWith(field: string, value: string): string {
  const listed = (JSON.parse(siteText) as { placeholders: string[] }).placeholders.filter((pointer) => pointer !== `/legal/${field}`);
  return siteText
    .replace(/"placeholders": \[[^\]]*\]/, `"placeholders": ${JSON.stringify(listed)}`)
    .replace(`"${field}": ${JSON.stringify(legal[field])}`, `"${field}": ${JSON.stringify(value)}`);
}

/** The problems the pipeline reports at a field of site.json's legal section, as printed. */
function problemsAt(field: string, text: string): string[] {
  const { problems } = loadSite(root, { overrides: { [SITE]: text } });
  return problems.filter((p) => p.file === SITE && p.path === `legal.${field}`).map(formatProblem);
}

/** Line and column where a JSON string value starts in the text, counted from 1. */
function positionOf(text: string, value: string): string {
  const before = text.slice(0, text.indexOf(JSON.stringify(value))).split("\n");
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

describe("the reference code", () => {
  it("agrees with the registers' own worked examples", () => {
    // The ABR's example on "Format of the ABN" (abr.business.gov.au/Help/AbnFormat).
    expect(isAbn("51824753556")).toBe(true);
    // A company's ABN is two check digits and its ACN: both rules must hold for 53 004 085 616.
    expect(isAbn("53004085616")).toBe(true);
    expect(isAcn("004085616")).toBe(true);
    expect(isAbn("51824753557")).toBe(false);
    expect(isAcn("004085617")).toBe(false);
  });
});

describe("ACN and ABN check digits", () => {
  it.each(bodies)("an ACN with body %s passes with its check digit and fails with each of the nine others", (body) => {
    const right = acnCheckDigit(body);
    for (let digit = 0; digit <= 9; digit++) {
      const acn = spaced(`${body}${digit}`, [3, 3, 3]);
      const problem = companyNumberProblem({ kind: "ACN", digits: `${body}${digit}`, shown: `ACN ${acn}` });
      if (digit === right) expect(problem).toBeUndefined();
      else expect(problem).toMatch(/is not a valid ACN: .*check digit.*ASIC's company register/);
    }
  });

  it.each(bodies)("an ABN whose nine digits are %s… passes only with the check digits the ABR rule gives", (body) => {
    const nine = `${body}${acnCheckDigit(body)}`;
    const valid = Array.from({ length: 90 }, (_, i) => `${i + 10}${nine}`).filter(isAbn);
    expect(valid.length).toBeGreaterThan(0);
    for (let lead = 10; lead <= 99; lead++) {
      const abn = `${lead}${nine}`;
      const problem = companyNumberProblem({ kind: "ABN", digits: abn, shown: `ABN ${spaced(abn, [2, 3, 3, 3])}` });
      if (valid.includes(abn)) expect(problem).toBeUndefined();
      else expect(problem).toMatch(/is not a valid ABN: .*check digits.*ABN Lookup/);
    }
  });
});

describe("site.json's registration numbers in the pipeline", () => {
  it("reports an ACN with a wrong check digit at its line and column, once", () => {
    const text = siteWith("company", "ACN 004 085 617");
    expect(problemsAt("company", text)).toEqual([
      `${SITE}:${positionOf(text, "ACN 004 085 617")}  legal.company  "ACN 004 085 617" is not a valid ACN: its last digit is a check digit, and it does not match the other eight by ASIC's rule, so a digit is mistyped: copy it from ASIC's company register (search "Organisations and business names" at asic.gov.au)`,
    ]);
  });

  it("accepts a valid ACN, and an ABN with its ACN", () => {
    expect(problemsAt("company", siteWith("company", "ACN 004 085 616"))).toEqual([]);
    expect(problemsAt("company", siteWith("company", "ABN 53 004 085 616 · ACN 004 085 616"))).toEqual([]);
  });

  it("reports an ABN with a mistyped digit, and an ACN one digit short", () => {
    expect(problemsAt("company", siteWith("company", "ABN 51 824 753 566"))).toEqual([expect.stringMatching(/"ABN 51 824 753 566" is not a valid ABN/)]);
    expect(problemsAt("company", siteWith("company", "ACN 004 085 61"))).toEqual([expect.stringMatching(/"ACN 004 085 61" has 8 digits; an ACN has 9/)]);
  });

  it("asks for digits alone in the credit licence and credit representative numbers", () => {
    expect(problemsAt("creditLicence", siteWith("creditLicence", "Australian Credit Licence 38932B"))).toEqual([
      expect.stringMatching(/ends in "38932B", but a credit licence number is digits only/),
    ]);
    expect(problemsAt("creditRepresentative", siteWith("creditRepresentative", "Credit Representative Number"))).toEqual([
      expect.stringMatching(/ends without a number/),
    ]);
    expect(problemsAt("creditRepresentative", siteWith("creditRepresentative", "Credit Representative Number 512345"))).toEqual([]);
  });

  it("leaves the samples a demo site lists alone, even zeros no register issues", () => {
    const listed = (JSON.parse(siteText) as { placeholders: string[] }).placeholders;
    expect(listed).toContain("/legal/company");
    const zeros = siteText.replace(`"company": ${JSON.stringify(legal.company)}`, '"company": "ABN 00 000 000 000"');
    expect(problemsAt("company", zeros)).toEqual([]);
  });
});
