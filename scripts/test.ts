/**
 * `npm test`: every check, each started as soon as what it needs is ready, so both cores stay busy.
 * Lint, typecheck, generated-code freshness, the unit tier and the build start together; the
 * browser tier starts when the build and Chromium are ready. The build and the browser tier are
 * the longest chain, so the others run at a lower CPU priority and take the time those leave idle.
 * Each check's output is printed whole when it ends (interleaved lines from five tools help
 * nobody), then a table of times.
 *
 *   npm test                     everything
 *   npm test -- --only lint,unit only these checks (and what they need)
 */
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

interface Check {
  /** What the check is called in the summary and in --only. */
  name: string;
  command: string[];
  /** Checks that must have passed before this one starts. */
  needs?: string[];
  /** Off the longest chain: runs niced, on the CPU time the chain leaves. */
  background?: boolean;
}

const CHECKS: Check[] = [
  { name: "lint", command: ["npm", "run", "--silent", "lint"], background: true },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"], background: true },
  { name: "gen:check", command: ["npm", "run", "--silent", "gen:check"], background: true },
  { name: "unit", command: ["npx", "vitest", "run"], background: true },
  { name: "build", command: ["npm", "run", "--silent", "build"] },
  { name: "chromium", command: ["npx", "tsx", "scripts/ensure-chromium.ts"] },
  { name: "e2e", command: ["npx", "playwright", "test"], needs: ["build", "chromium"] },
];

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

interface Outcome {
  ok: boolean;
  seconds: number;
  output: string;
}

function run(check: Check): Promise<Outcome> {
  const started = performance.now();
  const [command = "", ...args] = check.background && process.platform !== "win32" ? ["nice", "-n", "10", ...check.command] : check.command;
  console.log(`▶ ${check.name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const end = (ok: boolean, extra = "") => {
      const seconds = (performance.now() - started) / 1000;
      const result = { ok, seconds, output: output + extra };
      console.log(`\n${ok ? "■" : "✗"} ${check.name} ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s\n${result.output.trimEnd()}\n`);
      resolve(result);
    };
    child.on("error", (error) => end(false, `\ncould not start ${check.command.join(" ")}: ${error.message}`));
    child.on("close", (code, signal) => end(code === 0, code === 0 ? "" : `\n${check.command.join(" ")} exited with ${signal ?? code}`));
  });
}

const checks = selected(process.argv.slice(2));
const started = performance.now();
const outcomes = new Map<string, Promise<Outcome | undefined>>();
for (const check of checks) {
  outcomes.set(
    check.name,
    (async () => {
      const needed = await Promise.all((check.needs ?? []).map((name) => outcomes.get(name)));
      // A check whose prerequisite failed is not run: its failures would only repeat that one.
      if (needed.some((outcome) => !outcome?.ok)) return undefined;
      return run(check);
    })(),
  );
}

const results = await Promise.all(checks.map(async (check) => [check, await outcomes.get(check.name)] as const));
console.log("check       result     seconds");
for (const [check, outcome] of results) {
  const result = outcome ? (outcome.ok ? "passed" : "FAILED") : "not run";
  console.log(`${check.name.padEnd(11)} ${result.padEnd(10)} ${outcome ? outcome.seconds.toFixed(1).padStart(7) : "      -"}`);
}
console.log(`all         ${"".padEnd(10)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)}`);
process.exitCode = results.every(([, outcome]) => outcome?.ok) ? 0 : 1;
