/**
 * Amounts are written in the site's currency: site.json's `currency`, or else the currency of its
 * locale's region. The main site writes Australian dollars exactly as before; a fixture site (the
 * starter, in British English, as it is and with a currency of its own) writes its own. The
 * expected strings are written out by hand.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { parseMoney } from "../../src/calculators/money.ts";
import { formatDollars, formatDollarsAndCents, formatPrice, formatWeeklyRent } from "../../src/lib/money.ts";

const project = path.resolve(import.meta.dirname, "../..");
const STARTER = path.join(project, "sites/starter");
const SITE = "pages.config/site.json";
const starterSite = readFileSync(path.join(STARTER, SITE), "utf8");

/** The starter's site.json with `text` in place of its locale line. */
const withLocaleLine = (text: string) => {
  const edited = starterSite.replace(/ {2}"locale": "[^"]*",\n/, text);
  if (edited === starterSite) throw new Error("the starter's site.json no longer has a locale line");
  return { [SITE]: edited };
};

/** What a page would show for a few amounts once the site at root is read. */
function amountsOf(root: string, overrides: Record<string, string> = {}) {
  const { problems } = loadSite(root, { overrides });
  expect(problems).toEqual([]);
  return [formatDollars(680_000), formatDollarsAndCents(3597.3), formatPrice(1_150_000), formatPrice(880_000), formatWeeklyRent(640)];
}

describe("the currency amounts are written in", () => {
  it("is Australian dollars on the main site, written as they always were", () => {
    expect(amountsOf(path.join(project, "sites/westline"))).toEqual(["$680,000", "$3,597.30", "$1.15M", "$880K", "$640/wk"]);
  });

  it("is pounds on a site in British English that names no currency", () => {
    expect(amountsOf(STARTER)).toEqual(["£680,000", "£3,597.30", "£1.15M", "£880K", "£640/wk"]);
  });

  it("is the site's own when it names one", () => {
    expect(amountsOf(STARTER, withLocaleLine('  "locale": "en-GB",\n  "currency": "NZD",\n'))).toEqual([
      "NZ$680,000",
      "NZ$3,597.30",
      "NZ$1.15M",
      "NZ$880K",
      "NZ$640/wk",
    ]);
  });

  it("must be named by a site in a region whose currency is not known, at its locale", () => {
    const overrides = withLocaleLine('  "locale": "de-CH",\n');
    const line = (overrides[SITE] ?? "").split("\n").findIndex((text) => text.includes('"de-CH"')) + 1;
    const { problems } = loadSite(STARTER, { overrides });
    expect(problems.map((problem) => `${problem.file}:${problem.line} ${problem.path}`)).toEqual([`${SITE}:${line} locale`]);
    expect(problems[0]?.message).toContain('add "currency"');
  });
});

/** A site in German writing euros: the symbol after the number, "." between thousands and "," before cents. */
const GERMAN = withLocaleLine('  "locale": "de-DE",\n  "currency": "EUR",\n');

describe("a price's short form", () => {
  it("puts the symbol where the site's language writes it", () => {
    // Written out by hand: German writes "1.150.000 €" (a no-break space before the symbol), so the short form is "1,15M €".
    expect(amountsOf(STARTER, GERMAN)).toEqual(["680.000\u00a0€", "3.597,30\u00a0€", "1,15M\u00a0€", "880K\u00a0€", "640\u00a0€/wk"]);
  });
});

describe("what a visitor types into a calculator's money field", () => {
  /** Each text as parseMoney reads it once the site at root is read: cents, or its message. */
  function read(root: string, texts: string[], overrides: Record<string, string> = {}) {
    expect(loadSite(root, { overrides }).problems).toEqual([]);
    return texts.map((text) => {
      const parsed = parseMoney(text, { label: "the price" });
      return parsed.ok ? parsed.value : parsed.message;
    });
  }

  it("is read as before on the main site, in dollars with a leading $", () => {
    expect(read(path.join(project, "sites/westline"), ["$600k", "600,000", "$600,000.50", "1.2m"])).toEqual([60_000_000, 60_000_000, 60_000_050, 120_000_000]);
    expect(read(path.join(project, "sites/westline"), ["600 dollars"])).toEqual(["Enter the price in Australian dollars, e.g. 600,000 or $600k."]);
  });

  it("is read in pounds on a site that writes pounds, and the message says so", () => {
    expect(read(STARTER, ["£600k", "£600,000", "600,000", "GBP 600k"])).toEqual([60_000_000, 60_000_000, 60_000_000, 60_000_000]);
    expect(read(STARTER, ["$600k"])).toEqual(["Enter the price in British pounds, e.g. 600,000 or £600k."]);
  });

  it("is read with the symbol after the number and the language's separators on a site in German", () => {
    expect(read(STARTER, ["600.000 €", "600.000,50", "€600k", "1,2m"], GERMAN)).toEqual([60_000_000, 60_000_050, 60_000_000, 120_000_000]);
    expect(read(STARTER, ["60.00"], GERMAN)).toEqual(["Enter the price in euros, e.g. 600.000 or 600k\u00a0€."]);
  });
});
