/**
 * Which set of a dated fact a calculator uses: the one in force on the day it runs, in the
 * visitor's browser. The prerendered page shows the set in force on the day it was built (`built`),
 * and hydration keeps that first render; once the block runs, today's set takes over, so a page
 * built on 30 June shows the new tax rates on 1 July without a rebuild.
 */
import { periodInForce, todayInSydney, type Dated } from "../lib/dates.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

/** The day the calculator's figures are for: the build day until it runs, then today in Sydney. */
export function useFactDay(built: string): string {
  return useHydrated() ? todayInSydney() : built;
}

/** The set in force on day; before the first set starts, the first (validation makes that impossible for the build day). */
export function inForce<T extends Dated>(fact: { periods: readonly T[] }, day: string): T {
  const found = periodInForce(fact.periods, day) ?? fact.periods[0];
  if (!found) throw new Error("a dated fact has no periods");
  return found;
}
