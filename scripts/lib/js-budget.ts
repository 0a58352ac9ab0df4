/**
 * The JavaScript budget per route class, checked by `npm run size` (exit 1 when over) and by the
 * browser test suite (tests/e2e/js-budget.spec.ts). A route's class comes from its blocks: static
 * when none of them needs React in the browser (their definitions' `interactive`), else interactive.
 */
import { hasInteractiveBlocks } from "../../src/blocks/registry.ts";
import type { SitePage } from "../../src/content/load-site.ts";
import { pageWeight, prerenderedPages, type PageWeight } from "./page-weight.ts";

/** Critical-path JavaScript, kB gzip: the vanilla chrome module alone, or with the islands runtime. */
export const JS_BUDGET_KB = { static: 15, interactive: 100 } as const;
export type RouteClass = keyof typeof JS_BUDGET_KB;

export interface BudgetRow extends PageWeight {
  routeClass: RouteClass;
  budgetKb: number;
  over: boolean;
}

/** Every built route with its class, weight and whether it is over its budget. */
export function budgetReport(clientDir: string, content: { pages: SitePage[] }): BudgetRow[] {
  return budgetRows(clientDir, new Map(content.pages.map(({ doc }) => [doc.path, hasInteractiveBlocks(doc.blocks) ? "interactive" : "static"] as const)));
}

/** The same, each route's class given by route (the browser tests work theirs out from the raw files). */
export function budgetRows(clientDir: string, classes: ReadonlyMap<string, RouteClass>): BudgetRow[] {
  return prerenderedPages(clientDir).map(([route, file]) => {
    const routeClass = classes.get(route);
    if (!routeClass) throw new Error(`${file}: no page document has the path ${route}`);
    const weight = pageWeight(clientDir, route, file);
    const budgetKb = JS_BUDGET_KB[routeClass];
    return { ...weight, routeClass, budgetKb, over: weight.jsGzip / 1024 > budgetKb };
  });
}
