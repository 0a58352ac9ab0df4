/**
 * Suburb figures say how old they are where they are shown: each report's snapshot and the
 * reports' index, from the market data's own dates (pages.config/facts/market-data.json).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { longDate, marketData, REPORTS } from "../raw-content.ts";

const root = path.resolve(import.meta.dirname, "../..");
const { pages } = loadSite(path.join(root, "sites/westline"));
const data = marketData();
const age = `${data.asAt}, compiled on ${longDate(data.effectiveFrom)}`;
const blocksOf = (type: string) => pages.flatMap(({ doc }) => doc.blocks.filter((block) => block.type === type).map((block) => ({ path: doc.path, block })));

describe("the age of the suburb figures", () => {
  it("opens every report's market snapshot", () => {
    const snapshots = blocksOf("market-snapshot");
    expect(snapshots.length).toBeGreaterThan(0);
    for (const { path: route, block } of snapshots) expect([route, "intro" in block ? block.intro : undefined]).toEqual([route, `Figures from the ${age}.`]);
  });

  it("is stated above the reports' index of prices", () => {
    const grid = blocksOf("suburb-grid").find(({ path: route }) => route === REPORTS);
    expect(grid && "intro" in grid.block ? grid.block.intro : "").toContain(age);
  });
});
