/**
 * The closing line of `.ci/run` counts what the two runners say, whatever order they say it in.
 * The summaries below are real ones, colours included: vitest 4 and Playwright 1.65 run on small
 * files with passing, failing, skipped, todo and (Playwright, retried) flaky tests.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countsLine, countTests, summaryLines } from "../../scripts/lib/test-counts.ts";

const E = "\x1b";
const VITEST_FAILED = [
  `${E}[2m Test Files ${E}[22m ${E}[1m${E}[31m1 failed${E}[39m${E}[22m${E}[90m (1)${E}[39m`,
  `${E}[2m      Tests ${E}[22m ${E}[1m${E}[31m1 failed${E}[39m${E}[22m${E}[2m | ${E}[22m${E}[1m${E}[32m2 passed${E}[39m${E}[22m${E}[2m | ${E}[22m${E}[33m1 skipped${E}[39m${E}[2m | ${E}[22m${E}[90m1 todo${E}[39m${E}[90m (5)${E}[39m`,
  `${E}[2m   Start at ${E}[22m 18:21:19`,
].join("\n");
const VITEST_PASSED =
  " Test Files  1 passed (1)\n      Tests  2 passed | 3 skipped (5)\n   Start at  18:21:22\n   Duration  485ms (transform 20ms, setup 0ms, import 32ms, tests 5ms, environment 0ms)";
/** What CI printed when `.ci/run` said "204 passed, 1 failed". */
const VITEST_ISSUE = " Test Files  1 failed | 40 passed (41)\n      Tests  1 failed | 466 passed (467)";
const PLAYWRIGHT_MIXED = [
  `${E}[31m  1 failed${E}[39m`,
  `${E}[31m    .tmp/counts/p.spec.ts:4:1 › fails ${E}[2m──────────${E}[22m${E}[39m`,
  `${E}[33m  1 flaky${E}[39m`,
  `${E}[33m    .tmp/counts/p.spec.ts:5:1 › flaky ${E}[2m──────────${E}[22m${E}[39m`,
  `${E}[33m  1 skipped${E}[39m`,
  `${E}[32m  2 passed${E}[39m${E}[2m (11.5s)${E}[22m`,
].join("\n");
const PLAYWRIGHT_PASSED = "  ✓  1 .tmp/counts/p.spec.ts:2:1 › passes (84ms)\n  ✓  2 .tmp/counts/p.spec.ts:3:1 › passes too (87ms)\n\n  204 passed (1.5m)";

describe("countTests", () => {
  it("reads vitest's Tests line with failures first, as vitest prints it", () => {
    expect(countTests(VITEST_ISSUE)).toEqual({ passed: 466, failed: 1, skipped: 0, flaky: 0, notRun: 0 });
    expect(countTests(VITEST_FAILED)).toEqual({ passed: 2, failed: 1, skipped: 2, flaky: 0, notRun: 0 });
  });

  it("reads vitest's Tests line with passes first, and skipped tests, not the Test Files line", () => {
    expect(countTests(VITEST_PASSED)).toEqual({ passed: 2, failed: 0, skipped: 3, flaky: 0, notRun: 0 });
  });

  it("reads Playwright's summary: failed, flaky, skipped and passed, flaky not counted as passed", () => {
    expect(countTests(PLAYWRIGHT_MIXED)).toEqual({ passed: 2, failed: 1, skipped: 1, flaky: 1, notRun: 0 });
    expect(countTests("  3 did not run\n  1 interrupted\n  5 passed (2.0s)")).toEqual({ passed: 5, failed: 1, skipped: 0, flaky: 0, notRun: 3 });
  });

  it("adds both runners up over a whole npm test log, whichever comes first", () => {
    const log = ["▶ unit", VITEST_ISSUE, "■ unit FAILED in 80.1 s", "▶ e2e", PLAYWRIGHT_PASSED, "check result"].join("\n");
    expect(countsLine(countTests(log))).toBe("670 passed, 1 failed");
    expect(countsLine(countTests([PLAYWRIGHT_MIXED, VITEST_PASSED].join("\n")))).toBe("4 passed, 1 failed, 4 skipped, 1 flaky");
  });

  it("keeps the summary lines, without colours, and nothing else", () => {
    expect(summaryLines(`${VITEST_FAILED}\n${PLAYWRIGHT_MIXED}`)).toEqual([
      "      Tests  1 failed | 2 passed | 1 skipped | 1 todo (5)",
      "  1 failed",
      "  1 flaky",
      "  1 skipped",
      "  2 passed (11.5s)",
    ]);
  });
});

describe("node scripts/lib/test-counts.ts LOG", () => {
  const run = (log: string, ...args: string[]) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "westline-counts-"));
    try {
      writeFileSync(path.join(dir, "log"), log);
      return spawnSync(process.execPath, ["--import", "tsx", "scripts/lib/test-counts.ts", path.join(dir, "log"), ...args], { encoding: "utf8" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it("prints the closing line, and says a run that failed without a failing test failed", () => {
    expect(run(`${VITEST_ISSUE}\n${PLAYWRIGHT_PASSED}`).stdout).toBe("670 passed, 1 failed\n");
    expect(run(VITEST_PASSED, "--exit-status", "1").stdout).toBe("2 passed, 1 failed, 3 skipped\n");
    expect(run(VITEST_PASSED, "--exit-status", "0").stdout).toBe("2 passed, 0 failed, 3 skipped\n");
  });
});
