/**
 * Only when TEST_CPU_LOG names a file (vitest.config.ts): appends a line per test file with the
 * CPU-seconds its worker spent on it, from before the file was imported to its last afterAll, and
 * those of the processes it ran and waited for (builds, servers, commands), then its wall seconds
 * and its path. On a machine shared with other builds, durations say how busy the machine was;
 * these say what a file costs. Linux only: the figures are the kernel's (/proc/self/stat).
 *
 *   TEST_CPU_LOG=.tmp/cpu.tsv npx vitest run tests/unit/x.test.ts && sort -rn .tmp/cpu.tsv
 */
import { appendFileSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { afterAll, expect } from "vitest";

/** Clock ticks a second: 100 on every Linux the tests run on (sysconf(_SC_CLK_TCK)). */
const TICKS = 100;

/** This process's CPU time and its waited-for children's, in seconds (utime, stime, cutime, cstime). */
function cpuSeconds(): { own: number; children: number } {
  // The command name may hold spaces and parentheses: the fields are counted from after its closing one.
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const tick = (at: number) => Number(fields[at]) / TICKS;
  return { own: tick(11) + tick(12), children: tick(13) + tick(14) };
}

const log = process.env.TEST_CPU_LOG;
if (log) {
  // A setup file runs again before each test file, so this is the file's start.
  const started = { cpu: cpuSeconds(), at: performance.now() };
  afterAll(() => {
    const now = cpuSeconds();
    const own = now.own - started.cpu.own;
    const children = now.children - started.cpu.children;
    const line = [own + children, own, children, (performance.now() - started.at) / 1000].map((n) => n.toFixed(1));
    appendFileSync(log, `${line.join("\t")}\t${expect.getState().testPath ?? ""}\n`);
  });
}
