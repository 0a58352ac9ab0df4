import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generalDuty, scheduleProblems, transferDuty, type DutySchedule } from "./nsw-transfer-duty.ts";

const $ = (dollars: number) => Math.round(dollars * 100);

// Revenue NSW's general rates for contracts from 1 July 2024 to 30 June 2025.
const schedule: DutySchedule = {
  minimum: $(20),
  brackets: [
    { from: 0, base: 0, per100: 125 },
    { from: $(17_000), base: $(212), per100: 150 },
    { from: $(36_000), base: $(497), per100: 175 },
    { from: $(97_000), base: $(1_564), per100: 350 },
    { from: $(364_000), base: $(10_909), per100: 450 },
    { from: $(1_212_000), base: $(49_069), per100: 550 },
    { from: $(3_636_000), base: $(182_390), per100: 700 },
  ],
};

// The rates of 1 July 2023 to 30 June 2024, on which Revenue NSW worked out its published table of
// first home buyer concessions (nsw.gov.au, "Reduced transfer duty rates").
const schedule2023: DutySchedule = {
  minimum: $(20),
  brackets: [
    { from: 0, base: 0, per100: 125 },
    { from: $(16_000), base: $(200), per100: 150 },
    { from: $(35_000), base: $(485), per100: 175 },
    { from: $(93_000), base: $(1_500), per100: 350 },
    { from: $(351_000), base: $(10_530), per100: 450 },
    { from: $(1_168_000), base: $(47_295), per100: 550 },
  ],
};
const home = { exemptTo: $(800_000), concessionTo: $(1_000_000) };
const land = { exemptTo: $(350_000), concessionTo: $(450_000) };

describe("general duty: hand-worked examples", () => {
  it.each([
    ["$500,000: $10,909 + $4.50 × 1,360 hundreds = $17,029", 500_000, 17_029],
    ["$500,050: the part-$100 counts as a whole one, $10,909 + $4.50 × 1,361 = $17,033.50", 500_050, 17_033.5],
    ["$364,000, on a bracket's start: $1,564 + $3.50 × 2,670 = $10,909", 364_000, 10_909],
    ["$1,000,000: $10,909 + $4.50 × 6,360 = $39,529", 1_000_000, 39_529],
    ["$1,500,000: $49,069 + $5.50 × 2,880 = $64,909", 1_500_000, 64_909],
    ["$4,000,000, premium property: $182,390 + $7 × 3,640 = $207,870", 4_000_000, 207_870],
    ["$10,000: $1.25 × 100 = $125", 10_000, 125],
    ["$1,000: $12.50, lifted to the $20 minimum", 1_000, 20],
  ])("%s", (_, price, duty) => {
    expect(generalDuty($(price), schedule)).toBe($(duty));
  });
});

describe("first home buyers: hand-worked examples", () => {
  it.each([
    ["a home at $800,000 (the exemption threshold) pays nothing", home, 800_000, 0, "first-home-exemption"],
    ["a home at $900,000: N $35,029 less half of D (the duty at $800,000, $30,529) = $19,764.50", home, 900_000, 19_764.5, "first-home-concession"],
    ["a home at $1,000,000 (the concession threshold) pays the general $39,529", home, 1_000_000, 39_529, "general"],
    ["vacant land at $350,000 pays nothing", land, 350_000, 0, "first-home-exemption"],
    ["vacant land at $400,000: N $12,529 less half of D (the duty at $350,000, $10,419) = $7,319.50", land, 400_000, 7_319.5, "first-home-concession"],
    ["vacant land at $450,000 pays the general $14,779", land, 450_000, 14_779, "general"],
  ] as const)("%s", (_, thresholds, price, duty, basis) => {
    expect(transferDuty($(price), schedule, thresholds)).toMatchObject({ duty: $(duty), basis });
  });
});

describe("first home buyers: Revenue NSW's published concessions, on the rates they were worked out on", () => {
  // Whole dollars, 50 cents rounded down, as the published table shows them.
  const published = (cents: number) => Math.ceil(cents / 100 - 0.5);
  it.each([
    [home, 850_000, 9_934],
    [home, 900_000, 19_867],
    [home, 950_000, 29_801],
    [home, 990_000, 37_748],
    [land, 370_000, 2_989],
    [land, 390_000, 5_988],
    [land, 410_000, 8_987],
    [land, 430_000, 11_986],
  ] as const)("%o at $%i: $%i", (thresholds, price, duty) => {
    expect(published(transferDuty($(price), schedule2023, thresholds).duty)).toBe(duty);
  });
});

describe("properties", () => {
  const prices = fc.integer({ min: 0, max: $(10_000_000) });

  it("duty never falls as the price rises, for every buyer", () => {
    fc.assert(
      fc.property(prices, prices, fc.constantFrom(undefined, home, land), (a, b, thresholds) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(transferDuty(high, schedule, thresholds).duty).toBeGreaterThanOrEqual(transferDuty(low, schedule, thresholds).duty);
      }),
    );
  });

  it("general duty is continuous at every bracket's start: a dollar more costs at most the higher rate on one $100 (and the $1 Revenue NSW's rounded bases may add)", () => {
    for (const bracket of schedule.brackets.slice(1)) {
      const step = generalDuty(bracket.from + $(1), schedule) - generalDuty(bracket.from, schedule);
      expect(step).toBeLessThanOrEqual(bracket.per100 + $(1));
      expect(step).toBeGreaterThanOrEqual(0);
    }
  });

  it("first home buyer duty is continuous at both thresholds: $1 past either changes it by less than $1", () => {
    for (const thresholds of [home, land]) {
      for (const at of [thresholds.exemptTo, thresholds.concessionTo]) {
        const step = transferDuty(at, schedule, thresholds).duty - transferDuty(at - $(1), schedule, thresholds).duty;
        expect(step).toBeGreaterThanOrEqual(0);
        expect(step).toBeLessThan($(1));
      }
    }
  });

  it("a first home buyer never pays more than anyone else", () => {
    fc.assert(
      fc.property(prices, fc.constantFrom(home, land), (price, thresholds) => {
        const result = transferDuty(price, schedule, thresholds);
        expect(result.duty).toBeLessThanOrEqual(result.generalDuty);
      }),
    );
  });
});

describe("scheduleProblems", () => {
  it("finds the configured schedule consistent", () => {
    expect(scheduleProblems(schedule)).toEqual([]);
  });

  it("catches a base that does not follow from the bracket below (a typo: $10,990 for $10,909)", () => {
    const typo = { ...schedule, brackets: schedule.brackets.map((b) => (b.from === $(364_000) ? { ...b, base: $(10_990) } : b)) };
    // The next bracket's base then no longer follows either, so both are reported.
    expect(scheduleProblems(typo).map(({ bracket, field }) => [bracket, field])).toEqual([
      [4, "base"],
      [5, "base"],
    ]);
    expect(scheduleProblems(typo)[0]?.message).toContain("$10,990 does not follow from the bracket before it");
    expect(scheduleProblems(typo)[0]?.message).toContain("is about $10,909");
  });
});
