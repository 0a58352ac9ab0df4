/**
 * NSW transfer (stamp) duty on a purchase, in cents. The schedule and the first home buyer
 * thresholds come from the facts (pages.config/facts/), with their source and the date each set
 * applies from, never from code.
 *
 * General duty (Duties Act 1997 (NSW) s 32): a bracket's base amount plus its rate for every $100,
 * or part of $100, of the price above the bracket's start, and at least the minimum duty.
 * First home buyers (s 78A): no duty up to the exemption threshold E; between it and the concession
 * threshold C, N − D × (C − V) / (C − E), where N is the general duty on the price V and D the
 * general duty at E; from C on, the general duty. N and D come from the general rates in force, so
 * the concession moves when they are indexed each 1 July (on the 2023–24 rates this formula gives
 * Revenue NSW's published examples: $9,934 at $850,000, $2,989 for land at $370,000).
 */
import type {
  FirstHomeThresholds as FirstHomeFacts,
  NswFirstHomeBuyersFacts,
  NswTransferDutyFacts,
  NswTransferDutyPeriod,
} from "../generated/content-types.ts";
import { periodInForce } from "../lib/dates.ts";
import { formatMoney } from "../lib/money.ts";
import { divCeil, mulDivRound, type Cents } from "./money.ts";

export interface DutyBracket {
  /** Where the bracket starts (the price above which its rate applies). */
  from: Cents;
  /** The duty at `from`. */
  base: Cents;
  /** Duty per $100 or part of $100 above `from`, in cents (e.g. $4.50 → 450). */
  per100: number;
}

export interface DutySchedule {
  /** Brackets in increasing order of `from`; the first starts at 0. */
  brackets: DutyBracket[];
  minimum: Cents;
}

export interface FirstHomeThresholds {
  /** No duty at or below this price. */
  exemptTo: Cents;
  /** Concessional duty below this price, full duty from it. */
  concessionTo: Cents;
}

export type PropertyKind = "home" | "vacant-land";

export function generalDuty(price: Cents, schedule: DutySchedule): Cents {
  if (price <= 0) return 0;
  const bracket = [...schedule.brackets].reverse().find((b) => price > b.from) ?? schedule.brackets[0];
  if (!bracket) throw new RangeError("a duty schedule needs at least one bracket");
  const hundreds = divCeil(price - bracket.from, 100_00);
  return Math.max(schedule.minimum, bracket.base + hundreds * bracket.per100);
}

export interface DutyResult {
  duty: Cents;
  /** What a buyer who is not a first home buyer would pay. */
  generalDuty: Cents;
  /** Which rule set the duty. */
  basis: "general" | "first-home-exemption" | "first-home-concession";
}

export function transferDuty(price: Cents, schedule: DutySchedule, firstHome?: FirstHomeThresholds): DutyResult {
  const general = generalDuty(price, schedule);
  if (!firstHome || price >= firstHome.concessionTo) return { duty: general, generalDuty: general, basis: "general" };
  if (price <= firstHome.exemptTo) return { duty: 0, generalDuty: general, basis: "first-home-exemption" };
  const atExemption = generalDuty(firstHome.exemptTo, schedule);
  const duty = general - mulDivRound(atExemption, firstHome.concessionTo - price, firstHome.concessionTo - firstHome.exemptTo);
  return { duty, generalDuty: general, basis: "first-home-concession" };
}

/** A figure in a schedule that cannot be right: which bracket (from 0), which field, and why. */
export interface ScheduleProblem {
  bracket: number;
  field: "from" | "base";
  message: string;
}

const dollars = (cents: Cents) => formatMoney(cents / 100);

/**
 * A schedule's inner consistency: brackets in order, and each base within $1 of the previous
 * bracket's formula at its start (Revenue NSW rounds bases to whole dollars), which catches a typo
 * in a configured figure.
 */
export function scheduleProblems(schedule: DutySchedule): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  schedule.brackets.forEach((bracket, index) => {
    const previous = schedule.brackets[index - 1];
    if (!previous) {
      if (bracket.from !== 0) problems.push({ bracket: index, field: "from", message: "the first bracket must start at $0" });
      return;
    }
    if (bracket.from <= previous.from)
      problems.push({ bracket: index, field: "from", message: `must be above the bracket before it (${dollars(previous.from)})` });
    const expected = previous.base + ((bracket.from - previous.from) / 100_00) * previous.per100;
    if (Math.abs(expected - bracket.base) > 100)
      problems.push({
        bracket: index,
        field: "base",
        message: `${dollars(bracket.base)} does not follow from the bracket before it: ${dollars(previous.base)} plus ${dollars(previous.per100)} per $100 from ${dollars(previous.from)} to ${dollars(bracket.from)} is about ${dollars(Math.round(expected / 100) * 100)}; check both figures against the source`,
      });
  });
  return problems;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** A set of general rates from the facts (dollars, as Revenue NSW publishes them) as a schedule in cents. */
export function dutySchedule(period: Pick<NswTransferDutyPeriod, "brackets" | "minimum">): DutySchedule {
  return { minimum: cents(period.minimum), brackets: period.brackets.map((b) => ({ from: cents(b.from), base: cents(b.base), per100: cents(b.per100) })) };
}

/** First home buyer thresholds from the facts, in cents. */
export function firstHomeThresholds(t: FirstHomeFacts): FirstHomeThresholds {
  return { exemptTo: cents(t.exemptTo), concessionTo: cents(t.concessionTo) };
}

/** The general rates and first home buyer thresholds in force on day, and the sets they come from. */
export function dutyRulesOn(day: string, rates: NswTransferDutyFacts, firstHome: NswFirstHomeBuyersFacts) {
  const general = periodInForce(rates.periods, day) ?? rates.periods[0];
  const scheme = periodInForce(firstHome.periods, day) ?? firstHome.periods[0];
  if (!general || !scheme) throw new Error("the NSW duty facts have no periods");
  return { general, scheme, schedule: dutySchedule(general), home: firstHomeThresholds(scheme.home), vacantLand: firstHomeThresholds(scheme.vacantLand) };
}
