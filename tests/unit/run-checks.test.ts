/**
 * `npm test` is never silent for long and never buries a failure: it says when each check starts
 * and ends, says every so often what is still running, prints a failing check's whole output, keeps
 * every check's output in a file, and gives a passing test runner's counts. Checked with small
 * Node commands as the checks; the slow one ends only once the test has seen it reported as still
 * running, so nothing here waits on a clock.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { coresBusy, resultTable, runChecks, type Check } from "../../scripts/lib/run-checks.ts";

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const node = (script: string) => [process.execPath, "-e", script];

/**
 * A check that runs until the test has seen it reported as still running, then runs `last` (its
 * last words): the checks are run with a printer that lets it go then, so nothing waits on a clock.
 */
function heldCheck(name: string, last: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "westline-checks-"));
  scratch.push(dir);
  const release = path.join(dir, "release");
  const lines: string[] = [];
  const check: Check = {
    name,
    command: node(`const t = setInterval(() => { if (require("fs").existsSync(${JSON.stringify(release)})) { clearInterval(t); ${last} } }, 20)`),
  };
  const print = (line: string) => {
    lines.push(line);
    if (new RegExp(`still running: .*${name}`).test(line)) writeFileSync(release, "");
  };
  const run = (checks: Check[]) => runChecks(checks, { print, logDir: path.join(dir, "logs"), heartbeatMs: 50 });
  return { dir, lines, check, run };
}

describe("runChecks", () => {
  it("reports starts, ends, what is still running, and a failure's whole output", async () => {
    const { dir, lines, check: slow, run } = heldCheck("slow", `console.log("slow says hello");`);
    const checks: Check[] = [
      slow,
      { name: "broken", command: node(`console.log("first line of the failure"); console.error("TypeError: boom"); process.exit(3)`) },
      { name: "after-broken", command: node(`console.log("never")`), needs: ["broken"] },
      { name: "unit", tests: true, command: node(`console.log("lots of detail"); console.log("      Tests  1 skipped | 466 passed (467)")`) },
    ];
    const outcomes = await run(checks);
    const text = lines.join("\n");

    for (const name of ["slow", "broken", "unit"]) {
      const start = lines.findIndex((line) => line.startsWith(`▶ ${name} started at 0:`));
      const end = lines.findIndex((line) => new RegExp(`^[■✗] ${name} (passed|FAILED) in \\d+\\.\\d s`).test(line));
      expect(start, `${name} start line`).toBeGreaterThanOrEqual(0);
      expect(end, `${name} end line`).toBeGreaterThan(start);
    }
    expect(lines.some((line) => /^… 0:\d\d still running: .*slow \(0:\d\d\)/.test(line))).toBe(true);
    // How full the machine's cores were kept, on Linux (where /proc/stat says).
    if (process.platform === "linux") {
      expect(lines.some((line) => /still running: .*\[\d+\.\d of \d+ cores busy, \d+\.\d waiting on the disk\]$/.test(line))).toBe(true);
      expect(lines.at(-1)).toMatch(/^the machine over the whole run: \d+\.\d of \d+ cores busy, \d+\.\d waiting on the disk/);
    }
    // The failure, whole and where it can be found again; the passing checks' details kept aside.
    expect(text).toContain("✗ broken FAILED");
    expect(text).toContain("first line of the failure\nTypeError: boom");
    expect(text).toMatch(/exited with 3/);
    expect(text).toContain("– after-broken not run: broken did not pass");
    expect(text).not.toContain("slow says hello");
    expect(text).not.toContain("lots of detail");
    expect(readFileSync(path.join(dir, "logs", "slow.log"), "utf8")).toContain("slow says hello");
    expect(readFileSync(path.join(dir, "logs", "broken.log"), "utf8")).toContain("TypeError: boom");
    // A test runner's counts on its end line, and its summary line for .ci/run to count.
    expect(text).toMatch(/■ unit passed in \d+\.\d s: 466 passed, 0 failed, 1 skipped/);
    expect(lines).toContain("      Tests  1 skipped | 466 passed (467)");
    expect(existsSync(path.join(dir, "logs", "after-broken.log"))).toBe(false);

    expect(outcomes.get("slow")?.ok).toBe(true);
    expect(outcomes.get("broken")?.ok).toBe(false);
    expect(outcomes.get("after-broken")).toBeUndefined();
    const table = resultTable(checks, outcomes, 1.5);
    expect(table[0]).toMatch(/^check\s+result\s+seconds$/);
    expect(table.find((row) => row.startsWith("after-broken"))).toMatch(/not run\s+-$/);
    expect(table.find((row) => row.startsWith("broken "))).toMatch(/FAILED\s+\d+\.\d$/);
    expect(table.at(-1)).toMatch(/^all\s+1\.5$/);
  });

  it("starts a check that comes after another once that one has ended, passed or failed", async () => {
    // Fails well after a quick check would have started beside it.
    const { dir, lines, check: first, run } = heldCheck("first", "process.exit(1);");
    const outcomes = await run([first, { name: "second", command: node(`console.log("second ran")`), after: ["first"] }]);

    const firstEnded = lines.findIndex((line) => line.startsWith("✗ first FAILED"));
    const secondStarted = lines.findIndex((line) => line.startsWith("▶ second started"));
    expect(firstEnded).toBeGreaterThanOrEqual(0);
    expect(secondStarted).toBeGreaterThan(firstEnded);
    expect(lines.some((line) => /still running: first .*; waiting: second/.test(line))).toBe(true);
    expect(outcomes.get("second")?.ok).toBe(true);
    expect(readFileSync(path.join(dir, "logs", "second.log"), "utf8")).toContain("second ran");
  });

  it("says how many of the machine's cores were busy between two readings of its CPU time", () => {
    // 200 ticks went by on 2 cores (1 s at 100 ticks a second on each): 150 of them busy, 10 waiting on the disk.
    expect(coresBusy({ busy: 1000, iowait: 50, total: 4000 }, { busy: 1150, iowait: 60, total: 4200 }, 2)).toBe("1.5 of 2 cores busy, 0.1 waiting on the disk");
    expect(coresBusy(undefined, { busy: 1, iowait: 0, total: 2 }, 2)).toBeUndefined();
  });
});
