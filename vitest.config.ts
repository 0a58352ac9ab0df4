import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import { siteTheme } from "./scripts/lib/site-theme-plugin.ts";
import { contentRoot } from "./src/content/content-files.ts";

// Unit tests run without the React Router plugin: they render components and call modules directly.

// npm test runs this tier beside the build and the browser tests, sharing the CPU, and CI may run
// beside another build, so a test may wait its turn for tens of seconds (a spawned tsx that loads
// the site took over 30 s so, and the Nu validator's one Java run over every page's blocks over
// 120 s on a machine running two other builds). The limit is there for a test that hangs, not for
// one that waits: one generous limit here, none per file. Speed is measured by the benchmark
// scripts instead. The same for expect.poll, whose own default (one second) failed a server test
// on a busy machine: /healthz answers a verdict up to a second old, so its recovery after a full
// disk took just over a second to see.
const WAITS_ITS_TURN = { testTimeout: 300_000, hookTimeout: 300_000, expect: { poll: { timeout: 60_000 } } };

// The files that take longest, longest first within their project: each is a chain of waits (a
// scratch build, spawned commands, a server restarted) that the other workers fill with short files
// while it runs. Without this a fresh clone (no timings cached) starts the longest chain, the
// scratch build, minutes in; a file added or renamed only loses its place in the queue.
const LONGEST_FIRST = [
  "tests/unit/suburb-collection.test.ts",
  "tests/unit/starter-site.test.ts",
  "tests/unit/third-site.test.ts",
  "tests/unit/build-changed.test.ts",
  // The kill-at-every-step publish test is the server project's longest chain by far (140 s of
  // restarts on a quiet machine); started last, it ran alone at the end of the run.
  "tests/server/publish-crash.test.ts",
  "tests/server/production-install.test.ts",
  "tests/server/admin-delete.test.ts",
  "tests/server/admin.test.ts",
  "tests/server/admin-content.test.ts",
  "tests/server/publish-area.test.ts",
  "tests/unit/content-fuzz.test.ts",
  "tests/server/operations.test.ts",
  "tests/server/faults.test.ts",
  "tests/server/postgres.test.ts",
  "tests/unit/block-plugin.test.ts",
  "tests/server/publish-engine.test.ts",
  "tests/server/admin-upload.test.ts",
  "tests/unit/editor-files.test.ts",
  "tests/server/lead-inbox.test.ts",
  "tests/server/several-instances.test.ts",
  "tests/unit/new-form.test.ts",
  "tests/unit/content-mistakes.test.ts",
  "tests/unit/content-pipeline.test.ts",
  "tests/unit/validate-formats.test.ts",
  "src/blocks/block-markup.test.tsx",
];
const rank = (spec: TestSpecification) => {
  const at = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at < 0 ? LONGEST_FIRST.length : at;
};

// `TEST_CPU_LOG=FILE`: each test file's CPU-seconds, its own and those of the processes it ran, appended to FILE (tests/setup/cpu-per-file.ts).
const CPU_PER_FILE = process.env.TEST_CPU_LOG ? ["tests/setup/cpu-per-file.ts"] : [];

const PROJECTS = [
  // Module-level state here is the loaded schemas and compiled validators, which files can share:
  // no file mocks a module, and the two that fake timers or globals restore them after each test.
  // How amounts are written is set by the site last read: each file starts from none read.
  {
    test: {
      name: "node",
      include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts"],
      environment: "node",
      isolate: false,
      setupFiles: ["tests/setup/fresh-module-state.ts", ...CPU_PER_FILE],
      ...WAITS_ITS_TURN,
    },
  },
  // The real server in its own processes on loopback ports. Its files are mostly waiting (for a
  // server to start, a restart, a mail to arrive), leaving the CPU to the build and browser tests.
  // The back office in-process loads the admin app, the content pipeline and the store modules
  // once per worker, not once per file: no file mocks a module, fakes timers or sets the
  // environment; what a read site sets (how amounts are written) is reset for each file.
  {
    test: {
      name: "server",
      include: ["tests/server/**/*.test.ts"],
      environment: "node",
      isolate: false,
      setupFiles: ["tests/setup/fresh-module-state.ts", ...CPU_PER_FILE],
      globalSetup: ["tests/server/bundle-server.global.ts"],
      ...WAITS_ITS_TURN,
    },
  },
  // Components are server-rendered as on a prerendered page; happy-dom only parses the markup.
  // Server renders keep no state between files, so the files share one module graph per worker
  // (a fresh happy-dom and React for each of 35 files cost three times the tests themselves).
  // None of them waits for a process, so one worker takes them all, after the two projects above
  // (sequence.groupOrder: a group with its own worker count runs once the one before has ended):
  // each further worker loaded the same graph again. The project alone: 30.8 CPU-s on three
  // workers, 27.0 on two, 21.3 on one (185 tests, /usr/bin/time of `vitest run --project components`).
  {
    test: {
      name: "components",
      maxWorkers: 1,
      sequence: { groupOrder: 1 },
      // A site's own blocks' tests too (sites/westline/blocks/suburb-grid/).
      include: ["src/**/*.test.tsx", "sites/*/blocks/**/*.test.tsx", "tests/unit/**/*.test.tsx"],
      exclude: ["src/root.test.tsx"],
      environment: "happy-dom",
      isolate: false,
      setupFiles: ["tests/setup/fresh-module-state.ts", "tests/setup/loaded-chunks.ts", ...CPU_PER_FILE],
      ...WAITS_ITS_TURN,
    },
  },
  // A client render reads React's context values directly, and a server render that throws (as
  // Table.test.tsx expects one to) leaves them as they were: this one gets modules of its own.
  // It imports root.tsx, whose font preloads come from the site's theme (the build's own plugin serves them).
  {
    plugins: [siteTheme(contentRoot())],
    test: {
      name: "client-render",
      include: ["src/root.test.tsx"],
      environment: "happy-dom",
      // In the components' group, whose worker count it must share.
      maxWorkers: 1,
      sequence: { groupOrder: 1 },
      setupFiles: CPU_PER_FILE,
      ...WAITS_ITS_TURN,
    },
  },
];

// A worker is kept for the next file only when that file, the head of the queue, is of the same
// project and environment; otherwise it exits and a new one loads the modules again (28 workers
// for 143 files, when the queue alternated projects). So the queue is grouped: project by project
// in the order of PROJECTS, and within a project the files that name their own environment (a
// `@vitest-environment` comment, read as Vitest reads it) after the rest, by that name.
const environmentOf = (spec: TestSpecification) => /^\s*(?:\/\/|\/?\*+)\s*@vitest-environment\s+(\S+)/m.exec(readFileSync(spec.moduleId, "utf8"))?.[1] ?? "";
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const project = (spec: TestSpecification) => PROJECTS.findIndex((p) => p.test.name === spec.project.name);
    const environment = new Map(files.map((spec) => [spec, environmentOf(spec)]));
    const byEnvironment = (a: TestSpecification, b: TestSpecification) => (environment.get(a) ?? "").localeCompare(environment.get(b) ?? "");
    // Array sort is stable: the rest keep Vitest's order (cached durations, else size).
    return (await super.sort(files)).sort((a, b) => project(a) - project(b) || byEnvironment(a, b) || rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    // Vitest's default on this 2-core machine is one worker; the projects above are mostly waiting
    // (spawned servers, file system) or short. The first worker spends the run waiting on the
    // scratch build (suburb-collection.test.ts, first in line), so a third keeps two running files.
    maxWorkers: 3,
    projects: PROJECTS,
  },
});
