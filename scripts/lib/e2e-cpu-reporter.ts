/**
 * A Playwright reporter that says what each spec file costs in CPU-seconds, its browser's and its
 * servers' included: the figure to compare when making the browser tier cheaper (wall time on a
 * shared machine says more about the neighbours). Linux only (it reads /proc).
 *
 *   npx playwright test --reporter=list,./scripts/lib/e2e-cpu-reporter.ts
 *
 * The runner knows a worker only by its index: each worker writes its process id under that index
 * into the folder named by E2E_CPU_WORKERS as it loads playwright.config.ts.
 *
 * Each worker process's CPU time, with everything under it (its Chromium, the scratch servers and
 * commands its specs start), goes to the test it is running, and between two tests to the one
 * that ended (its file's afterAll hooks run then). The shared server's (playwright.config.ts's
 * webServer) is split evenly between the tests running at the time. The runner's own time, and
 * what a worker used between its last reading and its exit, are listed apart. (The figure the
 * runner's rusage gives, and npm test's, misses most of Chromium's: its renderers are not waited
 * for by a process of ours when the browser closes, so their time is never added to their parent's.) Figures are written
 * to .tmp/e2e-cpu.json and the files' table printed at the end.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

interface Proc {
  pid: number;
  ppid: number;
  /** Its own CPU ticks and those of its children it has waited for. */
  ticks: number;
}

const TICKS_PER_SECOND = 100;

