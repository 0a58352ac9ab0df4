/**
 * Runs checks (commands) side by side, each as soon as the checks it needs have passed, and says
 * what is happening as it happens: a line when a check starts, a line when it ends (with its time,
 * and the test counts when it ran tests), and while any runs, a line every so often naming what is
 * still running and what waits. A check's output is kept whole in a file; it is printed when the
 * check fails (interleaved lines from five tools help nobody), and of a passing test runner only its
 * summary lines are. `npm test` (scripts/test.ts) is the one user.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { countsLine, countTests, summaryLines } from "./test-counts.ts";

export interface Check {
  /** What the check is called in the lines printed and in --only. */
  name: string;
  command: string[];
  /** Checks that must have passed before this one starts (named earlier in the list). */
  needs?: string[];
  /**
   * Checks that must have ended, passed or failed, before this one starts (named earlier in the
   * list): a chain that runs one at a time, for checks that need nothing but each other's CPU.
   */
  after?: string[];
  /** Off the longest chain: runs niced, on the CPU time the chain leaves. */
  background?: boolean;
  /** It runs tests: its end line gives their counts, and its summary lines are printed. */
  tests?: boolean;
}

export interface Outcome {
  ok: boolean;
  seconds: number;
  /** CPU-seconds it used, its own processes' included (Linux only): what ended since the last check ended. */
  cpuSeconds?: number;
  output: string;
  /** Where its whole output is kept. */
  logFile: string;
}

export interface RunOptions {
  print: (line: string) => void;
  /** Where each check's output is written, as <name>.log. */
  logDir: string;
  /** How often to say what is still running. */
  heartbeatMs: number;
}

/**
 * CPU-seconds used by this process's children that have ended (and theirs), from /proc on Linux;
 * undefined elsewhere. Wall-clock times say little on a shared machine; CPU time says what a check
 * costs.
 */
