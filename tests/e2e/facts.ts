/**
 * The dated facts as the browser tests read them: straight from pages.config/facts/, never through
 * the site's code, with the little arithmetic the tests need to work out what a page should show.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const FACTS = path.resolve(import.meta.dirname, "../../sites/westline/pages.config/facts");

interface Period {
  effectiveFrom: string;
  [key: string]: unknown;
}

/** A fact file's periods, as written. */
export function periods(name: string): Period[] {
  return (JSON.parse(readFileSync(path.join(FACTS, `${name}.json`), "utf8")) as { periods: Period[] }).periods;
}

/** "1 July 2025" (as pages write it) → that fact's set from that date. */
export function periodFrom(name: string, longDate: string): Period {
  const iso = new Date(`${longDate} 00:00 UTC`).toISOString().slice(0, 10);
  const found = periods(name).find((p) => p.effectiveFrom === iso);
  if (!found) throw new Error(`${name} has no set of figures from ${longDate} (${iso})`);
  return found;
}

/** The set in force on a day, YYYY-MM-DD. */
export function periodOn(name: string, day: string): Period {
  const found = periods(name)
    .filter((p) => p.effectiveFrom <= day)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0];
  if (!found) throw new Error(`${name} has no set of figures in force on ${day}`);
  return found;
}

interface Bracket {
  from: number;
  base: number;
  per100: number;
}

/** NSW general duty in dollars: the bracket's base plus its rate for every $100 or part above its start, at least the minimum. */
export function generalDuty(price: number, period: Period): number {
  const brackets = period.brackets as Bracket[];
  const bracket = [...brackets].reverse().find((b) => price > b.from) ?? brackets[0]!;
  return Math.max(period.minimum as number, bracket.base + Math.ceil((price - bracket.from) / 100) * bracket.per100);
}

/** "$1,235", as a calculator writes an amount among whole-dollar figures. */
export const wholeDollars = (dollars: number) => `$${Math.round(dollars).toLocaleString("en-AU")}`;

/** "$1,234.50", as the calculators write dollars and cents. */
export const money = (dollars: number) => `$${dollars.toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
