/**
 * Help texts (the schema descriptions the editor shows) are the kernel's in neutral words: the
 * kernel's generic schemas name no broker's trade. Expectations come from the raw files.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(PROJECT, file), "utf8")) as Record<string, unknown>;

/** A trade's words: the broker's, which a plumber's staff should not read in the kernel's help. */
const TRADE = /\bbrokers?\b|\bbroking\b|mortgage|\bloans?\b|\blenders?\b|\bsuburbs?\b/i;

/** The broker's own schemas and sections, each with why it may speak of lending or suburbs. */
const BROKERS_OWN: Record<string, string> = {
  "schemas/forms/": "the broker's forms (their words reach visitors, so they stay as the site shows them)",
  "schemas/facts/": "figures of Australian lending and the broker's claims",
  "schemas/common/talk-to-broker.schema.json": "the calculators' link to the broker",
  "schemas/blocks/borrowing-power-calculator": "a lending calculator",
  "schemas/blocks/deposit-lmi-calculator": "a lending calculator",
  "schemas/blocks/equity-calculator": "a lending calculator",
  "schemas/blocks/repayments-calculator": "a lending calculator",
  "schemas/blocks/equity-example": "the suburb reports",
  "schemas/blocks/rent-versus-interest": "rent set against a loan's interest",
  "schemas/blocks/print-sheet": "the Deposit Cheatsheet",
  "schemas/blocks/form.schema.json": "it names the broker's forms",
  "schemas/site.schema.json#/properties/legal": "a credit business's licence details",
};

function descriptions(node: unknown, at: string, found: [string, string][]): [string, string][] {
  if (Array.isArray(node)) node.forEach((item, i) => descriptions(item, `${at}/${i}`, found));
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) {
      if (key === "description" && typeof value === "string") found.push([at, value]);
      else descriptions(value, `${at}/${key}`, found);
    }
  return found;
}

describe("help texts: neutral in the kernel", () => {
  it("the kernel's generic schemas word their help for any business", () => {
    const files = readdirSync(path.join(PROJECT, "schemas"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
      .map((file) => `schemas/${file}`);
    const own = (where: string) => Object.keys(BROKERS_OWN).some((prefix) => where.startsWith(prefix));
    const trade = files.flatMap((file) =>
      descriptions(readJson(file), "", [])
        .map(([at, text]) => [`${file}#${at}`, text] as const)
        .filter(([where, text]) => !own(where) && TRADE.test(text.replace(/\{broker\}/g, ""))),
    );
    expect(trade.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });
});
