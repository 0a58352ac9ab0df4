/**
 * Figures a suburb report must make sense with, so a slipped digit (a weekly rent of 5000, a
 * $6.8M worked example in a $700k suburb) is caught before it is published. The thresholds live
 * here and only here; docs/adding-a-suburb.md lists them for authors. The template hands them to
 * the kernel as the collection's own check (template.ts), so it imports types only, as it does.
 */
import type { CollectionKit, EntryFinding } from "../../../../src/content/collection-contract.ts";
import type { SuburbReport } from "./suburb.types.ts";

type PathSegment = EntryFinding["at"][number];

export const PLAUSIBLE = {
  /** Any price on a report: median house and unit prices, the worked example's value, a case study's price. */
  price: { min: 100_000, max: 5_000_000 },
  /** Median and case-study weekly rents, in dollars. */
  weeklyRent: { min: 100, max: 2_000 },
  /** Gross rental yields, in percent. */
  yieldPercent: { min: 1, max: 10 },
  /** Rental vacancy rate, in percent. */
  vacancyPercent: { min: 0, max: 10 },
  /** Twelve-month growth when written as a percentage. */
  growthPercent: { min: -30, max: 50 },
  /** How far, in percentage points, the stated house yield may be from median rent × 52 ÷ median house price. */
  houseYieldTolerance: 1,
  /** Worked-example and case-study prices lie between this share of the lower median and this multiple of the higher. */
  nearMedians: { below: 0.5, above: 2 },
  /** A case study's weekly rent lies between this share and this multiple of the median rent. */
  nearMedianRent: { below: 0.5, above: 2 },
} as const;

/** A figure written as a percentage ("5.2%", "~-1.5%"); NaN for a word such as "Positive". */
export function percentFigure(written: string): number {
  const match = /(-?\d*\.?\d+)\s*%/.exec(written);
  return match ? Number(match[1]) : Number.NaN;
}

export function plausibilityFindings(report: SuburbReport, kit: CollectionKit): EntryFinding[] {
  const dollars = (n: number) => kit.dollars(Math.round(n));
  const percent = (n: number) => kit.rate(n);
  const found: EntryFinding[] = [];
  const s = report.snapshot;
  const inRange = (at: PathSegment[], value: number, range: { min: number; max: number }, what: string, show: (n: number) => string): boolean => {
    if (value >= range.min && value <= range.max) return true;
    found.push({ at, message: `${show(value)} is outside the sensible range for ${what} (${show(range.min)} to ${show(range.max)}): check the figure` });
    return false;
  };
  const house = s.medianHousePrice;
  const unit = s.medianUnitPrice;
  const rent = s.medianRentPerWeek;
  const housesOk = inRange(["snapshot", "medianHousePrice"], house, PLAUSIBLE.price, "a median house price", dollars);
  const unitsOk = inRange(["snapshot", "medianUnitPrice"], unit, PLAUSIBLE.price, "a median unit price", dollars);
  const rentOk = inRange(["snapshot", "medianRentPerWeek"], rent, PLAUSIBLE.weeklyRent, "a weekly rent", dollars);
  const houseYield = s.grossYieldHouses;
  const yieldOk = inRange(["snapshot", "grossYieldHouses"], houseYield, PLAUSIBLE.yieldPercent, "a gross yield", percent);
  inRange(["snapshot", "grossYieldUnits"], s.grossYieldUnits, PLAUSIBLE.yieldPercent, "a gross yield", percent);
  inRange(["snapshot", "vacancyRate"], s.vacancyRate, PLAUSIBLE.vacancyPercent, "a vacancy rate", percent);
  if (/\d/.test(s.growth12Months))
    inRange(["snapshot", "growth12Months"], percentFigure(s.growth12Months), PLAUSIBLE.growthPercent, "12-month growth", percent);

  if (housesOk && unitsOk && unit > house)
    found.push({
      at: ["snapshot", "medianUnitPrice"],
      message: `the median unit price (${dollars(unit)}) is above the median house price (${dollars(house)}): units sell for less than houses in the same suburb, so check both figures (are they swapped?)`,
    });

  if (housesOk && rentOk && yieldOk) {
    const expected = ((rent * 52) / house) * 100;
    const low = expected - PLAUSIBLE.houseYieldTolerance;
    const high = expected + PLAUSIBLE.houseYieldTolerance;
    if (houseYield < low || houseYield > high)
      found.push({
        at: ["snapshot", "grossYieldHouses"],
        message: `${percent(houseYield)} does not agree with the rent and price: ${dollars(rent)} a week on ${dollars(house)} is a gross yield of ${percent(expected)}, so expect ${percent(Math.max(low, 0))} to ${percent(high)}; check all three figures`,
      });
  }

  const { value, loanBalance, maxLvr } = report.equityExample;
  if (housesOk && unitsOk) {
    const low = Math.min(house, unit) * PLAUSIBLE.nearMedians.below;
    const high = Math.max(house, unit) * PLAUSIBLE.nearMedians.above;
    const near = (at: PathSegment[], price: number, what: string) => {
      if (price < low || price > high)
        found.push({
          at,
          message: `${what} ${dollars(price)} is far from this suburb's medians (${dollars(unit)} units, ${dollars(house)} houses): expect ${dollars(low)} to ${dollars(high)}`,
        });
    };
    near(["equityExample", "value"], value, "the worked example's value");
    near(["caseStudy", "purchasePrice"], report.caseStudy.purchasePrice, "the case study's price");
  }
  if (rentOk) {
    const low = rent * PLAUSIBLE.nearMedianRent.below;
    const high = rent * PLAUSIBLE.nearMedianRent.above;
    // An owner-occupier's story has no rent to compare.
    const weekly = report.caseStudy.weeklyRent;
    if (weekly !== undefined && (weekly < low || weekly > high))
      found.push({
        at: ["caseStudy", "weeklyRent"],
        message: `a rent of ${dollars(weekly)} a week is far from this suburb's median of ${dollars(rent)}: expect ${dollars(low)} to ${dollars(high)}`,
      });
  }

  if (loanBalance > value)
    found.push({
      at: ["equityExample", "loanBalance"],
      message: `the loan (${dollars(loanBalance)}) is more than the property's value (${dollars(value)}): check both figures`,
    });
  else if (loanBalance >= (value * maxLvr) / 100)
    found.push({
      at: ["equityExample", "loanBalance"],
      message: `the loan is at least ${maxLvr}% of the value, so the example would show no usable equity; use a smaller loan or a higher value`,
    });
  return found;
}
