/**
 * How a page is checked with axe, by the browser tests and by `npm run audit`: the WCAG 2.2 AA
 * rules and axe's best practices, violations only (listing every passing node costs a third of a
 * run).
 *
 * Legacy mode runs axe inside the page. The default runs each frame's part there and then opens a
 * blank page of its own to merge them, which doubled the CPU a check costs (11.8 → 6.8 CPU-seconds
 * over seven routes) for nothing these pages need: they have no cross-origin frame axe could
 * reach only that way (the booking calendar's frame is the scheduling service's, never loaded by
 * the tests).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// The builder puts axe into the page twice a check, by default the 1.3 MB unminified axe.js; the
// minified build of the same axe (the builder's own) is 0.6 MB and cost 0.045 CPU-s less a check
// (30 checks, 12.3 → 11.0 CPU-s).
const builderRequire = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(builderRequire.resolve("axe-core/axe.min.js"), "utf8");

const WCAG_AA_AND_BEST_PRACTICE = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export interface AxeViolation {
  impact: string;
  /** The rule broken, such as "color-contrast". */
  id: string;
  /** CSS selectors of the elements that break it. */
  targets: string[];
}

/** axe's violations on the page as it is now, in the whole page or within one selector. */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode(true)
    .withTags(WCAG_AA_AND_BEST_PRACTICE)
    .options({ resultTypes: ["violations"] });
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({ impact: v.impact ?? "unknown", id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

/** One line a violation, for a test's failure message: "serious color-contrast: #a, #b". */
export const describeViolations = (violations: readonly AxeViolation[]): string[] => violations.map((v) => `${v.impact} ${v.id}: ${v.targets.join(", ")}`);
