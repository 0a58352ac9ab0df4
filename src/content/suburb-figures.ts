/**
 * A suburb report's figures as every page shows them: the snapshot, the index and related cards,
 * the investment report and the blog's table all read them from here, and text refers to them as
 * {suburb.rent} or {suburbs.blacktown.rent}. One number in the suburb file, one way to write it.
 */
import type { SuburbReport } from "../generated/content-types.ts";
import { formatDollars, formatPrice } from "../lib/money.ts";

/** Yields and vacancy to one decimal, as the market reports write them: 4 → "4.0%". */
export const formatRate = (percent: number) => `${percent.toFixed(1)}%`;

export const SUBURB_FIGURES = ["name", "region", "house", "unit", "rent", "houseYield", "unitYield", "vacancy", "growth"] as const;
export type SuburbFigure = (typeof SUBURB_FIGURES)[number];

/** The figures text may name, by the name it uses: {suburb.house}, {suburbs.auburn.unitYield}, …. */
export function suburbFigures(report: SuburbReport): Record<SuburbFigure, string> {
  const s = report.snapshot;
  return {
    name: report.name,
    region: report.region,
    house: formatPrice(s.medianHousePrice),
    unit: formatPrice(s.medianUnitPrice),
    rent: formatDollars(s.medianRentPerWeek),
    houseYield: formatRate(s.grossYieldHouses),
    unitYield: formatRate(s.grossYieldUnits),
    vacancy: formatRate(s.vacancyRate),
    growth: s.growth12Months,
  };
}

/** What each figure is, for messages and the authoring guide. */
export const SUBURB_FIGURE_LABELS: Record<SuburbFigure, string> = {
  name: "the suburb's name",
  region: "its region label",
  house: "its median house price",
  unit: "its median unit price",
  rent: "its median weekly rent",
  houseYield: "its gross yield for houses",
  unitYield: "its gross yield for units",
  vacancy: "its vacancy rate",
  growth: "its 12-month growth",
};
