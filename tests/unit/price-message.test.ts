/**
 * A price the editor could not read as an amount (staff typed "$1,05m" or "88O000") gets a message
 * that tells the truth about what the field takes ($ signs and commas are fine there) and points at
 * the character that is wrong. The file's own rule, for developers, is unchanged.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { staffMessage } from "../../src/content/problems.ts";
import { parsePrice } from "../../src/editor/client/form/price.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const blacktown = JSON.parse(readFileSync(path.join(root, BLACKTOWN), "utf8")) as { snapshot: Record<string, unknown> };

/** What staff read under the median house price when it holds `typed`. */
function messageFor(typed: string): string {
  const draft = { ...blacktown, snapshot: { ...blacktown.snapshot, medianHousePrice: typed } };
  const problems = loadSite(root, { overrides: { [BLACKTOWN]: JSON.stringify(draft, null, 2) } }).problems.filter(
    (p) => p.file === BLACKTOWN && p.path === "snapshot.medianHousePrice",
  );
  expect(problems, typed).toHaveLength(1);
  return staffMessage(problems[0]!);
}

describe("a price typed wrong, as staff read it", () => {
  it("points at the letter O typed for a zero", () => {
    const typed = "88O000";
    expect(parsePrice(typed)).toBeUndefined();
    const at = typed.indexOf("O") + 1;
    const message = messageFor(typed);
    expect(message).toContain(`the ${["first", "second", "third", "fourth"][at - 1]} character is the letter O, not the digit 0`);
  });

  it("says a comma separates thousands, and how to write part of a million", () => {
    const message = messageFor("$1,05m");
    expect(message).toContain('the comma after "$1" has 2 digits after it');
    expect(message).toContain("1.05m");
  });

  it("never claims that a $ sign or commas are refused: the field takes both", () => {
    for (const typed of ["$1,05m", "88O000", "about 900k"]) {
      expect(messageFor(typed)).not.toMatch(/no \$ sign|commas or quotes/);
      // Each example the message offers is one the field reads.
      for (const example of ["880000", "$880,000", "880k", "1.05m"]) {
        expect(messageFor(typed)).toContain(example);
        expect(parsePrice(example), example).toBeDefined();
      }
    }
  });
});
