/**
 * How many tests passed, failed, were skipped or were flaky, read off the summaries the two test
 * runners print: vitest's `Tests  1 failed | 466 passed | 3 skipped (470)` (its parts in any order)
 * and Playwright's block of `  1 failed`, `  2 flaky`, `  3 skipped`, `  40 passed (1.2m)` lines.
 * Every summary in the output counts, so the output of several runs adds up.
 *
 * `npm test` prints each runner's summary lines (scripts/test.ts), and `.ci/run` ends with this
 * file's closing line over the whole log:
 *
 *   node --import tsx scripts/lib/test-counts.ts LOG [--exit-status N]
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Failed, then passed on a retry (Playwright): not in `passed`. */
  flaky: number;
  /** Playwright's "did not run": a run stopped before reaching them. */
  notRun: number;
}

const NONE: TestCounts = { passed: 0, failed: 0, skipped: 0, flaky: 0, notRun: 0 };

/** What each runner's word counts as. Vitest's "expected fail" tests are ones that passed by failing. */
const KINDS: Record<string, keyof TestCounts> = {
  passed: "passed",
  "expected fail": "passed",
  failed: "failed",
  interrupted: "failed",
  skipped: "skipped",
  todo: "skipped",
  flaky: "flaky",
  "did not run": "notRun",
};

// eslint-disable-next-line no-control-regex -- terminal colours are what is being removed
const COLOURS = /\x1b\[[0-9;]*m/g;
const VITEST = /^\s*Tests\s+(.+?)\s+\(\d+\)\s*$/;
const PLAYWRIGHT = /^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)(?: \([^)]*\))?\s*$/;

/** The runners' summary lines in this output, in order, without colours. */
export function summaryLines(output: string): string[] {
  return output
    .replace(COLOURS, "")
    .split(/\r?\n/)
    .filter((line) => VITEST.test(line) || PLAYWRIGHT.test(line));
}

export function countTests(output: string): TestCounts {
  const counts = { ...NONE };
  const add = (word: string, n: number) => {
    const kind = KINDS[word];
    if (kind) counts[kind] += n;
  };
  for (const line of summaryLines(output)) {
    const vitest = VITEST.exec(line);
    if (vitest)
      for (const part of (vitest[1] ?? "").split("|")) {
        const [, n = "0", word = ""] = /^\s*(\d+) (.+?)\s*$/.exec(part) ?? [];
        add(word, Number(n));
      }
    const playwright = PLAYWRIGHT.exec(line);
    if (playwright) add(playwright[2] ?? "", Number(playwright[1]));
  }
  return counts;
}

export function addCounts(...all: TestCounts[]): TestCounts {
  return all.reduce(
    (sum, c) => ({
      passed: sum.passed + c.passed,
      failed: sum.failed + c.failed,
      skipped: sum.skipped + c.skipped,
      flaky: sum.flaky + c.flaky,
      notRun: sum.notRun + c.notRun,
    }),
    { ...NONE },
  );
}

/** `470 passed, 1 failed`, then skipped, flaky and not run when there are any. */
export function countsLine(counts: TestCounts): string {
  const extra = [
    [counts.skipped, "skipped"],
    [counts.flaky, "flaky"],
    [counts.notRun, "did not run"],
  ] as const;
  return [`${counts.passed} passed`, `${counts.failed} failed`, ...extra.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`)].join(", ");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [log, flag, status] = process.argv.slice(2);
  if (!log || (flag !== undefined && (flag !== "--exit-status" || !/^\d+$/.test(status ?? "")))) {
    console.error("usage: node --import tsx scripts/lib/test-counts.ts LOG [--exit-status N]");
    process.exit(2);
  }
  const counts = countTests(readFileSync(log, "utf8"));
  // A run that failed without a failing test (lint, types, the build) still says it failed.
  if (Number(status ?? 0) !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(countsLine(counts));
}
