/**
 * Facts that change with time carry their dates: the set in force on a day is the one text and
 * calculators use, a set past its review date stops validation (so CI and the build) naming the fact
 * and its source, and one due within 30 days is a warning. These run on a fixed clock; the real
 * content is checked against the real date by `npm run validate`, on purpose.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";

const root = path.resolve(import.meta.dirname, "../..");
const RATE = "pages.config/facts/example-rate.json";
const TAX = "pages.config/facts/income-tax.json";
const text = (file: string) => readFileSync(path.join(root, "sites/westline", file), "utf8");
const facts = (file: string) =>
  JSON.parse(text(file)) as { periods: { effectiveFrom: string; reviewBy: string; source: { publisher: string; url: string } }[] };

/** line:column of the nth (from 0) `"key": ` value in a file's text. */
function valueAt(file: string, key: string, nth = 0): string {
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text(file).indexOf(`"${key}": `, offset + 1);
  const before = text(file)
    .slice(0, offset + key.length + 4)
    .split("\n");
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

/** "2026-12-31" → "31 December 2026", the way messages write dates. */
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const daysBefore = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe("review dates, on a fixed clock", () => {
  const newest = facts(RATE).periods.at(-1)!;

  it("stop validation the day after a set in force was due for review, naming the fact, its source and the date", () => {
    const { problems } = loadSite(path.join(root, "sites/westline"), { today: dayAfter(newest.reviewBy) });
    const own = problems.filter((p) => p.file === RATE).map(formatProblem);
    expect(own).toHaveLength(1);
    expect(own[0]).toContain(`${RATE}:${valueAt(RATE, "reviewBy", facts(RATE).periods.length - 1)}  periods[${facts(RATE).periods.length - 1}].reviewBy`);
    expect(own[0]).toContain(`were due for review on ${longDate(newest.reviewBy)}`);
    expect(own[0]).toContain(newest.source.publisher);
    expect(own[0]).toContain(newest.source.url);
  });

  it("warn, without stopping anything, while the review date is within 30 days", () => {
    const { problems, warnings } = loadSite(path.join(root, "sites/westline"), { today: daysBefore(newest.reviewBy, 10) });
    expect(problems.filter((p) => p.file === RATE)).toEqual([]);
    expect(warnings.filter((p) => p.file === RATE).map((p) => p.message)).toEqual([
      expect.stringContaining(`are due for review on ${longDate(newest.reviewBy)}`),
    ]);
  });

  it("say nothing while the review date is further off", () => {
    const { problems, warnings } = loadSite(path.join(root, "sites/westline"), { today: daysBefore(newest.reviewBy, 31) });
    expect([...problems, ...warnings].filter((p) => p.file === RATE)).toEqual([]);
  });

  it("ask for a rebuild when a known set of figures takes effect within 30 days", () => {
    // The 14% tax rate of 1 July 2027 is legislated: a build in June shows the old rate on its pages.
    const next = facts(TAX).periods.at(-1)!;
    const { warnings } = loadSite(path.join(root, "sites/westline"), { today: daysBefore(next.effectiveFrom, 5) });
    expect(warnings.filter((p) => p.file === TAX).map((p) => p.message)).toContainEqual(
      expect.stringContaining(`these figures take effect on ${longDate(next.effectiveFrom)}: build and publish the site that day`),
    );
  });

  it("refuse a day before any set applies, and sets out of order", () => {
    const first = facts(TAX).periods[0]!;
    expect(
      loadSite(path.join(root, "sites/westline"), { today: daysBefore(first.effectiveFrom, 1) })
        .problems.filter((p) => p.file === TAX)
        .map((p) => p.message),
    ).toContainEqual(expect.stringContaining(`no set of these figures applies today`));
    const swapped = text(TAX).replace('"effectiveFrom": "2025-07-01"', '"effectiveFrom": "2023-07-01"');
    const problems = loadSite(path.join(root, "sites/westline"), { today: "2026-11-25", overrides: { [TAX]: swapped } })
      .problems.filter((p) => p.file === TAX)
      .map(formatProblem);
    expect(problems).toContainEqual(
      expect.stringContaining(`${TAX}:${valueAt(TAX, "effectiveFrom", 1)}  periods[1].effectiveFrom  must be later than the set before it (1 July 2024)`),
    );
  });
});

describe("the set in force on the build day is the one text states", () => {
  // The home loans FAQ names the debt-to-income limit's start; the borrowing pages name the buffer.
  const said = (today: string) =>
    JSON.stringify(loadSite(path.join(root, "sites/westline"), { today }).pages.find(({ doc }) => doc.path === "/services/home-loans")?.doc);

  it("writes a dated fact's figures into the page, dates as people write them", () => {
    const dti = facts("pages.config/facts/debt-to-income-limit.json").periods.at(-1)!;
    expect(said("2026-11-25")).toContain(`since ${longDate(dti.effectiveFrom)} APRA has limited`);
  });
});

describe("a review date passed in a scratch copy", () => {
  const scratch = scratchCopy("westline-review-");
  afterAll(() => scratch.remove());

  it("makes npm run validate exit 1, naming the fact", () => {
    // Yesterday in Sydney, worked out here rather than by the code under test.
    const sydney = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date());
    const yesterday = daysBefore(sydney, 1);
    const file = path.join(scratch.root, "sites/westline", RATE);
    writeFileSync(file, readFileSync(file, "utf8").replace(/"reviewBy": "[\d-]+"/g, `"reviewBy": "${yesterday}"`));
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/validate.ts"], { cwd: scratch.root, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${RATE}:`);
    expect(run.stderr).toContain(`were due for review on ${longDate(yesterday)}`);
  });
});

