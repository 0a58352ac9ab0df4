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
import { formatDollars, formatDollarsAndCents, formatPrice, formatWeeklyRent } from "../../src/lib/money.ts";

const project = path.resolve(import.meta.dirname, "../..");
const STARTER = path.join(project, "examples/starter");
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
    expect(amountsOf(project)).toEqual(["$680,000", "$3,597.30", "$1.15M", "$880K", "$640/wk"]);
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
