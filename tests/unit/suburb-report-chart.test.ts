// @vitest-environment happy-dom
/**
 * Issue 52 item 8: a suburb report reads as a report. Under its heading, a line written for the
 * suburb (not the search summary again); in its snapshot, the prices, rent and yields drawn against
 * every other report, with each comparison also in words. Expectations come from the raw suburb
 * files, so a report added or a figure changed needs no change here.
 */
import { describe, expect, it } from "vitest";
import { price, rate, rawSuburbs, REPORTS, type RawSuburb } from "../raw-content.ts";
import { prerenderedPage } from "../site-page.ts";

const reports = rawSuburbs();

/** The summary with its figure names replaced by the figures, written as the snapshot writes them. */
function filled(report: RawSuburb): string {
  const s = report.snapshot;
  const figures: Record<string, string> = {
    house: price(s.medianHousePrice),
    unit: price(s.medianUnitPrice),
    rent: `$${s.medianRentPerWeek}`,
    houseYield: rate(s.grossYieldHouses),
    unitYield: rate(s.grossYieldUnits),
    vacancy: rate(s.vacancyRate),
  };
  return report.summary.replace(/\{suburb\.(\w+)\}/g, (_, name: string) => figures[name] ?? `{suburb.${name}}`);
}

const charted: [string, (s: RawSuburb["snapshot"]) => number][] = [
  ["Median House Price", (s) => s.medianHousePrice],
  ["Median Unit Price", (s) => s.medianUnitPrice],
  ["Median Rent/Week", (s) => s.medianRentPerWeek],
  ["Gross Yield Houses", (s) => s.grossYieldHouses],
  ["Gross Yield Units", (s) => s.grossYieldUnits],
];

describe.each(reports.map((report) => [report.name, report] as const))("the %s report", (_, report) => {
  it("opens with its own summary line, not the search-result description", async () => {
    const doc = await prerenderedPage(`${REPORTS}/${report.slug}`);
    const heroText = [...(doc.querySelector("section")?.querySelectorAll("p") ?? [])].map((p) => p.textContent);
    expect(heroText).toContain(filled(report));
    expect(heroText).not.toContain(report.description);
  });

  it("shows a card for each related suburb, as the page visitors get does", async () => {
    const doc = await prerenderedPage(`${REPORTS}/${report.slug}`);
    const text = doc.body.textContent ?? "";
    for (const { name } of report.related) expect(text).toContain(name);
  });

  it("charts its prices, rent and yields against every report, and says where it stands in words", async () => {
    const doc = await prerenderedPage(`${REPORTS}/${report.slug}`);
    const rows = [...doc.querySelectorAll("[data-chart-row]")];
    expect(rows.map((row) => row.getAttribute("data-chart-row"))).toEqual(charted.map(([label]) => label));
    for (const [label, figure] of charted) {
      const row = doc.querySelector(`[data-chart-row="${label}"]`);
      const own = figure(report.snapshot);
      const all = reports.map((other) => figure(other.snapshot));
      const [low, high] = [Math.min(...all), Math.max(...all)];
      // One dot per report, this one's marked and placed by its share of the range.
      expect(row?.querySelectorAll("svg circle")).toHaveLength(reports.length);
      const cx = parseFloat(row?.querySelector("circle[data-own]")?.getAttribute("cx") ?? "NaN");
      expect(cx).toBeCloseTo(4 + (92 * (own - low)) / (high - low), 1);
      // The chart is decoration for screen readers; the words carry the comparison.
      expect(row?.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
      const others = reports.filter((other) => other.slug !== report.slug).map((other) => figure(other.snapshot));
      const below = others.filter((value) => value < own).length;
      const level = others.filter((value) => value === own).length;
      const words =
        level === 0 && below === others.length
          ? `Highest of the ${reports.length} reports`
          : level === 0 && below === 0
            ? `Lowest of the ${reports.length} reports`
            : `Above ${below} of the other ${others.length}${level ? `, level with ${level}` : ""}`;
      expect(row?.textContent).toContain(words);
    }
  });
});