describe("figures set for each income year", () => {
  // income-tax.json says its figures change every 1 July; example-rate.json does not.
  const newest = facts(TAX).periods.at(-1)!;
  const year = Number(newest.effectiveFrom.slice(0, 4)) + 1;
  const today = newest.effectiveFrom;

  it("refuse a review date past the 30 June that ends the newest set's year, once, at that date, saying what to add", () => {
    const late = text(TAX).replace(`"reviewBy": "${newest.reviewBy}"`, `"reviewBy": "${year}-12-31"`);
    const own = loadSite(path.join(root, "sites/westline"), { today, overrides: { [TAX]: late } })
      .problems.filter((p) => p.file === TAX)
      .map(formatProblem);
    const at = `${TAX}:${valueAt(TAX, "reviewBy", facts(TAX).periods.length - 1)}  periods[${facts(TAX).periods.length - 1}].reviewBy`;
    expect(own).toEqual([
      `${at}  these figures change every 1 July, so the set in force from ${longDate(newest.effectiveFrom)} must be checked by 30 June ${year}, not 31 December ${year}: add the set from 1 July ${year} (${newest.source.publisher}, "${(JSON.parse(text(TAX)) as { periods: { source: { title: string } }[] }).periods.at(-1)!.source.title}", ${newest.source.url}), or set the review date no later than 30 June ${year}`,
    ]);
  });

  it("accept 30 June itself, and a set whose successor starts on the 1 July after it", () => {
    const onTime = text(TAX).replace(`"reviewBy": "${newest.reviewBy}"`, `"reviewBy": "${year}-06-30"`);
    expect(loadSite(path.join(root, "sites/westline"), { today, overrides: { [TAX]: onTime } }).problems.filter((p) => p.file === TAX)).toEqual([]);
    // Every set but the newest has a successor from its next 1 July, whatever its own review date.
    expect(loadSite(path.join(root, "sites/westline"), { today: facts(TAX).periods[0]!.effectiveFrom }).problems.filter((p) => p.file === TAX)).toEqual([]);
  });

  it("leave figures that do not change each 1 July to their own review dates", () => {
    const rate = facts(RATE).periods.at(-1)!;
    const far = text(RATE).replace(`"reviewBy": "${rate.reviewBy}"`, `"reviewBy": "${Number(rate.effectiveFrom.slice(0, 4)) + 3}-12-31"`);
    expect(
      loadSite(path.join(root, "sites/westline"), { today: rate.effectiveFrom, overrides: { [RATE]: far } }).problems.filter((p) => p.file === RATE),
    ).toEqual([]);
  });
});