export function endedChildrenCpuSeconds(): number | undefined {
  try {
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
    // cutime and cstime are fields 16 and 17 of stat(5), from the state (field 3) on: 13 and 14 here.
    // In clock ticks, 100 a second on Linux.
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The whole machine's CPU time since boot, in clock ticks, from /proc/stat's first line (Linux
 * only): busy (user, nice, system, irq, softirq, steal), waiting on the disk (iowait), and all. A
 * run's own figure says what it costs; this one how full it kept the cores, the other half of how
 * long it took: on a machine running nothing else, cores left idle are time a check spent waiting.
 */
export function machineCpuTicks(): { busy: number; iowait: number; total: number } | undefined {
  try {
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return Number.isFinite(busy + idle + iowait) ? { busy, iowait, total: busy + idle + iowait } : undefined;
  } catch {
    return undefined;
  }
}

/** How many of the machine's cores were busy, and waiting on the disk, between two readings: "1.4 of 2 cores busy, 0.1 waiting on the disk". */
export function coresBusy(
  from: ReturnType<typeof machineCpuTicks>,
  to: ReturnType<typeof machineCpuTicks>,
  cores = availableParallelism(),
): string | undefined {
  if (!from || !to || to.total <= from.total) return undefined;
  const share = (ticks: number) => ((ticks / (to.total - from.total)) * cores).toFixed(1);
  return `${share(to.busy - from.busy)} of ${cores} cores busy, ${share(to.iowait - from.iowait)} waiting on the disk`;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/** Runs the checks; each one's outcome, or undefined when a check it needs failed. */
export async function runChecks(checks: Check[], { print, logDir, heartbeatMs }: RunOptions): Promise<Map<string, Outcome | undefined>> {
  mkdirSync(logDir, { recursive: true });
  const started = performance.now();
  const since = (from: number) => (performance.now() - from) / 1000;
  const running = new Map<string, number>();
  const finished = new Set<string>();
  let cpuSoFar = endedChildrenCpuSeconds();
  const machineAtStart = machineCpuTicks();
  let machineBefore = machineAtStart;

  const heartbeat = setInterval(() => {
    if (!running.size) return;
    const now = [...running].map(([name, from]) => `${name} (${clock(since(from))})`).join(", ");
    const waiting = checks.filter((c) => !running.has(c.name) && !finished.has(c.name)).map((c) => c.name);
    const machineNow = machineCpuTicks();
    const busy = coresBusy(machineBefore, machineNow);
    machineBefore = machineNow;
    print(`… ${clock(since(started))} still running: ${now}${waiting.length ? `; waiting: ${waiting.join(", ")}` : ""}${busy ? ` [${busy}]` : ""}`);
  }, heartbeatMs);

  const run = (check: Check): Promise<Outcome> => {
    const [command = "", ...args] = check.background && process.platform !== "win32" ? ["nice", "-n", "10", ...check.command] : check.command;
    const from = performance.now();
    running.set(check.name, from);
    print(`▶ ${check.name} started at ${clock(since(started))}`);
    return new Promise((resolve) => {
      const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      let ended = false;
      const end = (ok: boolean, extra = "") => {
        if (ended) return;
        ended = true;
        running.delete(check.name);
        finished.add(check.name);
        const seconds = since(from);
        const cpuNow = endedChildrenCpuSeconds();
        const cpuSeconds = cpuNow !== undefined && cpuSoFar !== undefined ? cpuNow - cpuSoFar : undefined;
        cpuSoFar = cpuNow;
        const logFile = path.join(logDir, `${check.name.replace(/[^\w.-]/g, "-")}.log`);
        const outcome = { ok, seconds, cpuSeconds, output: output + extra, logFile };
        writeFileSync(logFile, outcome.output);
        const counts = check.tests ? `: ${countsLine(countTests(outcome.output))}` : "";
        const cpu = cpuSeconds === undefined ? "" : `, ${cpuSeconds.toFixed(1)} CPU-s`;
        print(`${ok ? "■" : "✗"} ${check.name} ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s${counts} (at ${clock(since(started))}${cpu})`);
        if (!ok) print(`${outcome.output.trimEnd()}\n✗ ${check.name}: its output above is also in ${logFile}\n`);
        else if (check.tests) for (const line of summaryLines(outcome.output)) print(line);
        resolve(outcome);
      };
      child.on("error", (error) => end(false, `\ncould not start ${check.command.join(" ")}: ${error.message}`));
      child.on("close", (code, signal) => end(code === 0, code === 0 ? "" : `\n${check.command.join(" ")} exited with ${signal ?? code}`));
    });
  };

  const outcomes = new Map<string, Promise<Outcome | undefined>>();
  for (const check of checks)
    outcomes.set(
      check.name,
      (async () => {
        // Run whatever those before it did: each check's own result is worth having.
        await Promise.all((check.after ?? []).map((name) => outcomes.get(name)));
        const needed = await Promise.all((check.needs ?? []).map((name) => outcomes.get(name)));
        // A check whose prerequisite failed is not run: its failures would only repeat that one.
        if (needed.some((outcome) => !outcome?.ok)) {
          finished.add(check.name);
          print(`– ${check.name} not run: ${(check.needs ?? []).join(" and ")} did not pass`);
          return undefined;
        }
        return run(check);
      })(),
    );
  try {
    return new Map(await Promise.all(checks.map(async (check) => [check.name, await outcomes.get(check.name)] as const)));
  } finally {
    clearInterval(heartbeat);
    const busy = coresBusy(machineAtStart, machineCpuTicks());
    if (busy) print(`the machine over the whole run: ${busy} (other work on it included)`);
  }
}

/** The closing table: each check's result and time, then the whole run's. */
export function resultTable(checks: Check[], outcomes: Map<string, Outcome | undefined>, totalSeconds: number): string[] {
  const width = Math.max(11, ...checks.map((c) => c.name.length + 1));
  const rows = checks.map((check) => {
    const outcome = outcomes.get(check.name);
    const result = outcome ? (outcome.ok ? "passed" : "FAILED") : "not run";
    return `${check.name.padEnd(width)} ${result.padEnd(10)} ${outcome ? outcome.seconds.toFixed(1).padStart(7) : "      -"}`;
  });
  return [`${"check".padEnd(width)} ${"result".padEnd(10)} seconds`, ...rows, `${"all".padEnd(width)} ${"".padEnd(10)} ${totalSeconds.toFixed(1).padStart(7)}`];
}
