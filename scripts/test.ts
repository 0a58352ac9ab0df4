/**
 * `npm test`: every check, each started as soon as what it needs is ready, so both cores stay busy.
 * The unit tier and the build start together, and the browser tier when the build and Chromium are
 * ready: the two chains that take longest, the unit tier (whose own scratch build, started first, is
 * its longest file) and the build followed by the browser tier, share the CPU. Lint, format and
 * typecheck need nothing; they run one after another, at a lower CPU priority, on the time those
 * two leave idle. (All at once, side by side with the two chains, cost 5 CPU-s more a run and the
 * run 6 to 9 s longer: more processes than cores, each slowing the others.) Whether the generated
 * code is fresh (`npm run gen:check`, in `npm run check`) is a unit test here
 * (tests/unit/generated-code.test.ts), the same check without a process of its own.
 * A line says when each check starts and ends (with the test counts of the two test tiers), and
 * every 30 s what is still running and how busy the machine's cores were (and over the whole run
 * at the end); a failing check's output is printed whole when it ends
 * (interleaved lines from five tools help nobody), and every check's is kept in
 * .tmp/test-output/<check>.log. Then a table of times (scripts/lib/run-checks.ts).
 *
 *   npm test                     everything
 *   npm test -- --only lint,unit only these checks (and what they need)
 */
import { performance } from "node:perf_hooks";
import { endedChildrenCpuSeconds, resultTable, runChecks, type Check } from "./lib/run-checks.ts";

// The test runners straight from node_modules/.bin, not through npx, which cost 0.3 CPU-s a call
// to find what `npm ci` has already put there.
const CHECKS: Check[] = [
  { name: "lint", command: ["npm", "run", "--silent", "lint"], background: true },
  { name: "format", command: ["npm", "run", "--silent", "format:check"], background: true, after: ["lint"] },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"], background: true, after: ["format"] },
  { name: "unit", command: ["node_modules/.bin/vitest", "run"], tests: true },
  { name: "build", command: ["npm", "run", "--silent", "build"] },
  { name: "chromium", command: ["node_modules/.bin/tsx", "scripts/ensure-chromium.ts"] },
  { name: "e2e", command: ["node_modules/.bin/playwright", "test"], needs: ["build", "chromium"], tests: true },
];
const LOG_DIR = ".tmp/test-output";
const HEARTBEAT_MS = 30_000;

function usage(problem: string): never {
  console.error(`test: ${problem}\nusage: npm test [-- --only ${CHECKS.map((c) => c.name).join(",")}]`);
  process.exit(2);
}

function selected(args: string[]): Check[] {
  if (args.length === 0) return CHECKS;
  if (args[0] !== "--only" || args.length !== 2 || !args[1]) usage(`unexpected arguments: ${args.join(" ")}`);
  const wanted = new Set(args[1].split(","));
  for (const name of wanted) if (!CHECKS.some((c) => c.name === name)) usage(`no check called "${name}"`);
  // What a wanted check needs comes along with it.
  for (const check of [...CHECKS].reverse()) if (wanted.has(check.name)) for (const need of check.needs ?? []) wanted.add(need);
  return CHECKS.filter((c) => wanted.has(c.name));
}

const checks = selected(process.argv.slice(2));
const started = performance.now();
const outcomes = await runChecks(checks, { print: (line) => console.log(line), logDir: LOG_DIR, heartbeatMs: HEARTBEAT_MS });
console.log(`\n${resultTable(checks, outcomes, (performance.now() - started) / 1000).join("\n")}`);
// Per check on each end line; the whole run's here. On a shared machine this, not the time, is the figure to compare.
const cpu = endedChildrenCpuSeconds();
if (cpu !== undefined) console.log(`CPU time of all checks: ${cpu.toFixed(1)} s`);
console.log(`every check's whole output: ${LOG_DIR}/<check>.log`);
process.exitCode = checks.every((check) => outcomes.get(check.name)?.ok) ? 0 : 1;