function processes(): Map<number, Proc> {
  const found = new Map<number, Proc>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The fields after the command name (in parentheses, and it may hold spaces): state is field 3 of stat(5).
      const fields = readFileSync(`/proc/${name}/stat`, "utf8").split(") ").at(-1)?.split(" ") ?? [];
      const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
      found.set(Number(name), { pid: Number(name), ppid: Number(fields[1]), ticks: (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0) });
    } catch {
      // Ended while being read.
    }
  }
  return found;
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** CPU ticks of a process and everything under it that is still running (the ended ones are in their parent's). */
function treeTicks(root: number, all: Map<number, Proc>, children: Map<number, number[]>): number {
  let sum = all.get(root)?.ticks ?? 0;
  for (const child of children.get(root) ?? []) sum += treeTicks(child, all, children);
  return sum;
}

export default class CpuReporter implements Reporter {
  private readonly runner = process.pid;
  private readonly workerDir = mkdtempSync(path.join(tmpdir(), "e2e-cpu-workers-"));
  private readonly lastTicks = new Map<number, number>();
  /** workerIndex → the test it runs now, or the one it ran last (and whether it still runs it). */
  private readonly current = new Map<number, { file: string; title: string; running: boolean }>();
  private readonly perFile = new Map<string, { ticks: number; tests: number; wall: number }>();
  private readonly perTest = new Map<string, number>();
  private lastServer = 0;
  private lastRunner = 0;
  private serverTicks = 0;
  private runnerTicks = 0;
  private unattributed = 0;
  private readonly started = Date.now();

  constructor() {
    // Set before any worker starts, so every worker inherits it.
    process.env.E2E_CPU_WORKERS = this.workerDir;
  }

  /** The worker index a process says it has, if it has said so yet. */
  private workerIndexOf(pid: number): number | undefined {
    for (const name of readdirSync(this.workerDir)) if (readFileSync(path.join(this.workerDir, name), "utf8") === String(pid)) return Number(name);
    return undefined;
  }

  private add(file: string, title: string, ticks: number) {
    const entry = this.perFile.get(file) ?? { ticks: 0, tests: 0, wall: 0 };
    entry.ticks += ticks;
    this.perFile.set(file, entry);
    const key = `${file} › ${title}`;
    this.perTest.set(key, (this.perTest.get(key) ?? 0) + ticks);
  }

  private sample() {
    const all = processes();
    const children = new Map<number, number[]>();
    for (const proc of all.values()) children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc.pid]);
    const direct = (children.get(this.runner) ?? []).map((pid) => all.get(pid)).filter((p): p is Proc => p !== undefined);
    const workers = direct.filter((p) => cmdline(p.pid).includes("workerProcessEntry"));
    const running = [...this.current.values()].filter((c) => c.running);

    for (const worker of workers) {
      const index = this.workerIndexOf(worker.pid);
      const now = treeTicks(worker.pid, all, children);
      const delta = now - (this.lastTicks.get(worker.pid) ?? 0);
      this.lastTicks.set(worker.pid, now);
      const test = index === undefined ? undefined : this.current.get(index);
      if (test) this.add(test.file, test.title, delta);
      else this.unattributed += delta;
    }
    let server = 0;
    const servers = direct.filter((p) => !cmdline(p.pid).includes("workerProcessEntry"));
    for (const proc of servers) server += treeTicks(proc.pid, all, children);
    // A server that ended is in the runner's figure from now on, all of it.
    const serverEnded = servers.length === 0 ? this.lastServer : 0;
    const serverDelta = Math.max(0, server - this.lastServer);
    this.lastServer = server;
    this.serverTicks += serverDelta;
    if (running.length) for (const test of running) this.add(test.file, test.title, serverDelta / running.length);
    else this.unattributed += serverDelta;
    // The runner's own time, and of its children that ended since, what was not read before they did.
    const runner = all.get(this.runner)?.ticks ?? 0;
    let seenBeforeEnding = 0;
    for (const [pid, ticks] of this.lastTicks) {
      if (all.has(pid)) continue;
      seenBeforeEnding += ticks;
      this.lastTicks.delete(pid);
    }
    seenBeforeEnding += serverEnded;
    this.runnerTicks += runner - this.lastRunner - seenBeforeEnding;
    this.lastRunner = runner;
  }

  onBegin() {
    this.sample();
  }

  onTestBegin(test: TestCase, result: TestResult) {
    this.sample();
    this.current.set(result.workerIndex, { file: path.basename(test.location.file), title: test.title, running: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.sample();
    const entry = this.perFile.get(path.basename(test.location.file));
    if (entry) {
      entry.tests += 1;
      entry.wall += result.duration / 1000;
    }
    const now = this.current.get(result.workerIndex);
    if (now) now.running = false;
  }

  onEnd(_result: FullResult) {
    this.sample();
    const seconds = (ticks: number) => ticks / TICKS_PER_SECOND;
    const files = [...this.perFile].sort((a, b) => b[1].ticks - a[1].ticks);
    const attributed = files.reduce((sum, [, f]) => sum + f.ticks, 0);
    const report = {
      wallSeconds: (Date.now() - this.started) / 1000,
      attributedCpuSeconds: seconds(attributed),
      sharedServerCpuSeconds: seconds(this.serverTicks),
      runnerCpuSecondsLessLost: seconds(this.runnerTicks),
      unattributedCpuSeconds: seconds(this.unattributed),
      files: files.map(([file, f]) => ({ file, cpuSeconds: seconds(f.ticks), tests: f.tests, testWallSeconds: f.wall })),
      tests: [...this.perTest].sort((a, b) => b[1] - a[1]).map(([test, ticks]) => ({ test, cpuSeconds: seconds(ticks) })),
    };
    mkdirSync(".tmp", { recursive: true });
    writeFileSync(".tmp/e2e-cpu.json", `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nCPU-seconds per spec file (browser and servers included):`);
    for (const f of report.files)
      console.log(`${f.cpuSeconds.toFixed(1).padStart(7)}  ${f.file} (${f.tests} tests, ${f.testWallSeconds.toFixed(0)} s of tests)`);
    console.log(
      `${report.attributedCpuSeconds.toFixed(1).padStart(7)}  in all; the shared server ${report.sharedServerCpuSeconds.toFixed(1)} of it; the runner's own less what ended unseen by rusage ${report.runnerCpuSecondsLessLost.toFixed(1)}, ${report.unattributedCpuSeconds.toFixed(1)} unattributed. Per test: .tmp/e2e-cpu.json`,
    );
  }

  printsToStdio() {
    return false;
  }
}
